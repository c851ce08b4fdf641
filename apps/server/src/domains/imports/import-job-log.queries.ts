import type { ImportJob, ImportJobErrorCode, ImportJobKind, ImportJobState } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How far the current attempt got; a field left out keeps its value. */
export interface ProgressUpdate {
  pagesFetched?: number;
  pagesTotal?: number | null;
  itemsFetched?: number;
  itemsTotal?: number | null;
}

/** The states after which a job does not change any more. */
const FINISHED_STATES: readonly ImportJobState[] = ['completed', 'failed', 'dead-lettered'];

/** How long finished jobs stay in the progress view, and how long they are kept at all. */
export const RECENT_JOB_MS = 7 * 86_400_000;
const KEPT_JOB_MS = 30 * 86_400_000;
/** The most jobs the progress view lists. */
export const MAX_LISTED_JOBS = 50;

/** A new job row of the account; old finished rows of the account are dropped on the way. */
export async function insertImportJob(
  db: Kysely<Database>,
  accountId: number,
  job: {
    kind: ImportJobKind;
    surveyRowId?: number | null;
    providerSurveyId?: string | null;
    apiKeyId?: number | null;
    state?: ImportJobState;
  },
  now: Date,
): Promise<number> {
  await db
    .deleteFrom('import_jobs')
    .where('account_id', '=', accountId)
    .where('finished_at', '<', new Date(now.getTime() - KEPT_JOB_MS))
    .execute();
  const active = job.state === 'active';
  const row = await db
    .insertInto('import_jobs')
    .values({
      account_id: accountId,
      kind: job.kind,
      sm_survey_id: job.surveyRowId ?? null,
      provider_survey_id: job.providerSurveyId ?? null,
      sm_api_key_id: job.apiKeyId ?? null,
      state: job.state ?? 'queued',
      attempts: active ? 1 : 0,
      created_at: now,
      started_at: active ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes a row whose job could not be queued. */
export async function deleteImportJob(db: Kysely<Database>, accountId: number, id: number): Promise<void> {
  await db.deleteFrom('import_jobs').where('account_id', '=', accountId).where('id', '=', id).execute();
}

/** Marks an attempt started: active, one more attempt, progress from zero; answers the attempt number. */
export async function startImportAttempt(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  now: Date,
): Promise<number | null> {
  const row = await db
    .updateTable('import_jobs')
    .set((eb) => ({
      state: 'active',
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
      pages_fetched: 0,
      pages_total: null,
      items_fetched: 0,
      items_total: null,
      error_code: null,
    }))
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Stores the current attempt's progress. */
export async function saveImportProgress(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  progress: ProgressUpdate,
): Promise<void> {
  const set = {
    ...(progress.pagesFetched === undefined ? {} : { pages_fetched: progress.pagesFetched }),
    ...(progress.pagesTotal === undefined ? {} : { pages_total: progress.pagesTotal }),
    ...(progress.itemsFetched === undefined ? {} : { items_fetched: progress.itemsFetched }),
    ...(progress.itemsTotal === undefined ? {} : { items_total: progress.itemsTotal }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('import_jobs')
    .set(set)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Ends an attempt: completed, failed, dead-lettered (all finished) or retrying, with the error code. */
export async function endImportAttempt(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  state: Exclude<ImportJobState, 'queued' | 'active'>,
  errorCode: ImportJobErrorCode | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({
      state,
      error_code: errorCode,
      finished_at: FINISHED_STATES.includes(state) ? now : null,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** How long a queued row may wait for its job to reach the queue before a missing job counts as lost. */
const QUEUED_GRACE_MS = 60_000;

/**
 * The ids of the account's rows that an attempt should still end: active or retrying, or queued for
 * over a minute (a younger queued row's job may not have reached the queue yet).
 */
export async function unendedImportJobIds(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('import_jobs')
    .select('id')
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['active', 'retrying']),
        eb.and([
          eb('state', '=', 'queued'),
          eb('created_at', '<', new Date(now.getTime() - QUEUED_GRACE_MS)),
        ]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The account's running jobs and those finished in the last week, newest first (at most
 * {@link MAX_LISTED_JOBS}), with the survey's provider id and title and the key's name where known.
 */
export async function recentImportJobs(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<ImportJob[]> {
  const rows = await db
    .selectFrom('import_jobs as j')
    .leftJoin('sm_surveys as s', (join) =>
      join.onRef('s.id', '=', 'j.sm_survey_id').onRef('s.account_id', '=', 'j.account_id'),
    )
    .leftJoin('sm_api_keys as k', (join) =>
      join
        .on((eb) => eb('k.id', '=', eb.fn.coalesce('j.sm_api_key_id', 's.sm_api_key_id')))
        .onRef('k.account_id', '=', 'j.account_id'),
    )
    .select([
      'j.id',
      'j.kind',
      'j.state',
      'j.provider_survey_id',
      's.title as survey_title',
      'k.name as api_key_name',
      'j.attempts',
      'j.pages_fetched',
      'j.pages_total',
      'j.items_fetched',
      'j.items_total',
      'j.error_code',
      'j.created_at',
      'j.started_at',
      'j.finished_at',
    ])
    .where('j.account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('j.finished_at', 'is', null),
        eb('j.finished_at', '>=', new Date(now.getTime() - RECENT_JOB_MS)),
      ]),
    )
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(MAX_LISTED_JOBS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    provider_survey_id: row.provider_survey_id,
    survey_title: row.survey_title,
    api_key_name: row.api_key_name || null,
    attempts: row.attempts,
    progress: {
      pages_fetched: row.pages_fetched,
      pages_total: row.pages_total,
      items_fetched: row.items_fetched,
      items_total: row.items_total,
    },
    error_code: row.error_code,
    created_at: iso(row.created_at),
    started_at: row.started_at ? iso(row.started_at) : null,
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  }));
}

const iso = (value: Date | string): string => new Date(value).toISOString();
