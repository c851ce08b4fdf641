import { type ParticipationCollector, type UserScope, zUserScope } from '@pulzus/core';
import type { GraphScope } from '@pulzus/core/analytics';
import type { Kysely } from 'kysely';
import type { ChangeCache } from '../../db/change-feed';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../services/auth';
import { dateDemographies } from './cube-input.queries';
import { scopeRow } from './graph-scope.queries';
import { participationCollectors } from './participation.queries';

/** A stored scope's JSON text as a scope; a row that no longer parses (never written so) shows nothing rather than everything. */
export function parseStoredScope(text: string): UserScope {
  const parsed = zUserScope.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : { worker_group_ids: [0], demographies: [] };
}

/**
 * The scope of a user in an account (docs/privacy.md "Rule 10"), or null for an unscoped user. Read from the
 * database, never from the token: a changed or removed scope holds from the next request on. With `cache` (the
 * graph routes' change cache), a read is kept until any change this process makes or hears of (`user_scopes`
 * notifies, migration 0026), so a cached graph answer still reads nothing from the database (docs/architecture.md
 * "Caches").
 */
export async function storedScope(
  db: Kysely<Database>,
  userId: number,
  accountId: number,
  cache?: ChangeCache<UserScope | null>,
): Promise<UserScope | null> {
  const read = async () => {
    const text = await scopeRow(db, userId, accountId);
    return text === undefined ? null : parseStoredScope(text);
  };
  return cache ? cache.get(`${userId}|${accountId}`, read) : read();
}

/**
 * The scope every population of the caller is intersected with: a user's or demo user's own (a login-as session
 * is the user's, so it shows the scoped view), none for admins and embed tokens (an embed key is an admin's).
 */
export async function viewerScope(
  db: Kysely<Database>,
  auth: AuthContext,
  accountId: number,
  cache?: ChangeCache<UserScope | null>,
): Promise<UserScope | null> {
  if (auth.isAdmin || auth.embed || auth.userId === 0) return null;
  return storedScope(db, auth.userId, accountId, cache);
}

/** The engine's form of a scope (analytics/scope.ts). */
export function graphScopeOf(scope: UserScope): GraphScope {
  return {
    workerGroupIds: scope.worker_group_ids,
    demographies: scope.demographies.map((d) => ({ code: d.code, answers: d.answers })),
  };
}

/**
 * The participation rows inside a scope: the collectors of its worker groups whose collector answers (a site, a
 * department: the units) it keeps. A survey-type demography does not split a collector, so a scope on one (an age
 * band) lists no rows rather than rows of people outside it; a demography the date lacks keeps nobody.
 */
export function scopedCollectors(
  collectors: readonly ParticipationCollector[],
  demographies: readonly {
    id: number;
    code: string;
    type: 'survey' | 'collector';
    answers: readonly { id: number; name: string }[];
  }[],
  scope: UserScope,
): ParticipationCollector[] {
  const groups = new Set(scope.worker_group_ids);
  const tests: { demographyId: number; answerIds: Set<number> }[] = [];
  for (const wanted of scope.demographies) {
    const demography = demographies.find((d) => d.code === wanted.code);
    if (demography?.type !== 'collector') return [];
    const names = new Set(wanted.answers);
    tests.push({
      demographyId: demography.id,
      answerIds: new Set(demography.answers.filter((a) => names.has(a.name)).map((a) => a.id)),
    });
  }
  return collectors.filter(
    (c) =>
      (groups.size === 0 || groups.has(c.worker_group_id)) &&
      tests.every((t) =>
        c.demographies.some(
          (a) => a.demography_id === t.demographyId && t.answerIds.has(a.demography_answer_id),
        ),
      ),
  );
}

/**
 * The participation rows of a date the caller may see (the participation route, its xlsx and the reports' table):
 * every collector, or a scoped viewer's collectors inside their scope (docs/privacy.md "Rule 10").
 */
export async function visibleCollectors(
  db: Kysely<Database>,
  auth: AuthContext,
  accountId: number,
  surveyDateId: number,
): Promise<ParticipationCollector[]> {
  const [collectors, scope] = await Promise.all([
    participationCollectors(db, accountId, surveyDateId),
    viewerScope(db, auth, accountId),
  ]);
  if (!scope) return collectors;
  return scopedCollectors(collectors, await dateDemographies(db, accountId, surveyDateId), scope);
}
