import type { DemographyType } from '@pulzus/core';
import type { TestApp } from '../../test/app';

let serial = 0;

/** Inserts a survey date (unpublished, without responses unless told otherwise). */
export async function insertSurveyDate(
  t: TestApp,
  accountId: number,
  fields: { published?: boolean; answerCount?: number; date?: string } = {},
) {
  serial += 1;
  const month = String((serial % 12) + 1).padStart(2, '0');
  return t.database.db
    .insertInto('survey_dates')
    .values({
      account_id: accountId,
      date: fields.date ?? `${2000 + serial}-${month}-01`,
      enabled_for_users: fields.published ?? false,
      answer_count: fields.answerCount ?? 0,
      sm_api_key_id: null,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** Inserts a worker group. */
export async function insertWorkerGroup(t: TestApp, accountId: number, name = `Group ${++serial}`) {
  return t.database.db
    .insertInto('worker_groups')
    .values({ account_id: accountId, name, code: `${name.toLowerCase().replace(/\W+/g, '-')}-${++serial}` })
    .returning(['id', 'name', 'code'])
    .executeTakeFirstOrThrow();
}

/** Inserts a provider survey (with an API key) and links it to a date for a worker group. */
export async function insertProviderSurvey(
  t: TestApp,
  accountId: number,
  fields: {
    providerSurveyId?: string;
    details?: unknown;
    link?: { surveyDateId: number; workerGroupId: number };
  } = {},
) {
  const db = t.database.db;
  const key = await db
    .insertInto('sm_api_keys')
    .values({
      account_id: accountId,
      name: `Key ${++serial}`,
      access_token_sealed: 'sealed',
      access_url: 'http://sim',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const survey = await db
    .insertInto('sm_surveys')
    .values({
      account_id: accountId,
      sm_api_key_id: key.id,
      sm_survey_id: fields.providerSurveyId ?? `${400000 + ++serial}`,
      title: `Survey ${serial}`,
      details: fields.details === undefined ? null : JSON.stringify(fields.details),
    })
    .returning(['id', 'sm_survey_id'])
    .executeTakeFirstOrThrow();
  if (fields.link) {
    await db
      .insertInto('survey_date_surveys')
      .values({
        account_id: accountId,
        survey_date_id: fields.link.surveyDateId,
        worker_group_id: fields.link.workerGroupId,
        sm_survey_id: survey.id,
      })
      .execute();
  }
  return survey;
}

/** Inserts a provider collector of a provider survey row. */
export async function insertProviderCollector(
  t: TestApp,
  accountId: number,
  providerSurveyRowId: number,
  providerCollectorId: string,
  title = `Collector ${providerCollectorId}`,
) {
  await t.database.db
    .insertInto('sm_collectors')
    .values({
      account_id: accountId,
      sm_survey_id: providerSurveyRowId,
      sm_collector_id: providerCollectorId,
      title,
    })
    .execute();
}

/** Inserts a demography with answers (named, valued 1..n) and worker groups. */
export async function insertDemography(
  t: TestApp,
  accountId: number,
  surveyDateId: number,
  fields: {
    name?: string;
    code?: string;
    type?: DemographyType;
    answers?: string[];
    workerGroupIds?: number[];
  } = {},
) {
  const db = t.database.db;
  const n = ++serial;
  const demography = await db
    .insertInto('demographies')
    .values({
      account_id: accountId,
      survey_date_id: surveyDateId,
      name: fields.name ?? `Demography ${n}`,
      code: fields.code ?? `d${n}`,
      type: fields.type ?? 'survey',
      sort_order: n,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const answers = [];
  for (const [index, name] of (fields.answers ?? ['Yes', 'No']).entries()) {
    answers.push(
      await db
        .insertInto('demography_answers')
        .values({
          account_id: accountId,
          demography_id: demography.id,
          name,
          value: index + 1,
          sort_order: index + 1,
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow(),
    );
  }
  for (const worker_group_id of fields.workerGroupIds ?? []) {
    await db
      .insertInto('demography_worker_groups')
      .values({ account_id: accountId, demography_id: demography.id, worker_group_id })
      .execute();
  }
  return { ...demography, answers };
}

/**
 * Inserts a survey date (`fields` as insertSurveyDate) whose one provider survey is linked to a new worker group
 * `Office <date id>` and lists the given collectors (id, and title unless the default).
 */
export async function insertProviderDate(
  t: TestApp,
  accountId: number,
  collectors: readonly (readonly [id: string, title?: string])[],
  fields: Parameters<typeof insertSurveyDate>[2] = {},
) {
  const date = await insertSurveyDate(t, accountId, fields);
  const office = await insertWorkerGroup(t, accountId, `Office ${date.id}`);
  const survey = await insertProviderSurvey(t, accountId, {
    link: { surveyDateId: date.id, workerGroupId: office.id },
  });
  for (const [id, title] of collectors) await insertProviderCollector(t, accountId, survey.id, id, title);
  return { date, office, survey };
}
