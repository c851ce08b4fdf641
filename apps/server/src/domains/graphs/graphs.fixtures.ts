import type { SurveyCubeInput } from '@pulzus/core/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Input id → database id of every row a seeded survey date got. */
export interface SeededIds {
  workerGroups: Map<number, number>;
  topics: Map<number, number>;
  questions: Map<number, number>;
  demographies: Map<number, number>;
  answers: Map<number, number>;
  collectors: Map<number, number>;
}

/** A survey date seeded from a `SurveyCubeInput`. */
export interface SeededDate {
  id: number;
  ids: SeededIds;
  /** The same input with every id replaced by its database id (for comparing with the engine). */
  input: SurveyCubeInput;
}

/** Options of {@link seedSurveyDate}. */
export interface SeedOptions {
  published?: boolean;
  /** Worker groups seeded before (input id → database id), reused across dates. */
  workerGroups?: Map<number, number>;
  /** Responses per insert statement (the benchmark's bulk insert). */
  batchSize?: number;
}

const mapId = (map: Map<number, number>, id: number): number => {
  const mapped = map.get(id);
  if (mapped === undefined) throw new Error(`seed: no row for input id ${id}`);
  return mapped;
};

/** The provider collector id a seeded collector gets. */
/** Asks a date's participation rows (`POST graph/participation-rate`) as the caller of `token`. */
export const participationRate = (t: TestApp, token: string, surveyDateId: number) =>
  t.call({
    method: 'POST',
    url: '/api/graph/participation-rate',
    token,
    payload: { survey_date_id: surveyDateId },
  });

export const seededProviderCollectorId = (inputCollectorId: number): string => `C${inputCollectorId}`;

async function seedWorkerGroups(
  db: Kysely<Database>,
  accountId: number,
  input: SurveyCubeInput,
  known: Map<number, number>,
): Promise<Map<number, number>> {
  const map = new Map(known);
  for (const group of input.worker_groups) {
    if (map.has(group.id)) continue;
    const row = await db
      .insertInto('worker_groups')
      .values({ account_id: accountId, name: group.name, code: `wg-${accountId}-${group.id}-${group.name}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    map.set(group.id, row.id);
  }
  return map;
}

async function seedDemographies(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  input: SurveyCubeInput,
  ids: SeededIds,
): Promise<void> {
  for (const d of input.demographies) {
    const row = await db
      .insertInto('demographies')
      .values({
        account_id: accountId,
        survey_date_id: surveyDateId,
        name: d.name,
        code: d.code,
        type: d.type,
        sort_order: d.order,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.demographies.set(d.id, row.id);
    for (const [i, answer] of d.answers.entries()) {
      const a = await db
        .insertInto('demography_answers')
        .values({
          account_id: accountId,
          demography_id: row.id,
          name: answer.name,
          value: answer.value,
          no_answer: answer.no_answer,
          sort_order: i + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.answers.set(answer.id, a.id);
    }
    for (const wg of d.worker_groups) {
      await db
        .insertInto('demography_worker_groups')
        .values({
          account_id: accountId,
          demography_id: row.id,
          worker_group_id: mapId(ids.workerGroups, wg),
        })
        .execute();
    }
  }
}

async function seedTopics(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  input: SurveyCubeInput,
  ids: SeededIds,
): Promise<void> {
  for (const [order, topic] of input.topics.entries()) {
    const row = await db
      .insertInto('question_groups')
      .values({
        account_id: accountId,
        survey_date_id: surveyDateId,
        worker_group_id: mapId(ids.workerGroups, topic.worker_group_id),
        name: topic.name,
        is_commitment: topic.is_commitment,
        is_calculated_in_index: topic.is_calculated_in_index,
        bg_color: topic.bg_color,
        sort_order: order + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.topics.set(topic.id, row.id);
    if (topic.questions.length === 0) continue;
    const questions = await db
      .insertInto('questions')
      .values(
        topic.questions.map((q, i) => ({
          account_id: accountId,
          question_group_id: row.id,
          code: q.code,
          name: q.name,
          sort_order: i + 1,
        })),
      )
      .returning('id')
      .execute();
    topic.questions.forEach((q, i) => {
      ids.questions.set(q.id, questions[i]!.id);
    });
  }
}

async function seedCollectors(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  input: SurveyCubeInput,
  ids: SeededIds,
  headcount: (collectorId: number) => number,
): Promise<void> {
  for (const c of input.collectors) {
    const row = await db
      .insertInto('collectors')
      .values({
        account_id: accountId,
        survey_date_id: surveyDateId,
        sm_collector_id: seededProviderCollectorId(c.id),
        worker_group_id: mapId(ids.workerGroups, c.worker_group_id),
        headcount: headcount(c.id),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.collectors.set(c.id, row.id);
    if (c.demographies.length === 0) continue;
    await db
      .insertInto('collector_demography_answers')
      .values(
        c.demographies.map((d) => ({
          account_id: accountId,
          collector_id: row.id,
          demography_id: mapId(ids.demographies, d.demography_id),
          demography_answer_id: mapId(ids.answers, d.demography_answer_id),
        })),
      )
      .execute();
  }
}

/** One provider survey per worker group (responses need one) and the survey date with its links. */
async function seedDateRow(
  db: Kysely<Database>,
  accountId: number,
  input: SurveyCubeInput,
  workerGroups: Map<number, number>,
  published: boolean,
): Promise<{ id: number; surveyOf: Map<number, number> }> {
  const key = await db
    .insertInto('sm_api_keys')
    .values({
      account_id: accountId,
      name: `Seed ${input.survey_date.date}`,
      access_token_sealed: 'sealed',
      access_url: 'http://127.0.0.1:1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const date = await db
    .insertInto('survey_dates')
    .values({
      account_id: accountId,
      date: input.survey_date.date,
      sm_api_key_id: key.id,
      enabled_for_users: published,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const surveyOf = new Map<number, number>();
  for (const [inputId, groupId] of workerGroups) {
    if (!input.worker_groups.some((g) => g.id === inputId)) continue;
    const survey = await db
      .insertInto('sm_surveys')
      .values({
        account_id: accountId,
        sm_api_key_id: key.id,
        sm_survey_id: `seed-${date.id}-${groupId}`,
        title: `Seed ${groupId}`,
        details: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    surveyOf.set(groupId, survey.id);
    await db
      .insertInto('survey_date_surveys')
      .values({
        account_id: accountId,
        survey_date_id: date.id,
        worker_group_id: groupId,
        sm_survey_id: survey.id,
      })
      .execute();
  }
  return { id: date.id, surveyOf };
}

/** Inserts the respondents as completed responses in multi-row batches; the date's counters and version as an import leaves them. */
export async function seedResponses(
  db: Kysely<Database>,
  accountId: number,
  seeded: { id: number; surveyOf: Map<number, number> },
  input: SurveyCubeInput,
  ids: SeededIds,
  batchSize = 1000,
): Promise<void> {
  const collectorGroup = new Map(input.collectors.map((c) => [c.id, c.worker_group_id]));
  const firstGroup = input.worker_groups[0]?.id ?? 0;
  const rows = input.respondents.map((r, i) => {
    const inputGroup =
      r.worker_group_id ?? (r.collector_id == null ? undefined : collectorGroup.get(r.collector_id));
    const groupId = mapId(ids.workerGroups, inputGroup ?? firstGroup);
    return {
      account_id: accountId,
      survey_date_id: seeded.id,
      worker_group_id: groupId,
      sm_survey_id: seeded.surveyOf.get(groupId)!,
      sm_response_id: `r${i + 1}`,
      sm_collector_id: r.collector_id == null ? null : seededProviderCollectorId(r.collector_id),
      status: 'completed',
      provider_modified_at: new Date(Date.UTC(2024, 0, 1)),
      answers: JSON.stringify(r.answers),
    };
  });
  for (let i = 0; i < rows.length; i += batchSize) {
    await db
      .insertInto('responses')
      .values(rows.slice(i, i + batchSize))
      .execute();
  }
  await db
    .updateTable('survey_dates')
    .set((eb) => ({ answer_count: rows.length, data_version: eb('data_version', '+', 1) }))
    .where('id', '=', seeded.id)
    .execute();
}

/** The input with its ids replaced by database ids. */
function mappedInput(input: SurveyCubeInput, dateId: number, ids: SeededIds): SurveyCubeInput {
  const wg = (id: number) => mapId(ids.workerGroups, id);
  return {
    survey_date: { id: dateId, date: input.survey_date.date },
    worker_groups: input.worker_groups.map((g) => ({ ...g, id: wg(g.id) })),
    topics: input.topics.map((t) => ({
      ...t,
      id: mapId(ids.topics, t.id),
      worker_group_id: wg(t.worker_group_id),
      questions: t.questions.map((q) => ({ ...q, id: mapId(ids.questions, q.id) })),
    })),
    demographies: input.demographies.map((d) => ({
      ...d,
      id: mapId(ids.demographies, d.id),
      worker_groups: d.worker_groups.map(wg),
      answers: d.answers.map((a) => ({ ...a, id: mapId(ids.answers, a.id) })),
    })),
    collectors: input.collectors.map((c) => ({
      id: mapId(ids.collectors, c.id),
      worker_group_id: wg(c.worker_group_id),
      demographies: c.demographies.map((d) => ({
        demography_id: mapId(ids.demographies, d.demography_id),
        demography_answer_id: mapId(ids.answers, d.demography_answer_id),
      })),
    })),
    respondents: input.respondents.map((r) => ({
      ...r,
      collector_id: r.collector_id == null ? null : mapId(ids.collectors, r.collector_id),
      ...(r.worker_group_id == null ? {} : { worker_group_id: wg(r.worker_group_id) }),
    })),
  };
}

/**
 * Seeds one survey date of an account from the engine's plain input (worker groups, topics and questions,
 * demographies, collectors with headcounts, completed responses), as the admin screens and an import would.
 */
export async function seedSurveyDate(
  db: Kysely<Database>,
  accountId: number,
  input: SurveyCubeInput,
  options: SeedOptions & { headcount?: (collectorId: number) => number } = {},
): Promise<SeededDate> {
  const workerGroups = await seedWorkerGroups(db, accountId, input, options.workerGroups ?? new Map());
  const date = await seedDateRow(db, accountId, input, workerGroups, options.published ?? true);
  const ids: SeededIds = {
    workerGroups,
    topics: new Map(),
    questions: new Map(),
    demographies: new Map(),
    answers: new Map(),
    collectors: new Map(),
  };
  await seedDemographies(db, accountId, date.id, input, ids);
  await seedTopics(db, accountId, date.id, input, ids);
  await seedCollectors(db, accountId, date.id, input, ids, options.headcount ?? (() => 10));
  if (input.respondents.length > 0) await seedResponses(db, accountId, date, input, ids, options.batchSize);
  return { id: date.id, ids, input: mappedInput(input, date.id, ids) };
}
