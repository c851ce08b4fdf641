import { describe, expect, it } from 'vitest';
import type { ManualImportRowError } from '../schemas/data-import';
import { manualImportErrorMessage, summarizeManualImportErrors } from './manual-import';

const rowError = (row: number): ManualImportRowError => ({ code: 'invalid-collector-id', row });

describe('manual import error list (spec 2 §8, §9)', () => {
  it('gives each row error its key and values', () => {
    expect(manualImportErrorMessage({ code: 'invalid-collector-id', row: 3 })).toEqual({
      key: 'manual-import-error-invalid-collector-id',
      values: { row: 3 },
    });
    expect(manualImportErrorMessage({ code: 'invalid-answer', row: 4, column: 'F' })).toEqual({
      key: 'manual-import-error-invalid-answer',
      values: { row: 4, column: 'F' },
    });
    // retired, still translated for servers that sent it before blank cells became skipped answers
    expect(manualImportErrorMessage({ code: 'missing-answer', row: 4, column: 'F' }).key).toBe(
      'manual-import-error-missing-answer',
    );
    expect(manualImportErrorMessage({ code: 'duplicate-response-id', row: 5, column: 'A' }).key).toBe(
      'manual-import-error-duplicate-response-id',
    );
    expect(manualImportErrorMessage({ code: 'ambiguous-sm-question', row: 3, column: 'K' }).key).toBe(
      'manual-import-error-ambiguous-sm-question',
    );
    expect(manualImportErrorMessage({ code: 'cant-find-sm-question', row: 1, column: 'Q9' }).key).toBe(
      'manual-import-error-cant-find-sm-question',
    );
  });

  it('lists at most 5 errors, then "and N more"', () => {
    const lines = summarizeManualImportErrors([1, 2, 3, 4, 5, 6, 7, 8].map(rowError));
    expect(lines).toHaveLength(6);
    expect(lines.slice(0, 5).map((line) => line.values.row)).toEqual([1, 2, 3, 4, 5]);
    expect(lines[5]).toEqual({ key: 'manual-import-error-more', values: { count: 3 } });
  });

  it('has no "more" line for 5 errors or fewer', () => {
    expect(summarizeManualImportErrors([1, 2, 3, 4, 5].map(rowError))).toHaveLength(5);
    expect(summarizeManualImportErrors([])).toEqual([]);
    expect(summarizeManualImportErrors([1, 2, 3].map(rowError), 2)).toHaveLength(3);
  });
});
