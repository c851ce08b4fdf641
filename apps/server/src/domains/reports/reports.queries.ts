import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/** The account's name, for the report's cover. */
export async function reportAccountName(db: Kysely<Database>, accountId: number): Promise<string> {
  const row = await db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst();
  if (!row) throw new AppError('not-found');
  return row.name;
}

/**
 * The survey date of each question and demography the filters name, among the account's own (docs/reports.md
 * "Filters"): one query each, whatever their number. A subject missing from the answer does not exist in the account.
 */
export async function filterSubjectDates(
  db: Kysely<Database>,
  accountId: number,
  questionIds: readonly number[],
  demographyIds: readonly number[],
): Promise<{ questions: Map<number, number>; demographies: Map<number, number> }> {
  const questions = new Map<number, number>();
  const demographies = new Map<number, number>();
  if (questionIds.length > 0) {
    const rows = await db
      .selectFrom('questions as q')
      .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
      .select(['q.id', 'g.survey_date_id'])
      .where('q.account_id', '=', accountId)
      .where('q.id', 'in', [...new Set(questionIds)])
      .execute();
    for (const row of rows) questions.set(row.id, row.survey_date_id);
  }
  if (demographyIds.length > 0) {
    const rows = await db
      .selectFrom('demographies')
      .select(['id', 'survey_date_id'])
      .where('account_id', '=', accountId)
      .where('id', 'in', [...new Set(demographyIds)])
      .execute();
    for (const row of rows) demographies.set(row.id, row.survey_date_id);
  }
  return { questions, demographies };
}

/**
 * The open-ended questions of a date whose comments are shown to users (docs/reports.md "Comments"), in the order
 * of their topics and their own; a question asked of several worker groups under one code comes once per group
 * with the worker group's name (its comments are read by code: the caller names each code once).
 */
export function shownOpenQuestions(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
    .innerJoin('worker_groups as w', 'w.id', 'g.worker_group_id')
    .select(['q.id', 'q.name', 'q.code', 'w.name as worker_group', 'g.worker_group_id'])
    .where('q.account_id', '=', accountId)
    .where('g.survey_date_id', '=', surveyDateId)
    .where('q.is_open_ended', '=', true)
    .where('q.show_comments', '=', true)
    .orderBy('g.worker_group_id')
    .orderBy('g.sort_order')
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .execute();
}
