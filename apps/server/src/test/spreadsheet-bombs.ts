import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hostile spreadsheets for the limit tests (docs/import.md "Spreadsheet limits"), built in memory
 * in milliseconds: a zip writer that writes whatever the headers are told to declare, and deflated
 * parts of repetitive XML that are never held inflated.
 */

/** One zip entry as stored: its bytes and what the headers declare about them. */
export interface ZipPart {
  name: string;
  /** The bytes stored in the file (deflated when `method` is 8). */
  data: Buffer;
  method: number;
  crc: number;
  /** The uncompressed size both headers declare. */
  size: number;
  /** General purpose flags; bit 0 marks the entry encrypted. */
  flags?: number;
}

/** A part stored without compression. */
export function storedPart(name: string, content: string | Buffer): ZipPart {
  const data = Buffer.from(content);
  return { name, data, method: 0, crc: crc32(data), size: data.length };
}

/** A deflated part. */
export function deflatedPart(name: string, content: string | Buffer): ZipPart {
  const raw = Buffer.from(content);
  return { name, data: deflateRawSync(raw), method: 8, crc: crc32(raw), size: raw.length };
}

/**
 * A deflated part of `head + body × times + tail`, built from one compression of each piece: a
 * full flush ends `head` and `body` on a byte boundary with no back-references across it, so the
 * compressed body can be repeated as is (deflate's ~1000:1 on repetitive text). The CRC runs over
 * the pieces; the text itself is never built.
 */
export function repeatedPart(name: string, head: string, body: string, times: number, tail: string): ZipPart {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const bodyBytes = Buffer.from(body);
  const pieces = [deflateRawSync(head, flush), ...Array(times).fill(deflateRawSync(bodyBytes, flush))];
  pieces.push(deflateRawSync(tail, { level: 9 }));
  let crc = crc32(head);
  for (let i = 0; i < times; i++) crc = crc32(bodyBytes, crc);
  crc = crc32(tail, crc);
  const size = Buffer.byteLength(head) + bodyBytes.length * times + Buffer.byteLength(tail);
  return { name, data: Buffer.concat(pieces), method: 8, crc, size };
}

/** A zip of the parts, with the local and central headers declaring each part's `size`, `method`, `flags`. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.flags ?? 0, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt16LE(0x0021, 12);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(part.flags ?? 0, 8);
    header.writeUInt16LE(part.method, 10);
    header.writeUInt16LE(0x0021, 14);
    header.writeUInt32LE(part.crc >>> 0, 16);
    header.writeUInt32LE(part.data.length, 20);
    header.writeUInt32LE(part.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, name, part.data);
    central.push(header, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The start of a worksheet part, up to `<sheetData>`. */
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>`;
/** The end of a worksheet part. */
export const SHEET_TAIL = '</sheetData></worksheet>';

/** The parts around the one worksheet `xl/worksheets/sheet1.xml` of a minimal xlsx. */
export function workbookParts(): ZipPart[] {
  return [
    deflatedPart(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedPart(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Collectors" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** An xlsx whose one sheet is `sheet` (a part named `xl/worksheets/sheet1.xml`), plus any `extra` parts. */
export function xlsxOf(sheet: ZipPart, extra: readonly ZipPart[] = []): Buffer {
  return zipOf([...workbookParts(), sheet, ...extra]);
}

/** A worksheet part of the given rows of cells (`null` skips a cell); texts are inline strings. */
export function sheetPart(rows: readonly (readonly (string | number | null)[])[]): ZipPart {
  const xml = rows
    .map((cells, r) => {
      const inner = cells
        .map((value, c) => {
          if (value === null) return '';
          const ref = `${column(c)}${r + 1}`;
          return typeof value === 'number'
            ? `<c r="${ref}"><v>${value}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${inner}</row>`;
    })
    .join('');
  return deflatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD + xml + SHEET_TAIL);
}

/** A zip bomb: a sheet of `megabytes` MiB of identical one-cell rows, honestly declared. */
export function bombXlsx(megabytes: number): Buffer {
  const row = '<row><c t="n"><v>1</v></c></row>';
  const body = row.repeat(Math.floor((1024 * 1024) / row.length));
  return xlsxOf(repeatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD, body, megabytes, SHEET_TAIL));
}

/** The same bomb, but its headers declare the sheet 1 KiB long (the CRC is the real one). */
export function lyingXlsx(megabytes: number): Buffer {
  const row = '<row><c t="n"><v>1</v></c></row>';
  const body = row.repeat(Math.floor((1024 * 1024) / row.length));
  const part = repeatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD, body, megabytes, SHEET_TAIL);
  return xlsxOf({ ...part, size: 1024 });
}

function column(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
