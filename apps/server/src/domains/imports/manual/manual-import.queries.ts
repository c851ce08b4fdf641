import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ResponseTarget } from '../response-store.queries';
import { publishedResponse } from '../../../db/response-visibility.queries';

/** Where a collector's respondents go, the design they answered, and what the preview shows of it. */
export interface CollectorTarget extends ResponseTarget {
  /** The survey date's day, `yyyy-MM-dd`. */
  surveyDate: string;
  workerGroupName: string;
  /** The stored `/details` of the provider survey. */
  details: unknown;
}

/**
 * The survey date, worker group and survey design of each collector id in the account, in one pass
 * whatever their number (docs/import.md "The manual import": never a query per id): a collector of
 * a survey date (the newest when an older database still has it on several), else a provider
 * collector of a survey some date uses (the newest date). Ids the account does not know are absent
 * from the answer. Tenancy: only the account's rows are read. At most two queries.
 */
export async function collectorTargets(
  db: Kysely<Database>,
  accountId: number,
  collectorIds: readonly string[],
): Promise<Map<string, CollectorTarget>> {
  const targets = new Map<string, CollectorTarget>();
  const wanted = [...new Set(collectorIds)].filter((id) => id !== '');
  if (wanted.length === 0) return targets;
  // one array parameter, not one per id: 20,000 ids would pass PostgreSQL's 65,535 parameters
  const ids = sql<string[]>`${wanted}::text[]`;
  const assigned = await db
    .selectFrom('collectors as c')
    .innerJoin('survey_date_surveys as s', (j) =>
      j
        .onRef('s.survey_date_id', '=', 'c.survey_date_id')
        .onRef('s.worker_group_id', '=', 'c.worker_group_id'),
    )
    .innerJoin('sm_surveys as m', 'm.id', 's.sm_survey_id')
    .innerJoin('survey_dates as d', 'd.id', 's.survey_date_id')
    .innerJoin('worker_groups as g', 'g.id', 's.worker_group_id')
    .distinctOn('c.sm_collector_id')
    .select([
      'c.sm_collector_id as collector_id',
      's.survey_date_id',
      's.worker_group_id',
      's.sm_survey_id',
      'm.details',
      'd.date',
      'g.name',
    ])
    .where('c.account_id', '=', accountId)
    .where(sql<boolean>`c.sm_collector_id = any(${ids})`)
    .orderBy('c.sm_collector_id')
    .orderBy('c.survey_date_id', 'desc')
    .execute();
  for (const row of assigned) targets.set(row.collector_id, targetOf(row));
  const rest = wanted.filter((id) => !targets.has(id));
  if (rest.length === 0) return targets;
  const restIds = sql<string[]>`${rest}::text[]`;
  const byProvider = await db
    .selectFrom('sm_collectors as pc')
    .innerJoin('survey_date_surveys as s', 's.sm_survey_id', 'pc.sm_survey_id')
    .innerJoin('sm_surveys as m', 'm.id', 's.sm_survey_id')
    .innerJoin('survey_dates as d', 'd.id', 's.survey_date_id')
    .innerJoin('worker_groups as g', 'g.id', 's.worker_group_id')
    .distinctOn('pc.sm_collector_id')
    .select([
      'pc.sm_collector_id as collector_id',
      's.survey_date_id',
      's.worker_group_id',
      's.sm_survey_id',
      'm.details',
      'd.date',
      'g.name',
    ])
    .where('pc.account_id', '=', accountId)
    .where(sql<boolean>`pc.sm_collector_id = any(${restIds})`)
    .orderBy('pc.sm_collector_id')
    .orderBy('s.survey_date_id', 'desc')
    .execute();
  for (const row of byProvider) targets.set(row.collector_id, targetOf(row));
  return targets;
}

function targetOf(row: {
  survey_date_id: number;
  worker_group_id: number;
  sm_survey_id: number;
  details: unknown;
  date: string;
  name: string;
}): CollectorTarget {
  return {
    surveyDateId: row.survey_date_id,
    workerGroupId: row.worker_group_id,
    providerSurveyId: row.sm_survey_id,
    surveyDate: row.date,
    workerGroupName: row.name,
    details: row.details,
  };
}

/** Response ids counted per statement: a bounded statement, so the embedded database's thread is never held for long. */
const COUNT_CHUNK = 2_000;

/** One planned respondent: its collector, survey date and response id. */
export interface PlannedResponseKey {
  collectorId: string;
  surveyDateId: number;
  responseId: string;
}

/**
 * How many of the planned respondents the account already stores, per collector: one statement per
 * 2,000 respondents whatever the number of collectors (never a query per collector or id).
 */
export async function countStoredByCollector(
  db: Kysely<Database>,
  accountId: number,
  keys: readonly PlannedResponseKey[],
): Promise<Map<string, number>> {
  const stored = new Map<string, number>();
  for (let i = 0; i < keys.length; i += COUNT_CHUNK) {
    const chunk = keys.slice(i, i + COUNT_CHUNK);
    const { rows } = await sql<{ collector_id: string; n: string | number }>`
      select k.collector_id, count(*) as n
      from unnest(${chunk.map((k) => k.surveyDateId)}::integer[], ${chunk.map((k) => k.responseId)}::text[],
                  ${chunk.map((k) => k.collectorId)}::text[]) as k(survey_date_id, response_id, collector_id)
      -- the respondent's row not superseded (one probe of the unique key): stored if it is published, or if
      -- it is a staged import's new version of a row every reader still sees (superseded by that batch)
      cross join lateral (
        select * from responses x
        where x.survey_date_id = k.survey_date_id and x.sm_response_id = k.response_id
          and x.superseded_by_batch is null
        limit 1) r
      where r.account_id = ${accountId} and (${publishedResponse('r')} or exists (
        select 1 from responses o
        where o.superseded_by_batch = r.import_batch_id and o.survey_date_id = r.survey_date_id
          and o.sm_response_id = r.sm_response_id))
      group by k.collector_id`.execute(db);
    for (const row of rows) stored.set(row.collector_id, (stored.get(row.collector_id) ?? 0) + Number(row.n));
    // PGlite's statements resolve as microtasks: give other requests a turn between them
    await nextTurn();
  }
  return stored;
}
