import { read, utils } from '@e965/xlsx';
import { byteOrderMark, decodeCsvBytes, parseCsv, unifyLineBreaks } from '../../../spreadsheets/csv';
import {
  checkedXlsx,
  checkGrid,
  checkSheetExtent,
  isZip,
  MANUAL_IMPORT_LIMITS,
  type SpreadsheetLimits,
} from '../../../spreadsheets/spreadsheet-limits';

type Sheet = ReturnType<typeof read>['Sheets'][string];

/**
 * How a service reads an upload's rows: {@link readSheetRows} itself, or the same in a worker thread
 * (`app.uploadParser`, so a large file never blocks the event loop).
 */
export type SheetReader = (bytes: Uint8Array) => Promise<string[][] | null>;

/**
 * The first worksheet of an xlsx or legacy xls file, or a csv, as rows of trimmed cell texts; null
 * when it is none of these or cannot be read. An xlsx passes the zip checks of spreadsheet-limits
 * first and the parser reads only the checked copy; all kinds get the row, column and cell checks
 * (docs/import.md "Spreadsheet limits"), which refuse with a `spreadsheet-*` AppError — a csv while
 * it is parsed, its size bounded by the upload limit.
 */
export async function readSheetRows(
  bytes: Uint8Array,
  limits: SpreadsheetLimits = MANUAL_IMPORT_LIMITS,
): Promise<string[][] | null> {
  let input: Uint8Array;
  if (isZip(bytes))
    input = await checkedXlsx(bytes, limits, { keep: isWorkbookXml, ignore: SHEETJS_IGNORED });
  else if (isOle(bytes)) input = bytes;
  else if (isText(bytes)) return readCsvRows(bytes, limits);
  else return null;
  let sheet: Sheet | undefined;
  try {
    const book = read(input, {
      type: 'array',
      dense: true,
      // only the first sheet is parsed
      sheets: 0,
      // the used range from the cells themselves: a `<dimension>` (or xls DIMENSIONS) that is too
      // small would hide rows from the checks and the import, a too large one would be filled in.
      // No `sheetRows`: it silently drops the rows past it (a partial import); the zip checks
      // already bound what is parsed
      nodim: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
    });
    const name = book.SheetNames[0];
    sheet = name ? book.Sheets[name] : undefined;
  } catch {
    return null;
  }
  if (!sheet) return null;
  // the used range before `sheet_to_json` fills every cell of it
  checkSheetExtent(sheetExtent(sheet['!ref']), limits);
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  const grid = rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim())),
  );
  checkGrid(grid, limits);
  return grid;
}

/** Rows and columns from A1 to the end of a range; an empty sheet has none. */
function sheetExtent(ref: string | undefined): { rows: number; columns: number } {
  if (!ref) return { rows: 0, columns: 0 };
  const range = utils.decode_range(ref);
  return { rows: range.e.r + 1, columns: range.e.c + 1 };
}

/**
 * The parts SheetJS gets: the XML of an xlsx. Dropped: binary parts (xlsb sheets, images, a nested
 * `Index.zip`, Numbers' `.iwa`) and the markers that would switch it to its OpenDocument reader, so
 * it reads the checked XML as an xlsx or not at all.
 */
function isWorkbookXml(name: string): boolean {
  return /\.(?:xml|rels)$/i.test(name) && !/^(?:meta-inf\/manifest|objectdata)\.xml$/i.test(name);
}

/**
 * What SheetJS expands far beyond its size and the import never reads: a `<hyperlink ref>` gives
 * every cell of its range a link object (`A1:XFD1048576` is 17 billion), and each comment on a
 * cell is compared with all earlier ones (quadratic). The copy renames these tags away.
 */
const SHEETJS_IGNORED = { names: ['hyperlink', 'commentList', 'comment', 'threadedComment'], prefixed: true };

/**
 * A csv's rows of trimmed cells (SurveyMonkey's csv export, or either layout saved as csv by a
 * spreadsheet program): decoded by its byte-order mark or as UTF-8 or Windows-1250, any line break
 * ending a row, the delimiter detected (docs/import.md "The manual import").
 */
function readCsvRows(bytes: Uint8Array, limits: SpreadsheetLimits): string[][] | null {
  const rows = parseCsv(unifyLineBreaks(decodeCsvBytes(bytes)), limits);
  if (!rows) return null;
  for (const row of rows) for (let c = 0; c < row.length; c++) row[c] = (row[c] ?? '').trim();
  return rows;
}

/**
 * Text has a byte-order mark (UTF-16 text has NUL bytes) or no NUL byte; binary formats have many,
 * and so has UTF-16 without a byte-order mark, which is not read.
 */
function isText(bytes: Uint8Array): boolean {
  return byteOrderMark(bytes) !== undefined || bytes.indexOf(0) < 0;
}

/** Legacy xls is an OLE compound file: `D0 CF 11 E0 A1 B1 1A E1`. */
function isOle(b: Uint8Array): boolean {
  return b.length > 8 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;
}

/** The spreadsheet name of a 0-based column: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
