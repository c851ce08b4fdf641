import { read, utils } from '@e965/xlsx';

/** The first worksheet of an xlsx or legacy xls file as rows of cell texts; null when it is neither. */
export function readSheetRows(bytes: Uint8Array): string[][] | null {
  if (!isZip(bytes) && !isOle(bytes)) return null;
  let sheet: ReturnType<typeof read>['Sheets'][string] | undefined;
  try {
    const book = read(bytes, {
      type: 'array',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellText: false,
    });
    const name = book.SheetNames[0];
    sheet = name ? book.Sheets[name] : undefined;
  } catch {
    return null;
  }
  if (!sheet) return null;
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  return rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim())),
  );
}

/** xlsx is a zip: `PK\x03\x04`. */
function isZip(b: Uint8Array): boolean {
  return b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
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
