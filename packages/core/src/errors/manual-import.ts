import type { ManualImportRowError } from '../schemas/data-import';
import type { ErrorMessageKey } from './catalogue';

/** How many manual import errors are listed before the "and N more" line (spec 2 §8, §9). */
export const MANUAL_IMPORT_ERRORS_SHOWN = 5;

/** A manual import row error as a message key and its i18next values. */
export interface ManualImportErrorMessage {
  /** The message key. */
  readonly key: ErrorMessageKey;
  /** The placeholder values: row, and column where the error has one. */
  readonly values: Readonly<Record<string, string | number>>;
}

/** The message of one rejected manual import row (spec 2 §8). */
export function manualImportErrorMessage(error: ManualImportRowError): ManualImportErrorMessage {
  const values: Record<string, string | number> = { row: error.row };
  if ('column' in error) values.column = error.column;
  return { key: `manual-import-error-${error.code}`, values };
}

/** The lines to show for a manual import error list: at most `max` (default 5), then "and N more" (spec 2 §8). */
export function summarizeManualImportErrors(
  errors: readonly ManualImportRowError[],
  max: number = MANUAL_IMPORT_ERRORS_SHOWN,
  total: number = errors.length,
): ManualImportErrorMessage[] {
  const lines = errors.slice(0, max).map(manualImportErrorMessage);
  const rest = Math.max(total, errors.length) - lines.length;
  if (rest > 0) lines.push({ key: 'manual-import-error-more', values: { count: rest } });
  return lines;
}
