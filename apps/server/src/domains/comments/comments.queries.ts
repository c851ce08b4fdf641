import type { Kysely } from 'kysely';
import type { Database, ResponseTexts } from '../../db/schema';
import { publishedResponse } from '../../db/response-visibility.queries';

/** A question of the account as comments read it: its code, date, topic and switches. */
export interface CommentQuestion {
  id: number;
  code: string;
  name: string;
  topic: string;
  survey_date_id: number;
  is_open_ended: boolean;
  show_comments: boolean;
}

/** The account's question of an id, or undefined (another tenant's is the same as a missing one). */
export function commentQuestion(
  db: Kysely<Database>,
  accountId: number,
  questionId: number,
): Promise<CommentQuestion | undefined> {
  return db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
    .select([
      'q.id',
      'q.code',
      'q.name',
      'g.name as topic',
      'g.survey_date_id',
      'q.is_open_ended',
      'q.show_comments',
    ])
    .where('q.account_id', '=', accountId)
    .where('q.id', '=', questionId)
    .executeTakeFirst();
}

/** The worker groups asked a question on a date: those whose topics there list its code (configuration). */
export async function askedWorkerGroups(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  code: string,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
    .select('g.worker_group_id')
    .distinct()
    .where('q.account_id', '=', accountId)
    .where('g.survey_date_id', '=', surveyDateId)
    .where('q.code', '=', code)
    .execute();
  return new Set(rows.map((r) => r.worker_group_id));
}

/** One completed, published response of a date as comments read it, in id order. */
export interface CommentResponseRow {
  sm_response_id: string;
  worker_group_id: number;
  sm_collector_id: string | null;
  answers: Record<string, number | null>;
  texts: ResponseTexts;
}

/**
 * The completed, published responses of a date with their answers (the demographies need them) and texts, in id
 * order: the respondents of the date's cube, as the graphs count them.
 */
export async function commentResponseRows(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<CommentResponseRow[]> {
  const rows = await db
    .selectFrom('responses')
    .select(['sm_response_id', 'worker_group_id', 'sm_collector_id', 'answers', 'texts'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('status', '=', 'completed')
    .where(publishedResponse())
    .orderBy('id')
    .execute();
  return rows as CommentResponseRow[];
}

/** The keys (`sm_response_id` and text key) of a date's hidden comments. */
export async function hiddenComments(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('comment_hides')
    .select(['sm_response_id', 'text_key'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .execute();
  return new Set(rows.map((r) => `${r.sm_response_id}\n${r.text_key}`));
}

/** Hides a comment (idempotent: hiding it again keeps the first reason). */
export async function insertCommentHide(
  db: Kysely<Database>,
  row: {
    accountId: number;
    surveyDateId: number;
    smResponseId: string;
    textKey: string;
    reason: string;
    hiddenBy: number | null;
  },
): Promise<void> {
  await db
    .insertInto('comment_hides')
    .values({
      account_id: row.accountId,
      survey_date_id: row.surveyDateId,
      sm_response_id: row.smResponseId,
      text_key: row.textKey,
      reason: row.reason,
      hidden_by: row.hiddenBy,
    })
    .onConflict((oc) => oc.columns(['survey_date_id', 'sm_response_id', 'text_key']).doNothing())
    .execute();
}

/** The names masked in the account's comments: its users' (not deleted) and its own list. */
export async function maskedNames(db: Kysely<Database>, accountId: number): Promise<string[]> {
  const [users, account] = await Promise.all([
    db
      .selectFrom('users')
      .select(['name', 'nickname'])
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .execute(),
    db.selectFrom('accounts').select('comment_masked_names').where('id', '=', accountId).executeTakeFirst(),
  ]);
  return [...users.flatMap((u) => [u.name, u.nickname]), ...(account?.comment_masked_names ?? [])];
}

/** The account's k and comment settings. */
export function commentSettingsRow(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['min_group_size', 'comment_min_group_size', 'comment_masked_names'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Saves the account's comment settings. */
export async function saveCommentSettings(
  db: Kysely<Database>,
  accountId: number,
  threshold: number | null,
  names: readonly string[],
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ comment_min_group_size: threshold, comment_masked_names: JSON.stringify(names) })
    .where('id', '=', accountId)
    .execute();
}

/** Switches a question's comments on or off; false when the account has no such question. */
export async function setShowComments(
  db: Kysely<Database>,
  accountId: number,
  questionId: number,
  show: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({ show_comments: show })
    .where('account_id', '=', accountId)
    .where('id', '=', questionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Switches on the comments of every open-ended question of a date (the demo's configuration). */
export async function showOpenQuestionComments(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({ show_comments: true })
    .where('account_id', '=', accountId)
    .where('is_open_ended', '=', true)
    .where('question_group_id', 'in', (eb) =>
      eb.selectFrom('question_groups').select('id').where('survey_date_id', '=', surveyDateId),
    )
    .execute();
}
