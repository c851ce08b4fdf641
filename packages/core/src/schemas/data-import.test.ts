import { describe, expect, it } from 'vitest';
import { IMPORT_JOB_STATES, isImportJobRunning, surveysWithRunningImport, zImportJob } from './data-import';

describe('import jobs (the progress of the data import screen)', () => {
  it('counts queued, active and retrying jobs as running, finished ones not', () => {
    const running = IMPORT_JOB_STATES.filter((state) => isImportJobRunning({ state }));
    expect(running).toEqual(['queued', 'active', 'retrying']);
  });

  it('accepts a failed job with a translatable error code and refuses an unknown code', () => {
    const job = {
      id: 1,
      kind: 'responses',
      state: 'failed',
      provider_survey_id: '400900',
      survey_title: 'Elégedettség',
      api_key_name: 'Fő fiók',
      attempts: 1,
      progress: { pages_fetched: 3, pages_total: 10, items_fetched: 300, items_total: 950 },
      error_code: 'provider-token-revoked',
      created_at: '2025-06-01T10:00:00.000Z',
      started_at: '2025-06-01T10:00:01.000Z',
      finished_at: '2025-06-01T10:00:02.000Z',
    };
    expect(zImportJob.safeParse(job).success).toBe(true);
    expect(zImportJob.safeParse({ ...job, error_code: 'provider revoked (401 1013)' }).success).toBe(false);
  });

  it('spec 2 §4: a survey waits while one of its imports is queued, active or retrying, not once it ended', () => {
    const ids = surveysWithRunningImport([
      { state: 'active', provider_survey_id: '1001' },
      { state: 'retrying', provider_survey_id: '1002' },
      { state: 'completed', provider_survey_id: '1003' },
      { state: 'dead-lettered', provider_survey_id: '1004' },
      { state: 'queued', provider_survey_id: null },
    ]);
    expect([...ids].sort()).toEqual(['1001', '1002']);
  });
});
