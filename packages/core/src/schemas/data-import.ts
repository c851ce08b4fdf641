import { z } from 'zod';
import { zDateTime, zId } from './common';
import { zProviderId } from './provider';
import { zSurveyDateDay } from './survey-date';
import { SPREADSHEET_ERROR_CODES } from '../errors/spreadsheet-errors';

/** The answer of the provider import calls: the job is queued behind `queue_length` others (spec 2 §7). */
export const zImportQueuedResponse = z.object({
  status: z.literal('queued'),
  queue_length: z.number().int().nonnegative(),
});
/** The answer of the provider import calls. */
export type ImportQueuedResponse = z.infer<typeof zImportQueuedResponse>;

/** The success answer of `POST data-import/manual-import` and `POST admin/import-csv`. */
export const zFileImportResponse = z.object({
  status: z.literal('ok'),
  imported_count: z.number().int().nonnegative(),
});
/** The success answer of a file import. */
export type FileImportResponse = z.infer<typeof zFileImportResponse>;

const zRow = z.number().int().positive();
const zCount = z.number().int().nonnegative();
const zColumn = z.string().min(1);

/**
 * One rejected row of a manual import (spec 2 §8, docs/import.md "The manual import"):
 * `invalid-collector-id` (row) the collector is not the account's; `cant-find-sm-question` (row,
 * column) the column is no item of that collector's survey design; `ambiguous-sm-question` (row,
 * column) an export column fits more than one item, or two columns fit one; `invalid-answer` (row,
 * column) the cell is neither blank nor one of the question's answers; `duplicate-response-id`
 * (row, column) a respondent id an earlier row of the same survey date already has.
 * `missing-answer` is retired: servers sent it for a blank cell before blanks became skipped
 * answers, and it keeps its text for them.
 */
export const zManualImportRowError = z.discriminatedUnion('code', [
  z.object({ code: z.literal('invalid-collector-id'), row: zRow }),
  z.object({ code: z.literal('invalid-answer'), row: zRow, column: zColumn }),
  z.object({ code: z.literal('missing-answer'), row: zRow, column: zColumn }),
  z.object({ code: z.literal('cant-find-sm-question'), row: zRow, column: zColumn }),
  z.object({ code: z.literal('ambiguous-sm-question'), row: zRow, column: zColumn }),
  z.object({ code: z.literal('duplicate-response-id'), row: zRow, column: zColumn }),
]);
/** One rejected row of a manual import. */
export type ManualImportRowError = z.infer<typeof zManualImportRowError>;

/** The details of the `manual-import-rows-invalid` error: the full error list (spec 2 §8). */
export const zManualImportErrorDetails = z.object({
  errors: z.array(zManualImportRowError).min(1),
  /** Every error of the file; `errors` lists the first {@link MANUAL_IMPORT_ERRORS_LISTED} (older servers: absent). */
  error_count: zCount.optional(),
});
/**
 * The most row errors an answer lists: a column of another language's choice texts can make one per
 * cell (a million in a large export); the rest are counted in `error_count`.
 */
export const MANUAL_IMPORT_ERRORS_LISTED = 1000;
/** The details of the `manual-import-rows-invalid` error. */
export type ManualImportErrorDetails = z.infer<typeof zManualImportErrorDetails>;

/**
 * The layouts a manual import reads (docs/import.md "The manual import"): our `template` (row 1
 * `collector_id`, item codes) or SurveyMonkey's own `surveymonkey` export (two header rows).
 */
export const MANUAL_IMPORT_LAYOUTS = ['template', 'surveymonkey'] as const;
/** A layout a manual import reads. */
export type ManualImportLayout = (typeof MANUAL_IMPORT_LAYOUTS)[number];

/** The respondents of one collector in a manual import preview, and how many are stored already. */
export const zManualImportPreviewCollector = z.object({
  collector_id: zProviderId,
  survey_date_id: zId,
  survey_date: zSurveyDateDay,
  worker_group_id: zId,
  worker_group_name: z.string(),
  /** Rows of the file that would be stored for this collector. */
  respondent_count: zCount,
  /** Of those, the respondents not stored yet. */
  new_count: zCount,
  /** Of those, the respondents already stored (importing updates them). */
  existing_count: zCount,
});
/** The respondents of one collector in a manual import preview. */
export type ManualImportPreviewCollector = z.infer<typeof zManualImportPreviewCollector>;

/**
 * The answer of `POST data-import/manual-import/preview`: what importing the file would store,
 * without storing anything. `errors` is the list the import would refuse with (empty when the
 * file can be imported).
 */
export const zManualImportPreview = z.object({
  layout: z.enum(MANUAL_IMPORT_LAYOUTS),
  /** The rows below the header that are not blank. */
  row_count: zCount,
  /** The rows that would be stored. */
  respondent_count: zCount,
  /** Rows without any answer: skipped. */
  empty_row_count: zCount,
  /** Blank answer cells (and N/A choices) of the stored rows: kept as skipped answers. */
  skipped_answer_count: zCount,
  collectors: z.array(zManualImportPreviewCollector),
  /** The first {@link MANUAL_IMPORT_ERRORS_LISTED} errors. */
  errors: z.array(zManualImportRowError),
  /** Every error of the file. */
  error_count: zCount,
});
/** The answer of `POST data-import/manual-import/preview`. */
export type ManualImportPreview = z.infer<typeof zManualImportPreview>;

/** What an import job imports: the survey list of a key, a survey's design, collectors or responses, or a manual file. */
export const IMPORT_JOB_KINDS = ['survey-list', 'details', 'collectors', 'responses', 'manual'] as const;
/** What an import job imports. */
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];

/**
 * Where an import job stands: `queued` waits, `active` runs, `retrying` failed and waits for its
 * next attempt, `completed` is done; `failed` stopped on an error no retry can fix (a revoked
 * token, a removed survey, a bad file); `dead-lettered` gave up after its retries.
 */
export const IMPORT_JOB_STATES = [
  'queued',
  'active',
  'retrying',
  'completed',
  'failed',
  'dead-lettered',
] as const;
/** Where an import job stands. */
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/** The states of a job that still runs or will run: its survey's reimport waits for it. */
export const IMPORT_JOB_RUNNING_STATES = [
  'queued',
  'active',
  'retrying',
] as const satisfies readonly ImportJobState[];

/** Whether an import job still runs or will run (queued, active or retrying). */
export function isImportJobRunning(job: { state: ImportJobState }): boolean {
  return (IMPORT_JOB_RUNNING_STATES as readonly ImportJobState[]).includes(job.state);
}

/** How often the data import screen reloads the limits, the queue and the jobs: 10 seconds (spec 2 §4, §9). */
export const DATA_IMPORT_REFRESH_MS = 10_000;

/** The provider survey ids with an import job still running: their reimport buttons wait (spec 2 §4). */
export function surveysWithRunningImport(
  jobs: readonly { state: ImportJobState; provider_survey_id: string | null }[],
): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const job of jobs) {
    if (job.provider_survey_id !== null && isImportJobRunning(job)) ids.add(job.provider_survey_id);
  }
  return ids;
}

/**
 * Why an import job failed, as a stable code the UI translates (`admin-data-import-job-error-` +
 * code): the provider token was revoked, access or the survey is missing at the provider, the
 * provider kept failing, the key is not connected, the survey is gone here, or the manual file's
 * errors (spec 2 §8) or a file refused by the spreadsheet limits (docs/import.md), the import stopped by a server restart on its last allowed attempt
 * (`worker-stopped`); `internal` for anything else.
 */
export const IMPORT_JOB_ERROR_CODES = [
  'provider-token-revoked',
  'provider-forbidden',
  'provider-not-found',
  'provider-unavailable',
  'api-key-not-connected',
  'survey-not-found',
  'no-file-found',
  'cant-decode-file',
  'manual-import-missing-column',
  ...SPREADSHEET_ERROR_CODES,
  'manual-import-rows-invalid',
  'worker-stopped',
  'internal',
] as const;
/** Why an import job failed. */
export type ImportJobErrorCode = (typeof IMPORT_JOB_ERROR_CODES)[number];

/**
 * How far a job got in its current attempt: pages fetched from the provider and of how many (null
 * while unknown), and items stored (surveys, collectors, responses or file rows) of how many.
 */
export const zImportJobProgress = z.object({
  pages_fetched: z.number().int().nonnegative(),
  pages_total: z.number().int().nonnegative().nullable(),
  items_fetched: z.number().int().nonnegative(),
  items_total: z.number().int().nonnegative().nullable(),
});
/** How far an import job got. */
export type ImportJobProgress = z.infer<typeof zImportJobProgress>;

/** One import job of the session account, running or recent (`GET data-import/jobs`). */
export const zImportJob = z.object({
  id: zId,
  kind: z.enum(IMPORT_JOB_KINDS),
  state: z.enum(IMPORT_JOB_STATES),
  /** The provider survey's id; null for survey-list and manual jobs. */
  provider_survey_id: zProviderId.nullable(),
  /** The provider survey's title where known. */
  survey_title: z.string().nullable(),
  /** The API key the job reads through, where known (survey-list jobs run per key). */
  api_key_name: z.string().nullable(),
  /** How many times the job has started (1 on its first run). */
  attempts: z.number().int().nonnegative(),
  progress: zImportJobProgress,
  /** Why the job failed or last failed; null otherwise. */
  error_code: z.enum(IMPORT_JOB_ERROR_CODES).nullable(),
  created_at: zDateTime,
  started_at: zDateTime.nullable(),
  finished_at: zDateTime.nullable(),
});
/** One import job of the session account. */
export type ImportJob = z.infer<typeof zImportJob>;

/** The answer of `GET data-import/jobs`: running jobs and those finished lately, newest first. */
export const zImportJobsResponse = z.object({ import_jobs: z.array(zImportJob) });
/** The answer of `GET data-import/jobs`. */
export type ImportJobsResponse = z.infer<typeof zImportJobsResponse>;
