/**
 * The refusals of an uploaded spreadsheet or csv file by the spreadsheet limits, checked before and
 * after parsing (docs/import.md "Spreadsheet limits"). The one list of them: the error catalogue, the
 * upload routes' error lists and the import jobs' error codes spread it, so their texts
 * (`error-<code>`, `admin-data-import-job-error-<code>`) are checked for every code.
 */
export const SPREADSHEET_ERROR_CODES = [
  'spreadsheet-too-large-inflated',
  'spreadsheet-too-many-entries',
  'spreadsheet-unsupported-zip',
  'spreadsheet-malformed',
  'spreadsheet-too-complex',
  'spreadsheet-too-many-rows',
  'spreadsheet-too-many-columns',
  'spreadsheet-too-many-cells',
  'spreadsheet-too-many-shared-strings',
  'spreadsheet-cell-too-long',
] as const;

/** Why the spreadsheet limits refused a file. */
export type SpreadsheetErrorCode = (typeof SPREADSHEET_ERROR_CODES)[number];

/** A spreadsheet code's catalogue entry, its message key written from the code. */
export interface SpreadsheetErrorEntry<C extends SpreadsheetErrorCode> {
  readonly status: 413 | 422;
  readonly messageKey: `error-${C}`;
}

/**
 * The catalogue entries of the spreadsheet codes: 413 for a file that inflates past its size limit,
 * 422 for the rest, and `error-<code>` as the message key.
 */
export const SPREADSHEET_ERRORS = Object.fromEntries(
  SPREADSHEET_ERROR_CODES.map((code) => [
    code,
    { status: code === 'spreadsheet-too-large-inflated' ? 413 : 422, messageKey: `error-${code}` },
  ]),
) as { readonly [C in SpreadsheetErrorCode]: SpreadsheetErrorEntry<C> };

/**
 * What a spreadsheet upload route answers before judging a file's rows: no file or an unreadable one
 * (`invalid-file`), a type that is no spreadsheet (`unsupported-media-type`), no parsing worker free
 * (`server-busy`), and the spreadsheet limits.
 */
export const SPREADSHEET_UPLOAD_ERRORS = [
  'invalid-file',
  'unsupported-media-type',
  'server-busy',
  ...SPREADSHEET_ERROR_CODES,
] as const;
