import type { SurveyDate, SurveyDateProviderSurvey } from '@pulzus/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { publishedResponse } from '../../db/response-visibility.queries';

/** Which of the account's dates a caller sees: admins every date, others only published ones (spec 1 §6). */
export interface DateVisibility {
  /** Only dates with `enabled_for_users`. */
  publishedOnly: boolean;
}

/** The visibility of a caller: users and demo users see only published dates (spec 1 §6). */
export function visibilityFor(caller: { isAdmin: boolean }): DateVisibility {
  return { publishedOnly: !caller.isAdmin };
}

const DATE_COLUMNS = [
  'id',
  'date',
  'enabled_for_users',
  'is_refresh_enabled',
  'answer_count',
  'sm_api_key_id',
] as const;

/** The account's survey dates with their surveys, newest first. */
export async function listSurveyDates(
  db: Kysely<Database>,
  accountId: number,
  visibility: DateVisibility,
): Promise<SurveyDate[]> {
  let query = db.selectFrom('survey_dates').select(DATE_COLUMNS).where('account_id', '=', accountId);
  if (visibility.publishedOnly) query = query.where('enabled_for_users', '=', true);
  const dates = await query.orderBy('date', 'desc').orderBy('id', 'desc').execute();
  const surveys = await surveysOfDates(
    db,
    accountId,
    dates.map((date) => date.id),
  );
  return dates.map((date) => ({ ...date, sm_surveys: surveys.get(date.id) ?? [] }));
}

/** The `sm_surveys` of each date (spec 1 §3): provider survey id, worker group, respondent count. */
async function surveysOfDates(
  db: Kysely<Database>,
  accountId: number,
  dateIds: readonly number[],
): Promise<Map<number, SurveyDateProviderSurvey[]>> {
  const byDate = new Map<number, SurveyDateProviderSurvey[]>();
  if (dateIds.length === 0) return byDate;
  const rows = await db
    .selectFrom('survey_date_surveys')
    .innerJoin('sm_surveys', 'sm_surveys.id', 'survey_date_surveys.sm_survey_id')
    .select([
      'survey_date_surveys.survey_date_id',
      'sm_surveys.sm_survey_id',
      'survey_date_surveys.worker_group_id',
      'survey_date_surveys.respondent_count',
    ])
    .where('survey_date_surveys.account_id', '=', accountId)
    .where('survey_date_surveys.survey_date_id', 'in', [...dateIds])
    .orderBy('survey_date_surveys.worker_group_id')
    .execute();
  for (const { survey_date_id, ...survey } of rows) {
    const list = byDate.get(survey_date_id) ?? [];
    list.push(survey);
    byDate.set(survey_date_id, list);
  }
  return byDate;
}

/** The latest date (`yyyy-MM-dd`) the caller sees, or null when there is none (spec 1 §7). */
export async function lastSurveyDate(
  db: Kysely<Database>,
  accountId: number,
  visibility: DateVisibility,
): Promise<string | null> {
  let query = db.selectFrom('survey_dates').select('date').where('account_id', '=', accountId);
  if (visibility.publishedOnly) query = query.where('enabled_for_users', '=', true);
  const row = await query.orderBy('date', 'desc').limit(1).executeTakeFirst();
  return row?.date ?? null;
}

/** The row behind a survey date id, as the checks of other calls need it. */
export interface SurveyDateRow {
  id: number;
  date: string;
  enabled_for_users: boolean;
  answer_count: number;
  sm_api_key_id: number | null;
  data_version: number;
}

/**
 * The account's survey date with this id, or the `not-found` error: another account's date and,
 * for a user, an unpublished date are the same 404 as a missing id (spec 1 §6). Every route that
 * takes a survey date id should load it through here.
 */
export async function requireSurveyDate(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  visibility: DateVisibility,
): Promise<SurveyDateRow> {
  const row = await db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'enabled_for_users', 'answer_count', 'sm_api_key_id', 'data_version'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (visibility.publishedOnly && !row.enabled_for_users)) throw new AppError('not-found');
  return row;
}

/** The number of imported responses of the date (spec 2 §4: non-zero locks editing). */
export async function countResponses(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<number> {
  const row = await db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where(publishedResponse())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sets a flag of the account's date; false when the account has no such date. */
export async function setSurveyDateFlag(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  flag: 'enabled_for_users' | 'is_refresh_enabled',
  value: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('survey_dates')
    .set({ [flag]: value })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the account already has a survey date in the month of `date` (spec 1 §5: one per month). */
export async function monthTaken(db: Kysely<Database>, accountId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('survey_dates')
    .select('id')
    .where('account_id', '=', accountId)
    .where('date', '>=', monthStart(date))
    .where('date', '<', nextMonthStart(date))
    .executeTakeFirst();
  return row !== undefined;
}

/** `yyyy-MM-01` of the month of a `yyyy-MM-dd` day. */
function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** `yyyy-MM-01` of the month after the month of a `yyyy-MM-dd` day. */
function nextMonthStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-01`;
}

/** Stores a new survey date of the account on an API key; answers its id. */
export async function insertSurveyDate(
  trx: Transaction<Database>,
  accountId: number,
  date: string,
  apiKeyId: number,
): Promise<number> {
  const row = await trx
    .insertInto('survey_dates')
    .values({ account_id: accountId, date, sm_api_key_id: apiKeyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links a new date's surveys, one per worker group (`links` non-empty). */
export async function insertSurveyDateSurveys(
  trx: Transaction<Database>,
  accountId: number,
  surveyDateId: number,
  links: readonly { worker_group_id: number; sm_survey_id: number }[],
): Promise<void> {
  await trx
    .insertInto('survey_date_surveys')
    .values(links.map((link) => ({ ...link, account_id: accountId, survey_date_id: surveyDateId })))
    .execute();
}

/** The account's date locked `for update` inside `trx`; undefined when it has none. */
export function lockSurveyDateRow(trx: Transaction<Database>, accountId: number, id: number) {
  return trx
    .selectFrom('survey_dates')
    .select(['id', 'enabled_for_users', 'answer_count'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Deletes the account's date; its linked surveys go with it. */
export async function deleteSurveyDateRow(
  trx: Transaction<Database>,
  accountId: number,
  id: number,
): Promise<void> {
  await trx.deleteFrom('survey_dates').where('account_id', '=', accountId).where('id', '=', id).execute();
}

/**
 * Deletes the imported responses of the account's date, sets its groups' respondent counts and its
 * answer count to 0 and raises its data version, so cached analytics are dropped.
 */
export async function clearSurveyDateAnswers(
  trx: Transaction<Database>,
  accountId: number,
  id: number,
): Promise<void> {
  await trx
    .deleteFrom('responses')
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', id)
    .execute();
  await trx
    .updateTable('survey_date_surveys')
    .set({ respondent_count: 0 })
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', id)
    .execute();
  await trx
    .updateTable('survey_dates')
    .set((eb) => ({ answer_count: 0, data_version: eb('data_version', '+', 1) }))
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}
