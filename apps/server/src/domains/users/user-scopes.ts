import { ROLE_IDS, routes, type ScopeCoverage, type UserScope } from '@pulzus/core';
import { scopeCount, scopeFilters, scopeStanding } from '@pulzus/core/analytics';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { accountK } from '../../services/account-k';
import { accountMinGroupSize } from '../../services/account-k.queries';
import { cubeOf, graphScopeOf, graphServicesOf, storedScope } from '../graphs/graphs.service';
import { countAccountWorkerGroups, datesWithAnswers, writeScope } from './user-scopes.queries';
import { managed } from '../../services/managed-people';

/**
 * The judge of scopes in an account on every date with answers, newest first (docs/privacy.md "Rule 10"): per date,
 * the respondents inside a scope when they are k or more (a smaller count is never said, "Rule 1"), and the reason
 * its values would be withheld on that date. The dates' cubes are read once, so a scope import judges every row's
 * scope with one judge.
 */
export async function scopeJudge(app: FastifyInstance, accountId: number) {
  const services = graphServicesOf(app);
  const db = app.database.db;
  const k = accountK(await accountMinGroupSize(db, accountId), services.serverMinGroupSize);
  const dates = await datesWithAnswers(db, accountId);
  const cubes = await Promise.all(dates.map((date) => cubeOf(services, accountId, date, k)));
  /** The scope on the `newest` dates (default all). */
  const judge = (scope: UserScope, newest = cubes.length): ScopeCoverage[] => {
    const engineScope = graphScopeOf(scope);
    return cubes.slice(0, newest).map((cube, i) => {
      const filters = scopeFilters(engineScope, [cube, ...cubes]);
      const withheld = scopeStanding(filters, cube, cubes, k);
      const inside = scopeCount(filters, cube, cubes);
      return {
        survey_date_id: cube.surveyDateId,
        date: String(dates[i]!.date).slice(0, 10),
        respondents: inside >= k ? inside : null,
        withheld: withheld as ScopeCoverage['withheld'],
      };
    });
  };
  const latest = dates[0] ? String(dates[0].date).slice(0, 10) : null;
  return { k, judge, latest };
}

/** What a scope covers on every date of the account with answers; the admin sees it before saving, beside the "fewer than k" warning. */
async function scopeCoverage(app: FastifyInstance, accountId: number, scope: UserScope) {
  const { k, judge } = await scopeJudge(app, accountId);
  return { min_group_size: k, dates: judge(scope) };
}

/** The person whose scope an admin reads or sets: a user or demo user of the session account (never an admin). */
async function scopedPerson(
  app: FastifyInstance,
  auth: { userId: number; accountId: number | null },
  id: number,
) {
  const person = await managed(app.database.db, auth, id);
  if (person.role_id === ROLE_IDS.admin) throw new AppError('admin-target-not-allowed');
  if (person.account_id === null || person.account_id !== auth.accountId) throw new AppError('not-found');
  return { ...person, account_id: person.account_id };
}

/**
 * The scope routes (docs/api.md "Scopes"): an admin reads and sets a user's scope and judges one before saving;
 * a user reads their own. Every change is in the audit log with the new scope as its detail.
 */
export function registerScopeRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  registerRoute(app, routes.usersScope, async ({ params, auth }) => {
    const person = await scopedPerson(app, auth, params.id);
    return { scope: await storedScope(db, person.id, person.account_id) };
  });

  registerRoute(app, routes.usersScopeSave, async ({ params, body, auth, request }) => {
    const person = await scopedPerson(app, auth, params.id);
    const accountId = person.account_id;
    const worker = body.scope?.worker_group_ids ?? [];
    if ((await countAccountWorkerGroups(db, accountId, worker)) !== new Set(worker).size)
      throw new AppError('validation-failed', {
        fields: [{ path: 'scope.worker_group_ids', message: 'Unknown worker group' }],
      });
    await writeScope(db, person.id, accountId, body.scope === null ? null : JSON.stringify(body.scope));
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'scope-changed',
      subject: { type: 'user', id: person.id },
      detail: body.scope === null ? null : JSON.stringify(body.scope),
    });
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.usersScopeCheck, async ({ body, accountId }) =>
    scopeCoverage(app, accountId, body.scope),
  );

  registerRoute(app, routes.sessionScope, async ({ auth, accountId }) => ({
    scope: auth.isAdmin || auth.embed ? null : await storedScope(db, auth.userId, accountId),
  }));
}
