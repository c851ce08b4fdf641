import { type WorkerGroup, workerGroupCode } from '@pulzus/core';
import type { ResponseAnswers } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createAccount, createUser, tokenFor } from '../../test/fixtures';

let serial = 0;

/** A provider API key row of the account (the token is a placeholder: tests never call the provider). */
export async function createApiKey(t: TestApp, accountId: number, name = `Kulcs ${++serial}`) {
  return t.database.db
    .insertInto('sm_api_keys')
    .values({
      account_id: accountId,
      name,
      access_token_sealed: 'sealed-test-token',
      access_url: 'http://127.0.0.1:1',
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** A provider survey row under an API key; `providerId` defaults to a fresh digit string. */
export async function createProviderSurvey(
  t: TestApp,
  accountId: number,
  apiKeyId: number,
  fields: { providerId?: string; title?: string; collectorCount?: number } = {},
) {
  const n = ++serial;
  return t.database.db
    .insertInto('sm_surveys')
    .values({
      account_id: accountId,
      sm_api_key_id: apiKeyId,
      sm_survey_id: fields.providerId ?? String(400_000 + n),
      title: fields.title ?? `Elégedettségi felmérés ${n}`,
      sm_collector_count: fields.collectorCount ?? 0,
      details: null,
    })
    .returning(['id', 'sm_survey_id', 'title', 'sm_api_key_id'])
    .executeTakeFirstOrThrow();
}

/** A worker group row of the account, coded as `POST worker-groups` would; the default name is fresh. */
export async function createWorkerGroup(t: TestApp, accountId: number, name = `Munkakör ${++serial}`) {
  return t.database.db
    .insertInto('worker_groups')
    .values({ account_id: accountId, name, code: workerGroupCode(name) })
    .returning(['id', 'name', 'code'])
    .executeTakeFirstOrThrow();
}

/** What {@link createSurveyDate} made: the date row and the rows behind it. */
export interface FixtureSurveyDate {
  id: number;
  accountId: number;
  date: string;
  apiKey: { id: number; name: string };
  workerGroups: WorkerGroup[];
  /** One provider survey per worker group, in the order of `workerGroups`. */
  surveys: { id: number; sm_survey_id: string; title: string; sm_api_key_id: number }[];
}

/** Options of {@link createSurveyDate}. */
export interface SurveyDateFixtureOptions {
  /** New worker groups to create (a count, default 1), or existing ones to reuse across dates. */
  workerGroups?: number | readonly WorkerGroup[];
  /** Published (`enabled_for_users`); default false. */
  published?: boolean;
  /** `yyyy-MM-01`; default a month no other fixture call of this run has used. */
  date?: string;
  /** Refresh enabled; default false. */
  refresh?: boolean;
  /** An existing API key to use; default a new one. */
  apiKey?: { id: number; name: string };
}

/** A fresh month per call (from 1990 on), so fixture dates never clash on one-date-per-month. */
function freshMonth(): string {
  const n = ++serial;
  return `${1990 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * Creates a survey date of the account as `POST survey-dates` would (spec 1 §5): an API key, one
 * provider survey of that key per worker group, the worker groups (new or given) and the date.
 */
export async function createSurveyDate(
  t: TestApp,
  accountId: number,
  options: SurveyDateFixtureOptions = {},
): Promise<FixtureSurveyDate> {
  const db = t.database.db;
  const apiKey = options.apiKey ?? (await createApiKey(t, accountId));
  const groupsOption = options.workerGroups ?? 1;
  const workerGroups: WorkerGroup[] = [];
  if (typeof groupsOption === 'number') {
    for (let i = 0; i < groupsOption; i++) workerGroups.push(await createWorkerGroup(t, accountId));
  } else {
    workerGroups.push(...groupsOption);
  }
  const surveys: FixtureSurveyDate['surveys'] = [];
  const links: { worker_group_id: number; sm_survey_id: number }[] = [];
  for (const group of workerGroups) {
    const survey = await createProviderSurvey(t, accountId, apiKey.id);
    surveys.push(survey);
    links.push({ worker_group_id: group.id, sm_survey_id: survey.id });
  }
  const row = await db
    .insertInto('survey_dates')
    .values({
      account_id: accountId,
      date: options.date ?? freshMonth(),
      sm_api_key_id: apiKey.id,
      enabled_for_users: options.published ?? false,
      is_refresh_enabled: options.refresh ?? false,
    })
    .returning(['id', 'date'])
    .executeTakeFirstOrThrow();
  if (links.length > 0) {
    await db
      .insertInto('survey_date_surveys')
      .values(links.map((link) => ({ ...link, account_id: accountId, survey_date_id: row.id })))
      .execute();
  }
  return { id: row.id, accountId, date: row.date, apiKey, workerGroups, surveys };
}

/** Options of {@link addResponses}. */
export interface ResponsesFixtureOptions {
  /** How many responses; default 1. */
  count?: number;
  /** The worker group answering (one of the date's); default its first. */
  workerGroupId?: number;
  /** The answers of the i-th response (item code → value); default none. */
  answers?: (index: number) => ResponseAnswers;
  /** The provider collector id; default none. */
  collectorId?: string | null;
  /** The provider status; default `completed`. */
  status?: string;
}

/**
 * Adds imported responses to a fixture date as an import would: rows in `responses`, the date's
 * `answer_count` and the group's `respondent_count` raised, `data_version` bumped.
 */
export async function addResponses(
  t: TestApp,
  date: FixtureSurveyDate,
  options: ResponsesFixtureOptions = {},
): Promise<void> {
  const count = options.count ?? 1;
  const groupIndex =
    options.workerGroupId === undefined
      ? 0
      : date.workerGroups.findIndex((group) => group.id === options.workerGroupId);
  const group = date.workerGroups[groupIndex];
  const survey = date.surveys[groupIndex];
  if (!group || !survey) throw new Error('addResponses: the date has no such worker group');
  const first = ++serial * 10_000;
  await t.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('responses')
      .values(
        Array.from({ length: count }, (_, i) => ({
          account_id: date.accountId,
          survey_date_id: date.id,
          worker_group_id: group.id,
          sm_survey_id: survey.id,
          sm_response_id: String(first + i),
          sm_collector_id: options.collectorId ?? null,
          status: options.status ?? 'completed',
          provider_modified_at: new Date(Date.UTC(2020, 0, 1)),
          answers: JSON.stringify(options.answers?.(i) ?? {}),
        })),
      )
      .execute();
    await trx
      .updateTable('survey_date_surveys')
      .set((eb) => ({ respondent_count: eb('respondent_count', '+', count) }))
      .where('survey_date_id', '=', date.id)
      .where('worker_group_id', '=', group.id)
      .execute();
    await trx
      .updateTable('survey_dates')
      .set((eb) => ({
        answer_count: eb('answer_count', '+', count),
        data_version: eb('data_version', '+', 1),
      }))
      .where('id', '=', date.id)
      .execute();
  });
}

/** A further tenant of its own, for tests that need an account no other test touches. */
export async function createLoneTenant(t: TestApp, name?: string) {
  const account = await createAccount(t, name);
  const admin = await createUser(t, 'admin', account.id);
  const user = await createUser(t, 'user', account.id);
  return {
    account,
    tokens: { admin: await tokenFor(t, admin.id, account.id), user: await tokenFor(t, user.id) },
  };
}
