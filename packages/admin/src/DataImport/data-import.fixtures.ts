import type {
  ApiKeyLimit,
  ImportJob,
  ManualImportPreview,
  ManualImportRowError,
  ProviderClientIdResponse,
} from '@pulzus/core';
import type { FakeHandlers } from '@pulzus/widgets/testing';
import { SM_SURVEYS } from '../testing/fixtures';

// Fixed fixtures of the data import screen for its stories and component tests (style.md §17).

/** The keys' daily limits: one with most of its budget left, one nearly spent. */
export const API_KEY_LIMITS: ApiKeyLimit[] = [
  { id: 1, name: 'Fő fiók', day_remaining: 480, day_reset: '2025-06-02T00:00:00.000Z' },
  { id: 2, name: 'Második fiók', day_remaining: 3, day_reset: '2025-06-02T00:00:00.000Z' },
];

/** What `GET sm-client-id` answers in the demo: the in-process simulator's authorize page. */
export const CLIENT_ID: ProviderClientIdResponse = {
  client_id: 'sim-client-1',
  state: 'st-7f3a9c',
  authorize_url: 'http://127.0.0.1:4010/oauth/authorize',
  redirect_uri: 'http://localhost:3000/oauth',
};

const job = (fields: Partial<ImportJob> & Pick<ImportJob, 'id' | 'kind' | 'state'>): ImportJob => ({
  provider_survey_id: null,
  survey_title: null,
  api_key_name: 'Fő fiók',
  attempts: 1,
  progress: { pages_fetched: 0, pages_total: null, items_fetched: 0, items_total: null },
  error_code: null,
  created_at: '2025-06-01T08:00:00.000Z',
  started_at: '2025-06-01T08:00:05.000Z',
  finished_at: null,
  ...fields,
});

/** An answers import of survey 1001 under way: 4 of 10 pages, 400 of 950 answers. */
export const RUNNING_JOB = job({
  id: 41,
  kind: 'responses',
  state: 'active',
  provider_survey_id: '1001',
  survey_title: 'Elégedettség 2024 – fizikai',
  progress: { pages_fetched: 4, pages_total: 10, items_fetched: 400, items_total: 950 },
});

/** A survey-list refresh that completed. */
export const COMPLETED_JOB = job({
  id: 40,
  kind: 'survey-list',
  state: 'completed',
  progress: { pages_fetched: 1, pages_total: 1, items_fetched: 3, items_total: 3 },
  finished_at: '2025-06-01T08:00:09.000Z',
});

/** An answers import of survey 2001 that met a revoked provider token. */
export const REVOKED_JOB = job({
  id: 39,
  kind: 'responses',
  state: 'failed',
  provider_survey_id: '2001',
  survey_title: 'Másik kulcs felmérése',
  api_key_name: 'Második fiók',
  error_code: 'provider-token-revoked',
  finished_at: '2025-06-01T07:59:00.000Z',
  created_at: '2025-06-01T07:58:00.000Z',
  started_at: '2025-06-01T07:58:30.000Z',
});

/** A collectors import waiting for its third attempt after the provider kept failing. */
export const RETRYING_JOB = job({
  id: 38,
  kind: 'collectors',
  state: 'retrying',
  provider_survey_id: '1002',
  survey_title: 'Elégedettség 2024 – szellemi',
  attempts: 2,
  error_code: 'provider-unavailable',
});

/**
 * Eight refused rows of a manual import: five are listed, then "and 3 more" (spec 2 §8); row 4's
 * retired `missing-answer`, as an older server sends it, still has its text.
 */
export const MANUAL_ROW_ERRORS: ManualImportRowError[] = [
  { code: 'invalid-collector-id', row: 2 },
  { code: 'invalid-answer', row: 3, column: 'D' },
  { code: 'cant-find-sm-question', row: 3, column: 'F' },
  { code: 'missing-answer', row: 4, column: 'D' },
  { code: 'duplicate-response-id', row: 5, column: 'A' },
  { code: 'ambiguous-sm-question', row: 6, column: 'E' },
  { code: 'invalid-answer', row: 7, column: 'E' },
  { code: 'invalid-collector-id', row: 9 },
];

/**
 * The preview of a SurveyMonkey export of 2,400 respondents in one file: two collectors (the
 * second with a long Hungarian group name, most of its respondents stored already), skipped
 * answers, twelve rows without any answer, no errors.
 */
export const MANUAL_PREVIEW: ManualImportPreview = {
  layout: 'surveymonkey',
  row_count: 2_412,
  respondent_count: 2_400,
  empty_row_count: 12,
  skipped_answer_count: 4_316,
  collectors: [
    {
      collector_id: '460001',
      survey_date_id: 7,
      survey_date: '2025-06-01',
      worker_group_id: 1,
      worker_group_name: 'Fizikai dolgozók',
      respondent_count: 1_650,
      new_count: 1_650,
      existing_count: 0,
    },
    {
      collector_id: '460002',
      survey_date_id: 7,
      survey_date: '2025-06-01',
      worker_group_id: 2,
      worker_group_name: 'Szellemi munkakörben foglalkoztatott munkavállalók – központi irodák',
      respondent_count: 750,
      new_count: 120,
      existing_count: 630,
    },
  ],
  errors: [],
  error_count: 0,
};

/** The same file with eight bad rows: nothing can be imported. */
export const MANUAL_PREVIEW_WITH_ERRORS: ManualImportPreview = {
  ...MANUAL_PREVIEW,
  respondent_count: 2_399,
  errors: MANUAL_ROW_ERRORS,
  error_count: MANUAL_ROW_ERRORS.length,
};

/** The answers of a loaded data import screen; `jobs` defaults to a running, a completed and a failed job. */
export function dataImportHandlers(
  jobs: ImportJob[] = [RUNNING_JOB, COMPLETED_JOB, REVOKED_JOB],
): FakeHandlers {
  const queued = () => ({ body: { status: 'queued', queue_length: 2 } });
  return {
    'GET data-import/limits': () => ({ body: { queue_length: 2, api_keys: API_KEY_LIMITS } }),
    'GET data-import/jobs': () => ({ body: { import_jobs: jobs } }),
    'GET sm-surveys': () => ({ body: { sm_surveys: SM_SURVEYS } }),
    'GET sm-client-id': () => ({ body: CLIENT_ID }),
    'POST data-import/surveys': queued,
    'POST data-import/surveys/1001/details': queued,
    'POST data-import/surveys/1002/details': queued,
    'POST data-import/surveys/1002/collectors': queued,
    'POST data-import/surveys/1002/responses': queued,
    'POST data-import/surveys/2001/details': queued,
    'POST data-import/manual-import/preview': () => ({ body: MANUAL_PREVIEW }),
    'POST data-import/manual-import': () => ({ body: { status: 'ok', imported_count: 2_400 } }),
  };
}
