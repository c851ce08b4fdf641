import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The account's API keys with their last reported daily budget, by name then id. */
export function apiKeyBudgets(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('sm_api_keys')
    .select(['id', 'name', 'day_remaining', 'day_reset'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
