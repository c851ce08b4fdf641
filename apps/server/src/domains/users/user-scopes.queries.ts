import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How many of these worker group ids belong to the account (a scope may name only its own). */
export async function countAccountWorkerGroups(
  db: Kysely<Database>,
  accountId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .selectFrom('worker_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.length;
}

/** Sets (JSON text) or, with null, removes a user's scope in an account. */
export async function writeScope(
  db: Kysely<Database>,
  userId: number,
  accountId: number,
  scope: string | null,
): Promise<void> {
  if (scope === null) {
    await db
      .deleteFrom('user_scopes')
      .where('user_id', '=', userId)
      .where('account_id', '=', accountId)
      .execute();
    return;
  }
  await db
    .insertInto('user_scopes')
    .values({ user_id: userId, account_id: accountId, scope })
    .onConflict((oc) => oc.columns(['user_id', 'account_id']).doUpdateSet({ scope, updated_at: new Date() }))
    .execute();
}

/** The account's survey dates with answers, newest first: what a scope check judges. */
export function datesWithAnswers(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'enabled_for_users', 'data_version', 'answer_count'])
    .where('account_id', '=', accountId)
    .where('answer_count', '>', 0)
    .orderBy('date', 'desc')
    .execute();
}

/** Every stored scope of an account as JSON text by user id: the users list shows them (docs/privacy.md "Rule 10"). */
export async function accountScopeRows(
  db: Kysely<Database>,
  accountId: number,
): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('user_scopes')
    .select(['user_id', 'scope'])
    .where('account_id', '=', accountId)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.scope]));
}
