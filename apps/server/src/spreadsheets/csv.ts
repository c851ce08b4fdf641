import Papa from 'papaparse';
import { AppError } from '../errors';
import { detectDelimiter } from './csv-delimiter';
import { cellAddress, checkSheetExtent, type SpreadsheetLimits } from './spreadsheet-limits';

/** The byte-order mark that tells spreadsheet programs a csv is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * Parses csv (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) with Papa Parse:
 * the delimiter detected from the first rows (comma, semicolon or tab; {@link detectDelimiter}),
 * the row end from the text's line breaks (CRLF, LF or CR, as its first MiB has them outside
 * quotes; one final line break ends the last row). Null when a quote is left open or a quoted
 * field goes on after its closing quote: the file is no csv a spreadsheet program wrote.
 * With `limits`, the sheet limits that apply to text — rows, columns, cells (rows × widest row)
 * and each field's length — are checked as each row is read, so a hostile file is refused with its
 * `spreadsheet-*` AppError before the rows after it are read, as an xlsx is (docs/import.md
 * "Spreadsheet limits"); a line longer than any row within them is not split at all (see
 * {@link longestLine}).
 */
export function parseCsv(input: string, limits?: SpreadsheetLimits): string[][] | null {
  let text = withoutFinalLineBreak(input.startsWith(UTF8_BOM) ? input.slice(1) : input);
  let overlong = false;
  if (limits) {
    // only the text up to a little past the start of the first overlong line is read: the row it
    // is in is refused by the checks below, and the rest is never split into cells
    const bound = longestLine(limits);
    const start = firstLineLongerThan(text, bound);
    if (start >= 0) {
      text = text.slice(0, start + bound + 1);
      overlong = true;
    }
  }
  const rows: string[][] = [];
  let width = 0;
  let malformed = false;
  Papa.parse(text, {
    delimiter: detectDelimiter(text),
    // never `input.split(newline)` of the whole text: a file of line breaks would be millions of rows at once
    fastMode: false,
    step: ({ data: row, errors }, parser) => {
      // a malformed quote makes the rest of its row, or of the file, one field: the quote is what
      // is wrong, not that field's length. Where the text was cut inside an overlong line, the cut
      // leaves a quote open, and the row's limits come first
      if (errors.length > 0 && !overlong) {
        malformed = true;
        parser.abort();
        return;
      }
      if (limits) checkFields(row, rows.length + 1, limits);
      rows.push(row);
      width = Math.max(width, row.length);
      if (limits) checkSheetExtent({ rows: rows.length, columns: width }, limits);
      if (errors.length > 0) {
        malformed = true;
        parser.abort();
      }
    },
  });
  // longestLine's arithmetic leaves only a line of blanks after closing quotes (Papa Parse skips
  // them) to come here: still a row no spreadsheet program writes
  if (overlong && limits && !malformed)
    throw new AppError('spreadsheet-too-many-columns', { limit: limits.maxColumns });
  return malformed ? null : rows;
}

/**
 * The longest line a row within the limits can have: every column's longest field with all its
 * characters doubled quotes, its two quotes and a delimiter. A line is part of one row (a row
 * spans lines only inside quotes), so a longer line holds more columns or a longer field than the
 * limits allow, and its first `longestLine + 1` characters already show which.
 */
function longestLine(limits: SpreadsheetLimits): number {
  return limits.maxColumns * (2 * limits.maxCellLength + 3);
}

/**
 * Where the first line (up to CR or LF) longer than `bound` starts, or -1. Window by window: the
 * last line break within `bound` characters of a line's start begins the next window; none there
 * and the line is too long. The windows' backward searches never overlap, so this is one pass over
 * the text, however short its lines.
 */
function firstLineLongerThan(text: string, bound: number): number {
  let start = 0;
  while (text.length - start > bound) {
    const window = text.slice(start, start + bound + 1);
    const last = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('\r'));
    if (last < 0) return start;
    start += last + 1;
  }
  return -1;
}

/** The field checks of one row (`rowNumber` from 1), left to right: each field's length, then the count. */
function checkFields(row: readonly string[], rowNumber: number, limits: SpreadsheetLimits): void {
  for (let c = 0; c < row.length; c++) {
    if ((row[c] ?? '').length > limits.maxCellLength)
      throw new AppError('spreadsheet-cell-too-long', {
        cell: cellAddress(c, rowNumber),
        limit: limits.maxCellLength,
      });
    if (c >= limits.maxColumns)
      throw new AppError('spreadsheet-too-many-columns', { limit: limits.maxColumns });
  }
}

/** The text without the one line break that ends its last row (Papa Parse would read an empty row after it). */
function withoutFinalLineBreak(text: string): string {
  if (text.endsWith('\r\n')) return text.slice(0, -2);
  return text.endsWith('\n') || text.endsWith('\r') ? text.slice(0, -1) : text;
}

/**
 * Unifies line breaks to LF, so that CRLF, LF and CR all end a row even when one file mixes them,
 * as the manual import has always read them (a CR or CRLF inside a quoted cell becomes LF too,
 * which cell texts, trimmed and compared with white space collapsed, never tell apart).
 */
export function unifyLineBreaks(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** The encoding a byte-order mark names: UTF-8, UTF-16LE or UTF-16BE; undefined without one. */
export function byteOrderMark(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * Decodes an uploaded csv, its byte-order mark left out: the encoding a byte-order mark names
 * (UTF-8; UTF-16LE, as Excel's "Unicode text" writes it; UTF-16BE), else UTF-8 when the bytes are
 * valid UTF-8, else Windows-1250 (what Excel in a Hungarian locale writes for "CSV (pontosvesszővel
 * tagolt)").
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const named = byteOrderMark(bytes);
  if (named) return new TextDecoder(named).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

/**
 * Writes rows as RFC 4180 csv: comma-separated, CRLF line ends, every field quoted, so a separator
 * or line break inside a value never starts a new cell in any program (docs/security.md "Downloads").
 * Values that a spreadsheet could run as formulas are neutralised by the caller.
 */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => `"${value.replaceAll('"', '""')}"`;
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}
