import type { GraphSlug } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/** A survey date a graph reads: what access, the cube cache and the labels need. */
export interface GraphDate {
  id: number;
  date: string;
  enabled_for_users: boolean;
  data_version: number;
  answer_count: number;
}

/**
 * The requested survey dates of the account in request order (repeats dropped). Users and demo users see
 * published dates only (spec 2 §6); another tenant's, a hidden or a missing date is the same 404.
 */
export async function readableDates(
  db: Kysely<Database>,
  accountId: number,
  ids: readonly number[],
  caller: { isAdmin: boolean },
): Promise<GraphDate[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError('not-found');
  const rows = await db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'enabled_for_users', 'data_version', 'answer_count'])
    .where('account_id', '=', accountId)
    .where('id', 'in', unique)
    .execute();
  return unique.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row || (!caller.isAdmin && !row.enabled_for_users)) throw new AppError('not-found');
    return row;
  });
}

/**
 * The account's stored enabled flag of a graph, as a subquery to select beside the account's k (null
 * when none is stored: the graph is enabled); the graph settings and the graph lookup read it so.
 */
export function graphEnabledFlag(db: Kysely<Database>, accountId: number, slug: GraphSlug) {
  return db
    .selectFrom('account_enabled_graphs')
    .select('enabled')
    .where('account_id', '=', accountId)
    .where('graph_slug', '=', slug);
}

/** The account's graph settings a query needs: its k, whether the graph is enabled (default yes). */
export async function accountGraphSettings(
  db: Kysely<Database>,
  accountId: number,
  slug: GraphSlug,
): Promise<{ minGroupSize: number | null; enabled: boolean }> {
  const row = await db
    .selectFrom('accounts')
    .select(['min_group_size', graphEnabledFlag(db, accountId, slug).as('enabled')])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw new AppError('not-found');
  return { minGroupSize: row.min_group_size, enabled: row.enabled ?? true };
}

/**
 * The caller's language: the one the request asked for (`X-Pulzus-Language`, the page's), the token's,
 * or (a ticket download has no token) the user's stored one.
 */
export async function callerLanguage(
  db: Kysely<Database>,
  caller: { userId: number; claims: { lang_code?: string } | null; language?: string },
): Promise<string | null> {
  const asked = caller.language ?? caller.claims?.lang_code;
  if (asked) return asked;
  const row = await db
    .selectFrom('users')
    .innerJoin('languages', 'languages.id', 'users.language_id')
    .select('languages.code')
    .where('users.id', '=', caller.userId)
    .executeTakeFirst();
  return row?.code ?? null;
}
