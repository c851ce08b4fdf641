import type { Collector, CollectorInput, ProviderCollector } from '@pulzus/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The collectors of a survey date with the demography answers they carry (spec 2 §3). */
export async function listCollectors(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<Collector[]> {
  const rows = await db
    .selectFrom('collectors')
    .select(['id', 'account_id', 'survey_date_id', 'sm_collector_id', 'worker_group_id', 'headcount'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const answers = await db
    .selectFrom('collector_demography_answers')
    .innerJoin('demographies', 'demographies.id', 'collector_demography_answers.demography_id')
    .select([
      'collector_demography_answers.collector_id',
      'collector_demography_answers.demography_id',
      'collector_demography_answers.demography_answer_id',
    ])
    .where('collector_demography_answers.account_id', '=', accountId)
    .where(
      'collector_demography_answers.collector_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('demographies.sort_order')
    .orderBy('demographies.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    demographies: answers
      .filter((a) => a.collector_id === row.id)
      .map(({ demography_id, demography_answer_id }) => ({ demography_id, demography_answer_id })),
  }));
}

/** A provider collector of one of the date's surveys, with the worker group that survey serves. */
export interface DateProviderCollector extends ProviderCollector {
  worker_group_id: number;
}

/** The provider collectors of the date's surveys (spec 2 §7 `sm-collectors`), by survey then id. */
export function listDateProviderCollectors(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<DateProviderCollector[]> {
  return db
    .selectFrom('survey_date_surveys')
    .innerJoin('sm_collectors', 'sm_collectors.sm_survey_id', 'survey_date_surveys.sm_survey_id')
    .select([
      'sm_collectors.sm_collector_id as id',
      'sm_collectors.title',
      'survey_date_surveys.worker_group_id',
    ])
    .where('survey_date_surveys.account_id', '=', accountId)
    .where('sm_collectors.account_id', '=', accountId)
    .where('survey_date_surveys.survey_date_id', '=', surveyDateId)
    .orderBy('survey_date_surveys.worker_group_id')
    .orderBy('sm_collectors.sm_collector_id')
    .execute();
}

/** The collector-type demographies of a date with their answers, in order (the collector columns). */
export async function collectorDemographies(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  const demographies = await db
    .selectFrom('demographies')
    .select(['id', 'name', 'code'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('type', '=', 'collector')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const answers = demographies.length
    ? await db
        .selectFrom('demography_answers')
        .select(['id', 'demography_id', 'name', 'value'])
        .where(
          'demography_id',
          'in',
          demographies.map((d) => d.id),
        )
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : [];
  return demographies.map((d) => ({ ...d, answers: answers.filter((a) => a.demography_id === d.id) }));
}

/** A collector-type demography with its answers. */
export type CollectorDemographyColumn = Awaited<ReturnType<typeof collectorDemographies>>[number];

/**
 * Replaces the date's collectors with `inputs` (already validated): a row keeps its stored id when it
 * names it or, without an id, when a stored collector has the same provider collector id.
 */
export async function replaceCollectors(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  inputs: readonly CollectorInput[],
): Promise<void> {
  const stored = await db
    .selectFrom('collectors')
    .select(['id', 'sm_collector_id'])
    .where('survey_date_id', '=', surveyDateId)
    .execute();
  const byProviderId = new Map(stored.map((s) => [s.sm_collector_id, s.id]));
  const claimed = new Set(inputs.flatMap((i) => (i.id === undefined ? [] : [i.id])));
  const targets = inputs.map((input) => {
    if (input.id !== undefined) return input.id;
    const match = byProviderId.get(input.sm_collector_id);
    if (match === undefined || claimed.has(match)) return undefined;
    claimed.add(match);
    return match;
  });
  const kept = targets.flatMap((id) => (id === undefined ? [] : [id]));
  let removal = db.deleteFrom('collectors').where('survey_date_id', '=', surveyDateId);
  if (kept.length) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  if (kept.length) {
    await db.deleteFrom('collector_demography_answers').where('collector_id', 'in', kept).execute();
    // frees the provider ids first so two kept collectors may swap them
    await db
      .updateTable('collectors')
      .set({ sm_collector_id: sql<string>`'#' || id::text` })
      .where('id', 'in', kept)
      .execute();
  }
  for (const [index, input] of inputs.entries()) {
    const fields = {
      sm_collector_id: input.sm_collector_id,
      worker_group_id: input.worker_group_id,
      headcount: input.headcount,
      // checked to be on this date alone: back in the unique index (migration 0019)
      legacy_shared: false,
    };
    let id = targets[index];
    if (id === undefined) {
      const row = await db
        .insertInto('collectors')
        .values({ ...fields, account_id: accountId, survey_date_id: surveyDateId })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      await db.updateTable('collectors').set(fields).where('id', '=', id).execute();
    }
    if (input.demographies.length) {
      await db
        .insertInto('collector_demography_answers')
        .values(input.demographies.map((d) => ({ ...d, account_id: accountId, collector_id: id })))
        .execute();
    }
  }
}

/** A provider collector held by another survey date of the account: that date's id and day (`yyyy-MM-dd`). */
export interface CollectorElsewhere {
  sm_collector_id: string;
  survey_date_id: number;
  date: string;
}

/**
 * Which of `providerCollectorIds` other survey dates of the account hold (docs/import.md "Collectors"), each with
 * the earliest such date; another account's identical ids are no conflict.
 */
export async function collectorsOnOtherDates(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  providerCollectorIds: readonly string[],
): Promise<Map<string, CollectorElsewhere>> {
  if (providerCollectorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('collectors as c')
    .innerJoin('survey_dates as d', 'd.id', 'c.survey_date_id')
    .select(['c.sm_collector_id', 'c.survey_date_id', 'd.date'])
    .where('c.account_id', '=', accountId)
    .where('c.survey_date_id', '<>', surveyDateId)
    .where('c.sm_collector_id', 'in', [...providerCollectorIds])
    .orderBy('d.date')
    .orderBy('c.survey_date_id')
    .execute();
  const found = new Map<string, CollectorElsewhere>();
  for (const row of rows) if (!found.has(row.sm_collector_id)) found.set(row.sm_collector_id, row);
  return found;
}

/** An arbitrary constant ("coll" in ASCII): the first key of the per-account collectors lock. */
const COLLECTORS_LOCK_CLASS = 0x636f6c6c;

/**
 * Serialises the collector saves of one account until the transaction ends, so two dates saved at once cannot
 * both take a provider collector that the other's check did not see yet (docs/import.md "Collectors").
 */
export async function lockAccountCollectors(db: Kysely<Database>, accountId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(COLLECTORS_LOCK_CLASS)}, ${accountId}::integer)`.execute(
    db,
  );
}

/** The ids of a survey date's stored collectors. */
export function collectorIdsOfDate(db: Kysely<Database>, surveyDateId: number) {
  return db.selectFrom('collectors').select('id').where('survey_date_id', '=', surveyDateId).execute();
}

/** The account's worker groups with name and code, as the collectors xlsx names them. */
export function workerGroupsForSheet(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('worker_groups')
    .select(['id', 'name', 'code'])
    .where('account_id', '=', accountId)
    .execute();
}

/** The account's worker groups (id, name) by name, for the sample xlsx. */
export function workerGroupsByName(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('worker_groups')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .execute();
}

/** A user's interface language code; undefined when there is no such user. */
export function userLanguageCode(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('languages', 'languages.id', 'users.language_id')
    .select('languages.code')
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
