import { translate } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { workerCountRows } from './worker-count-text';

const t = ((key: string, values?: Record<string, unknown>) =>
  translate('en', key as never, values as never)) as Parameters<typeof workerCountRows>[2];
const dates = [
  { id: 2, date: '2025-03-01' },
  { id: 1, date: '2024-03-01' },
];

describe('the respondent summary (docs/graphs.md, docs/privacy.md "Rule 1")', () => {
  it('one date: one line, as before', () => {
    expect(workerCountRows({ worker_count: 9, min_group_size: 5 }, dates, t, 'en')).toEqual([
      { key: 'latest', label: 'Number of respondents', value: '9' },
    ]);
  });

  it('several dates: one line per date, oldest first, named by the date, a withheld count in words', () => {
    const rows = workerCountRows(
      {
        worker_count: 9,
        min_group_size: 5,
        date_worker_counts: [
          { survey_date_id: 1, worker_count: null, worker_count_hidden: 'fewer-than-k' },
          { survey_date_id: 2, worker_count: 9 },
        ],
      },
      dates,
      t,
      'en',
    );
    expect(rows.map((r) => [r.label, r.value, r.withheld])).toEqual([
      ['Number of respondents (March 2024)', 'fewer than 5', 'fewer-than-k'],
      ['Number of respondents (March 2025)', '9', undefined],
    ]);
  });
});
