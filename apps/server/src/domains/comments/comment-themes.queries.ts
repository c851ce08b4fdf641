import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The caller's date before `day` (users: published dates only), the latest first; undefined when none. The date
 * themes are compared with (docs/comments.md "The comments view").
 */
export function previousReadableDate(
  db: Kysely<Database>,
  accountId: number,
  day: string,
  caller: { isAdmin: boolean },
) {
  let query = db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'enabled_for_users', 'data_version', 'answer_count'])
    .where('account_id', '=', accountId)
    .where('date', '<', day);
  if (!caller.isAdmin) query = query.where('enabled_for_users', '=', true);
  return query.orderBy('date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The open-ended questions of a date (id and code), by id. */
export function openQuestionsOfDate(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
    .select(['q.id', 'q.code'])
    .where('q.account_id', '=', accountId)
    .where('g.survey_date_id', '=', surveyDateId)
    .where('q.is_open_ended', '=', true)
    .orderBy('q.id')
    .execute();
}
