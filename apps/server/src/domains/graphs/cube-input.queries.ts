import type { TopicColor } from '@pulzus/core';
import type {
  CubeInputCollector,
  CubeInputDemography,
  CubeInputTopic,
  SurveyCubeInput,
} from '@pulzus/core/analytics';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { dateStableCodes } from '../item-matches/item-matches.service';
import { type CubeRows, cubeInputOf } from './cube-rows';
import { publishedResponse } from '../../db/response-visibility.queries';

/** The id range of responses read per round trip while loading a cube. */
export const RESPONSE_PAGE_SIZE = 10_000;

/** The worker groups of a date: those of its provider surveys, topics and collectors, by id (spec 1 entities). */
async function dateWorkerGroups(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('worker_groups')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          eb
            .selectFrom('survey_date_surveys')
            .select('worker_group_id')
            .where('survey_date_id', '=', surveyDateId),
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('question_groups')
            .select('worker_group_id')
            .where('survey_date_id', '=', surveyDateId),
        ),
        eb(
          'id',
          'in',
          eb.selectFrom('collectors').select('worker_group_id').where('survey_date_id', '=', surveyDateId),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The date's topics with their questions, in worker group, topic and question order (spec 2 §3). */
async function dateTopics(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<CubeInputTopic[]> {
  const rows = await db
    .selectFrom('question_groups as g')
    // an open-ended question's answers are comments, never a rated item (docs/import.md "Comments")
    .leftJoin('questions as q', (join) =>
      join.onRef('q.question_group_id', '=', 'g.id').on('q.is_open_ended', '=', false),
    )
    .select([
      'g.id',
      'g.worker_group_id',
      'g.name',
      'g.is_commitment',
      'g.is_calculated_in_index',
      'g.bg_color',
      'q.id as question_id',
      'q.code',
      'q.name as question_name',
    ])
    .where('g.account_id', '=', accountId)
    .where('g.survey_date_id', '=', surveyDateId)
    .orderBy('g.worker_group_id')
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .execute();
  const topics = new Map<number, CubeInputTopic & { questions: CubeInputTopic['questions'][number][] }>();
  for (const row of rows) {
    let topic = topics.get(row.id);
    if (!topic) {
      topic = {
        id: row.id,
        worker_group_id: row.worker_group_id,
        name: row.name,
        is_commitment: row.is_commitment,
        is_calculated_in_index: row.is_calculated_in_index,
        bg_color: row.bg_color as TopicColor | null,
        questions: [],
      };
      topics.set(row.id, topic);
    }
    if (row.question_id !== null && row.code !== null)
      topic.questions.push({ id: row.question_id, code: row.code, name: row.question_name ?? '' });
  }
  return [...topics.values()];
}

/** The date's demographies with their answers and worker groups, in demography and answer order. */
/** The date's demographies with their answers (in order) and worker groups. */
export async function dateDemographies(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<CubeInputDemography[]> {
  const [demographies, answers, groups] = await Promise.all([
    db
      .selectFrom('demographies')
      .select(['id', 'name', 'code', 'type', 'sort_order'])
      .where('account_id', '=', accountId)
      .where('survey_date_id', '=', surveyDateId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('demography_answers as a')
      .innerJoin('demographies as d', 'd.id', 'a.demography_id')
      .select(['a.id', 'a.demography_id', 'a.name', 'a.value', 'a.no_answer'])
      .where('d.account_id', '=', accountId)
      .where('d.survey_date_id', '=', surveyDateId)
      .orderBy('a.sort_order')
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('demography_worker_groups as w')
      .innerJoin('demographies as d', 'd.id', 'w.demography_id')
      .select(['w.demography_id', 'w.worker_group_id'])
      .where('d.account_id', '=', accountId)
      .where('d.survey_date_id', '=', surveyDateId)
      .orderBy('w.worker_group_id')
      .execute(),
  ]);
  return demographies.map((d) => ({
    id: d.id,
    name: d.name,
    code: d.code,
    type: d.type,
    order: d.sort_order,
    worker_groups: groups.filter((g) => g.demography_id === d.id).map((g) => g.worker_group_id),
    answers: answers
      .filter((a) => a.demography_id === d.id)
      .map((a) => ({ id: a.id, name: a.name, value: a.value, no_answer: a.no_answer })),
  }));
}

/**
 * The collector-demography answers of a date's collectors (each collector's answer per demography),
 * unexecuted so a caller can order them; the cube and the participation table read them alike.
 */
export function dateCollectorAnswers(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('collector_demography_answers as a')
    .innerJoin('collectors as c', 'c.id', 'a.collector_id')
    .select(['a.collector_id', 'a.demography_id', 'a.demography_answer_id'])
    .where('c.account_id', '=', accountId)
    .where('c.survey_date_id', '=', surveyDateId);
}

/** The date's collectors with their collector-demography answers, and their provider ids. */
async function dateCollectors(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  const [collectors, answers] = await Promise.all([
    db
      .selectFrom('collectors')
      .select(['id', 'sm_collector_id', 'worker_group_id'])
      .where('account_id', '=', accountId)
      .where('survey_date_id', '=', surveyDateId)
      .orderBy('id')
      .execute(),
    dateCollectorAnswers(db, accountId, surveyDateId).execute(),
  ]);
  const byCollector = new Map<number, CubeInputCollector['demographies'][number][]>();
  for (const a of answers) {
    const list = byCollector.get(a.collector_id) ?? [];
    list.push({ demography_id: a.demography_id, demography_answer_id: a.demography_answer_id });
    byCollector.set(a.collector_id, list);
  }
  const idOf = new Map(collectors.map((c) => [c.sm_collector_id, c.id]));
  const rows: CubeInputCollector[] = collectors.map((c) => ({
    id: c.id,
    worker_group_id: c.worker_group_id,
    demographies: byCollector.get(c.id) ?? [],
  }));
  return { rows, idOf };
}

/**
 * The completed responses of a date as JSON pages (docs/graphs.md "Through the API"), read in id
 * ranges of `RESPONSE_PAGE_SIZE` ids. Each range comes back as one JSON text of `[worker group,
 * provider collector, answers]` triples parsed once (cube-rows.ts), far cheaper than decoding a jsonb
 * value per row; ranges instead of `order by … limit` spare the database a sort of the wide rows.
 * Respondent order does not matter.
 */
async function dateResponsePages(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  afterId: number,
): Promise<string[]> {
  const bounds = await db
    .selectFrom('responses')
    .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('id', '>', afterId)
    .where(publishedResponse())
    .executeTakeFirst();
  if (bounds?.low == null || bounds.high == null) return [];
  const lows: number[] = [];
  for (let low = Number(bounds.low); low <= Number(bounds.high); low += RESPONSE_PAGE_SIZE) lows.push(low);
  const pages: (string | null)[] = new Array(lows.length).fill(null);
  // two ranges at a time: PostgreSQL writes the JSON text in one backend per query, so a second one uses
  // the other core while the first is written (an embedded PGlite takes them in turn); pages keep id order
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < lows.length; i = next++) {
      const low = lows[i]!;
      const { rows } = await sql<{ page: string | null }>`
        select '[' || string_agg(json_build_array(worker_group_id, sm_collector_id, answers)::text, ',') || ']' as page
        from responses
        where account_id = ${accountId} and survey_date_id = ${surveyDateId} and status = 'completed'
          and id >= ${low} and id < ${low + RESPONSE_PAGE_SIZE} and ${publishedResponse()}`.execute(db);
      pages[i] = rows[0]?.page ?? null;
    }
  };
  await Promise.all([reader(), reader()]);
  return pages.filter((page): page is string => page !== null);
}

/**
 * What `buildSurveyCube` needs for one survey date of the account, read from the database with the
 * responses left as JSON pages: the cube worker thread parses them (cube-rows.ts). With `afterId`, only
 * the responses of higher ids (new ones, to append to a snapshot's cube).
 */
export async function loadCubeRows(
  db: Kysely<Database>,
  accountId: number,
  surveyDate: { id: number; date: string },
  afterId = 0,
): Promise<CubeRows> {
  const [worker_groups, topics, demographies, collectors, stableCodes] = await Promise.all([
    dateWorkerGroups(db, accountId, surveyDate.id),
    dateTopics(db, accountId, surveyDate.id),
    dateDemographies(db, accountId, surveyDate.id),
    dateCollectors(db, accountId, surveyDate.id),
    dateStableCodes(db, accountId, surveyDate.id),
  ]);
  const pages = await dateResponsePages(db, accountId, surveyDate.id, afterId);
  return {
    config: {
      survey_date: { id: surveyDate.id, date: surveyDate.date },
      worker_groups,
      ...withStableCodes(topics, demographies, stableCodes),
      collectors: collectors.rows,
    },
    pages,
    collectorIdOf: collectors.idOf,
  };
}

/** Everything `buildSurveyCube` needs for one survey date of the account, read from the database. */
export async function loadCubeInput(
  db: Kysely<Database>,
  accountId: number,
  surveyDate: { id: number; date: string },
): Promise<SurveyCubeInput> {
  return cubeInputOf(await loadCubeRows(db, accountId, surveyDate));
}

/**
 * Items and survey-type demographies as graphs compare them across dates: under their stable codes,
 * while the answers stay stored under the provider's codes (docs/import.md "Matching across survey
 * dates"). A survey-type demography reads every provider question of the date that continues the same
 * stable code: the worker groups' own surveys ask it under their own ids.
 */
function withStableCodes(
  topics: CubeInputTopic[],
  demographies: CubeInputDemography[],
  stableCodes: ReadonlyMap<string, string>,
): { topics: CubeInputTopic[]; demographies: CubeInputDemography[] } {
  if (stableCodes.size === 0) return { topics, demographies };
  const sourcesOf = new Map<string, string[]>();
  for (const [source, stable] of stableCodes)
    sourcesOf.set(stable, [...(sourcesOf.get(stable) ?? []), source]);
  return {
    topics: topics.map((topic) => ({
      ...topic,
      questions: topic.questions.map((q) => {
        const code = stableCodes.get(q.code);
        return code === undefined || code === q.code ? q : { ...q, code, source_code: q.code };
      }),
    })),
    demographies: demographies.map((d) => {
      if (d.type !== 'survey') return d;
      const code = stableCodes.get(d.code) ?? d.code;
      const sources = sourcesOf.get(code) ?? [d.code];
      if (code === d.code && sources.length === 1) return d;
      return { ...d, code, source_codes: sources.includes(d.code) ? sources : [d.code, ...sources] };
    }),
  };
}
