import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A survey date of the account with the fields the access checks read; undefined when it has none. */
export function findAccountSurveyDate(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('survey_dates')
    .select(['id', 'enabled_for_users', 'answer_count'])
    .where('id', '=', surveyDateId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The same row locked `for update` inside `trx`, so no import lands answers before the commit. */
export function lockAccountSurveyDate(trx: Transaction<Database>, accountId: number, surveyDateId: number) {
  return trx
    .selectFrom('survey_dates')
    .select(['id', 'enabled_for_users', 'answer_count'])
    .where('id', '=', surveyDateId)
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

/** The ids among `ids` (already unique) of the account's worker groups. */
export function accountWorkerGroupIds(db: Kysely<Database>, accountId: number, ids: readonly number[]) {
  return db
    .selectFrom('worker_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}
