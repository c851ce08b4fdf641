import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A survey date of the account with its published flag, for a ticket's access check; undefined when it has none. */
export function ticketSurveyDate(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('survey_dates')
    .select(['id', 'enabled_for_users'])
    .where('id', '=', surveyDateId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}
