import { AppError } from '../errors';
import { cellAddress, checkSheetExtent, type SpreadsheetLimits } from './spreadsheet-limits';

/** The byte-order mark that tells spreadsheet programs a csv is UTF-8. */
export const UTF8_BOM = '\uFEFF';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The delimiter of a csv: comma, or semicolon when the header line has semicolons and no comma
 * (spreadsheet programs in Hungarian locales save with semicolons).
 */
function detectDelimiter(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Parses RFC 4180 csv (quoted fields, doubled quotes, CRLF or LF); null when a quote is left open.
 * With `limits`, the sheet limits that apply to text — rows, columns, cells (rows × widest row)
 * and each field's length — are checked while reading, so a hostile file is refused with its
 * `spreadsheet-*` AppError before its rows are built, as an xlsx is (docs/import.md "Spreadsheet
 * limits").
 */
export function parseCsv(input: string, limits?: SpreadsheetLimits): string[][] | null {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  const delimiter = detectDelimiter(text).charCodeAt(0);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let width = 0;
  const endField = () => {
    if (limits) {
      if (field.length > limits.maxCellLength)
        throw new AppError('spreadsheet-cell-too-long', {
          cell: cellAddress(row.length, rows.length + 1),
          limit: limits.maxCellLength,
        });
      if (row.length >= limits.maxColumns)
        throw new AppError('spreadsheet-too-many-columns', { limit: limits.maxColumns });
    }
    row.push(field);
    field = '';
  };
  const endRow = () => {
    rows.push(row);
    width = Math.max(width, row.length);
    if (limits) checkSheetExtent({ rows: rows.length, columns: width }, limits);
    row = [];
  };
  let i = 0;
  while (i < text.length) {
    const char = text.charCodeAt(i);
    if (char === QUOTE && field === '') {
      // a quoted field: up to the quote that is not doubled
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return null;
        field += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          i = quote + 1;
          break;
        }
        field += '"';
        from = quote + 2;
      }
    } else if (char === delimiter) {
      endField();
      i += 1;
    } else if (char === LF || char === CR) {
      i += char === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      endField();
      endRow();
    } else {
      // a run of plain characters; a quote inside a field that did not start with one is literal
      let end = i + 1;
      while (end < text.length) {
        const next = text.charCodeAt(end);
        if (next === delimiter || next === LF || next === CR) break;
        end += 1;
      }
      field += text.slice(i, end);
      i = end;
    }
  }
  if (field !== '' || row.length) {
    endField();
    endRow();
  }
  return rows;
}

/** Decodes an uploaded csv: UTF-8, or Windows-1250 (Hungarian spreadsheet exports) when not valid UTF-8. */
export function decodeCsvBytes(bytes: Uint8Array): string {
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
