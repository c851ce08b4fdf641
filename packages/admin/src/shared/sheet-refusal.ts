import { type ErrorCode, isApiError, type MessageKey } from '@pulzus/core';
import { errorKey } from '@pulzus/widgets';

/** What a refused sheet upload shows: a text of the catalogue with its values, and the refused rows. */
export interface SheetRefusal<Rows> {
  readonly key: MessageKey;
  /** The values the text names, such as the missing column. */
  readonly values?: Readonly<Record<string, string>>;
  readonly rows: Rows;
}

/** How the server refuses one kind of sheet, and the texts the screen shows for it. */
export interface SheetRefusalCodes<Rows> {
  /** The code of refused rows. */
  readonly rowsInvalid: ErrorCode;
  /** The refused rows read from that code's details; undefined when the details do not parse. */
  readonly rowsOf: (details: unknown) => Rows | undefined;
  /** The rows of every other refusal: none. */
  readonly noRows: Rows;
  /** The code of a readable sheet without its key column. */
  readonly missingColumn: ErrorCode;
  /** The text naming the missing column. */
  readonly missingColumnKey: MessageKey;
  /** The column the text names when the server names none. */
  readonly column: string;
  /** The text of an unreadable file (`cant-decode-file`), naming the columns and formats it needs. */
  readonly cantDecodeKey: MessageKey;
}

/**
 * The refusal of a sheet's preview or import. The manual import and the scope import refuse a sheet
 * the same three ways — bad rows, a missing key column, an unreadable file (docs/import.md "The manual
 * import", docs/api.md "Scope import") — so both screens read them here; any other code shows its
 * catalogue text.
 */
export function sheetRefusal<Rows>(error: unknown, codes: SheetRefusalCodes<Rows>): SheetRefusal<Rows> {
  if (isApiError(error) && error.code === codes.rowsInvalid) {
    const rows = codes.rowsOf(error.details);
    if (rows !== undefined) return { key: error.messageKey, rows };
  }
  if (isApiError(error) && error.code === codes.missingColumn) {
    const column = (error.details as { column?: unknown } | undefined)?.column;
    return {
      key: codes.missingColumnKey,
      values: { column: typeof column === 'string' ? column : codes.column },
      rows: codes.noRows,
    };
  }
  if (isApiError(error) && error.code === 'cant-decode-file')
    return { key: codes.cantDecodeKey, rows: codes.noRows };
  return { key: errorKey(error), rows: codes.noRows };
}
