import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { ErrorCode } from '@pulzus/core';
import { type Entry, fromBufferPromise, type ZipFile } from 'yauzl';
import { AppError } from '../errors';

/**
 * What one spreadsheet upload may hold (docs/import.md "Spreadsheet limits"). An xlsx is a zip of
 * XML parts: its Central Directory is checked before anything is inflated, every part is inflated
 * while its real bytes and XML elements are counted, and the parser is then given a rebuilt zip of
 * the bytes that were counted (never the upload itself, so no parser can read the upload
 * differently from this check), with the tags it would expand renamed away. After parsing, the
 * sheet's extent and cells are checked too; a legacy .xls is not a zip and gets only those checks
 * (the body-size limit bounds it).
 */
export interface SpreadsheetLimits {
  /** Zip entries (parts) in the file. */
  readonly maxEntries: number;
  /** Inflated bytes of one part: declared in the Central Directory, then counted. */
  readonly maxEntryBytes: number;
  /** Inflated bytes of all parts together: declared, then counted. */
  readonly maxTotalBytes: number;
  /** XML elements (start tags) in all parts the parser reads: each one can become a parser object. */
  readonly maxElements: number;
  /** Rows of a sheet, the header row included: `<row>` elements of a part, then the used range. */
  readonly maxRows: number;
  /** Columns of the used range of the sheet that is read. */
  readonly maxColumns: number;
  /** Cells: `<c>` elements of all parts, then rows × columns of the used range. */
  readonly maxCells: number;
  /** Shared strings (`<si>` items): the parser builds one string object each. */
  readonly maxSharedStrings: number;
  /** Characters of one cell's text. */
  readonly maxCellLength: number;
}

const MiB = 1024 * 1024;

/**
 * `POST data-import/manual-import`. The largest legitimate file is 40,000 respondents × ~100 item
 * columns: 4 million cells, a ~110 MiB sheet part (≈ 27 bytes a cell), ~8 million XML elements;
 * SheetJS needs ~0.7 GB and ~8 s for it. Each limit leaves ~25–50 % above that file and no more,
 * because each is also what a hostile file may make the server spend (docs/import.md).
 */
export const MANUAL_IMPORT_LIMITS: SpreadsheetLimits = {
  // Excel writes 10–40 parts; many sheets, charts and images stay in the hundreds
  maxEntries: 1_000,
  // the ~110 MiB sheet part, with room for style attributes and longer cell references
  maxEntryBytes: 160 * MiB,
  // that sheet plus shared strings, styles and a second sheet
  maxTotalBytes: 200 * MiB,
  // up to 3 a cell (`<c>`, `<f>`, `<v>`) for every cell allowed, plus rows and shared strings
  maxElements: 16_000_000,
  // 40,000 respondents and the header row, plus 25 %
  maxRows: 50_001,
  // ~100 item columns; 256 is the classic Excel width, and the cell limit still bounds rows × columns
  maxColumns: 256,
  // 4 million cells plus 25 %
  maxCells: 5_000_000,
  // the distinct texts of a legitimate file are collector and response ids (≤ 80,000) and item codes
  maxSharedStrings: 1_000_000,
  // ids, item codes and answers are far shorter; a response id is stored under a unique index,
  // and PostgreSQL refuses index entries over ~2.7 kB (500 characters are at most 2,000 UTF-8 bytes)
  maxCellLength: 500,
};

/**
 * `POST survey-dates/{id}/collectors-xlsx`: the sample the server writes, filled in — a row per
 * provider collector (tens to hundreds), a column per collector demography (a few), a second sheet
 * of lists. The upload itself is at most 700 KiB; exceljs keeps ~10 objects a cell, so the limits
 * are an order of magnitude below the manual import's.
 */
export const COLLECTORS_LIMITS: SpreadsheetLimits = {
  maxEntries: 1_000,
  // 10,000 rows × 100 columns of XML would be ~30 MiB
  maxEntryBytes: 32 * MiB,
  maxTotalBytes: 48 * MiB,
  maxElements: 1_000_000,
  // 100 × the largest survey date's collectors
  maxRows: 10_000,
  maxColumns: 200,
  maxCells: 200_000,
  maxSharedStrings: 200_000,
  // ids and worker group, demography and answer names are far shorter
  maxCellLength: 500,
};

/**
 * `POST users/scope-import` and its preview: a row per person of one account (e-mail, name, scope) and a few
 * columns a spreadsheet program adds. 20,000 people is more than any account has; a scope cell of two dimensions
 * with many answers stays far below 1,000 characters.
 */
export const SCOPE_IMPORT_LIMITS: SpreadsheetLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 16 * MiB,
  maxTotalBytes: 24 * MiB,
  maxElements: 500_000,
  maxRows: 20_001,
  maxColumns: 50,
  maxCells: 200_000,
  maxSharedStrings: 100_000,
  maxCellLength: 1_000,
};

/** The error codes of a refused spreadsheet (the core error catalogue gives their statuses and texts). */
export type SpreadsheetLimitCode = Extract<ErrorCode, `spreadsheet-${string}`>;

function refuse(code: SpreadsheetLimitCode, details: Record<string, unknown> = {}): never {
  throw new AppError(code, details);
}

/** Whether `bytes` start like a zip (`PK\x03\x04`), i.e. an xlsx rather than a legacy xls. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Options of {@link checkedXlsx}: what the parser that reads the copy needs and must not see. */
export interface CheckedXlsxOptions {
  /** The parts the parser gets (all by default); the others count by their declared size and are never inflated. */
  keep?: (name: string) => boolean;
  /**
   * Elements the parser would expand far beyond their size (a range of cells from one tag) and the
   * import does not need: each start and end tag of these local names is renamed in the copy (its
   * first letter becomes `x`, same length), so the parser skips it. `prefixed`: also with a
   * namespace prefix (`<x:name>`), for parsers that accept one.
   */
  ignore?: { readonly names: readonly string[]; readonly prefixed: boolean };
}

/**
 * Checks an xlsx against `limits` and answers a zip of its parts, stored uncompressed, for the
 * parser. Before inflating anything: the entry count, each part's and the total declared size,
 * the compression method (stored or deflate), no encryption, no duplicate names. Then, part by
 * part, the inflated bytes (aborting at the first chunk over the part's declared size or over the
 * total), the CRC, and the XML elements, rows, cells and shared strings. Only the kept parts are
 * held, within the limits. Refusals are `AppError`s with a `spreadsheet-*` code.
 */
export async function checkedXlsx(
  bytes: Uint8Array,
  limits: SpreadsheetLimits,
  options: CheckedXlsxOptions = {},
): Promise<Buffer> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zip = await fromBufferPromise(buffer, { validateEntrySizes: true, decodeStrings: true }).catch(
    malformed,
  );
  // an emitted error with no listener would end the process; every error also rejects a promise
  zip.on('error', () => {});
  if (zip.entryCount > limits.maxEntries)
    refuse('spreadsheet-too-many-entries', { limit: limits.maxEntries });
  const entries = await directory(zip, limits);
  const keep = options.keep ?? (() => true);
  const tally = new XmlTally(limits, options.ignore);
  return inflateChecked(
    zip,
    entries.filter((entry) => keep(entry.fileName)),
    limits,
    tally,
  );
}

/** Reads the Central Directory: refuses on counts, declared sizes, methods and encryption alone. */
async function directory(zip: ZipFile, limits: SpreadsheetLimits): Promise<Entry[]> {
  const files: Entry[] = [];
  const names = new Set<string>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (names.size >= limits.maxEntries)
        refuse('spreadsheet-too-many-entries', { limit: limits.maxEntries });
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8))
        refuse('spreadsheet-unsupported-zip', { entry: entry.fileName });
      if (entry.uncompressedSize > limits.maxEntryBytes)
        refuse('spreadsheet-too-large-inflated', { entry: entry.fileName, limit: limits.maxEntryBytes });
      declared += entry.uncompressedSize;
      if (declared > limits.maxTotalBytes)
        refuse('spreadsheet-too-large-inflated', { limit: limits.maxTotalBytes });
      // parsers look parts up case-insensitively: two entries of one name are ambiguous
      const name = entry.fileName.toLowerCase();
      if (names.has(name)) refuse('spreadsheet-malformed', { entry: entry.fileName });
      names.add(name);
      if (!entry.fileName.endsWith('/')) files.push(entry);
    }
  } catch (error) {
    malformed(error);
  }
  return files;
}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
/** Bit 11 of the general purpose flag: the name is UTF-8. */
const UTF8_NAME = 0x0800;
/** 1980-01-01, the earliest DOS date. */
const DOS_DATE = 0x0021;

/**
 * Inflates the kept parts one at a time into a stored zip: the output is sized from the declared
 * sizes (within the limits) and filled as the real bytes arrive, so nothing beyond it is held.
 */
async function inflateChecked(
  zip: ZipFile,
  files: Entry[],
  limits: SpreadsheetLimits,
  tally: XmlTally,
): Promise<Buffer> {
  const names = files.map((entry) => Buffer.from(entry.fileName, 'utf8'));
  let outSize = END_RECORD;
  for (const [i, entry] of files.entries()) {
    outSize += LOCAL_HEADER + CENTRAL_HEADER + 2 * (names[i] as Buffer).length + entry.uncompressedSize;
  }
  const out = Buffer.allocUnsafe(outSize);
  const offsets: number[] = [];
  const crcs: number[] = [];
  let total = 0;
  let at = 0;
  for (const [i, entry] of files.entries()) {
    const name = names[i] as Buffer;
    const dataStart = at + LOCAL_HEADER + name.length;
    let size = 0;
    let crc = 0;
    let stream: Readable | null = null;
    try {
      stream = await zip.openReadStreamPromise(entry);
      tally.startPart(entry.fileName);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        // yauzl stops a part at its declared size too; these keep the copy in bounds on their own
        if (size + chunk.length > entry.uncompressedSize)
          refuse('spreadsheet-malformed', { entry: entry.fileName });
        total += chunk.length;
        if (total > limits.maxTotalBytes)
          refuse('spreadsheet-too-large-inflated', { limit: limits.maxTotalBytes });
        chunk.copy(out, dataStart + size);
        crc = crc32(chunk, crc);
        tally.push(chunk, out, dataStart + size);
        size += chunk.length;
      }
      tally.endPart();
    } catch (error) {
      stream?.destroy();
      malformed(error);
    }
    if (size !== entry.uncompressedSize || crc !== entry.crc32)
      refuse('spreadsheet-malformed', { entry: entry.fileName });
    // renamed tags change the bytes: the copy gets its own CRC
    const outCrc = tally.renamed ? crc32(out.subarray(dataStart, dataStart + size)) : crc;
    offsets.push(at);
    crcs.push(outCrc);
    writeLocalHeader(out, at, name, outCrc, size);
    at = dataStart + size;
  }
  const directoryStart = at;
  for (const [i, entry] of files.entries()) {
    at = writeCentralHeader(
      out,
      at,
      names[i] as Buffer,
      crcs[i] ?? 0,
      entry.uncompressedSize,
      offsets[i] ?? 0,
    );
  }
  writeEndRecord(out, at, files.length, at - directoryStart, directoryStart);
  return out.subarray(0, at + END_RECORD);
}

function writeLocalHeader(out: Buffer, at: number, name: Buffer, crc: number, size: number): void {
  out.writeUInt32LE(0x04034b50, at);
  out.writeUInt16LE(20, at + 4); // version needed to extract: 2.0
  out.writeUInt16LE(UTF8_NAME, at + 6);
  out.writeUInt16LE(0, at + 8); // stored
  out.writeUInt16LE(0, at + 10); // time
  out.writeUInt16LE(DOS_DATE, at + 12);
  out.writeUInt32LE(crc, at + 14);
  out.writeUInt32LE(size, at + 18);
  out.writeUInt32LE(size, at + 22);
  out.writeUInt16LE(name.length, at + 26);
  out.writeUInt16LE(0, at + 28);
  name.copy(out, at + LOCAL_HEADER);
}

function writeCentralHeader(
  out: Buffer,
  at: number,
  name: Buffer,
  crc: number,
  size: number,
  offset: number,
) {
  out.writeUInt32LE(0x02014b50, at);
  out.writeUInt16LE(20, at + 4); // made by
  out.writeUInt16LE(20, at + 6); // needed
  out.writeUInt16LE(UTF8_NAME, at + 8);
  out.writeUInt16LE(0, at + 10);
  out.writeUInt16LE(0, at + 12);
  out.writeUInt16LE(DOS_DATE, at + 14);
  out.writeUInt32LE(crc, at + 16);
  out.writeUInt32LE(size, at + 20);
  out.writeUInt32LE(size, at + 24);
  out.writeUInt16LE(name.length, at + 28);
  out.fill(0, at + 30, at + 42); // extra, comment, disk, attributes
  out.writeUInt32LE(offset, at + 42);
  name.copy(out, at + CENTRAL_HEADER);
  return at + CENTRAL_HEADER + name.length;
}

function writeEndRecord(out: Buffer, at: number, count: number, size: number, offset: number): void {
  out.writeUInt32LE(0x06054b50, at);
  out.fill(0, at + 4, at + 8); // disks
  out.writeUInt16LE(count, at + 8);
  out.writeUInt16LE(count, at + 10);
  out.writeUInt32LE(size, at + 12);
  out.writeUInt32LE(offset, at + 16);
  out.writeUInt16LE(0, at + 20);
}

/** Rethrows a refusal; anything else (yauzl, zlib) means the zip is not what it claims. */
function malformed(error: unknown): never {
  if (error instanceof AppError) throw error;
  refuse('spreadsheet-malformed');
}

/** The longest tag name accepted; longer ones are not XML an Office program writes. */
const MAX_NAME = 256;
/** The longest local name compared (`dataValidations`, `threadedComment`). */
const MAX_LOCAL = 16;

/** Scanner states: between tags (or in one after its name), just after `<`, in a tag name. */
const TEXT = 0;
const OPEN = 1;
const NAME = 2;

const ROW = Buffer.from('row');
const SI = Buffer.from('si');
const SST_ITEM = Buffer.from('sstItem');
const CELL = Buffer.from('c');

/**
 * Counts, over the bytes of each part as they are inflated, the tags parsers build objects from:
 * every start tag, `<row>` (per part: a part is a sheet), `<c>`, and shared-string items (`</si>`,
 * `</sstItem>`). A namespace prefix (`<x:c>`) counts like the bare name, as the parsers accept
 * both. It counts a superset (tags in comments or CDATA too), never fewer than a parser sees. One
 * pass over the bytes; the state carries over chunk boundaries. It also renames the ignored tags
 * in the copy (see {@link CheckedXlsxOptions.ignore}).
 */
class XmlTally {
  /** Whether the current part had a tag renamed. */
  renamed = false;
  private elements = 0;
  private cells = 0;
  private strings = 0;
  private rowStarts = 0;
  private rowEnds = 0;
  private part = '';
  private first = true;
  private state = TEXT;
  private closing = false;
  private startsElement = false;
  private nameLength = 0;
  private prefixed = false;
  /** The name after its last `:` (its first {@link MAX_LOCAL} bytes) and where it starts in the copy. */
  private readonly local = Buffer.alloc(MAX_LOCAL);
  private localLength = 0;
  private localAt = 0;
  private readonly ignored: readonly Buffer[];
  private readonly ignorePrefixed: boolean;

  constructor(
    private readonly limits: SpreadsheetLimits,
    ignore: CheckedXlsxOptions['ignore'],
  ) {
    this.ignored = (ignore?.names ?? []).map((name) => Buffer.from(name));
    this.ignorePrefixed = ignore?.prefixed ?? false;
  }

  startPart(name: string): void {
    this.part = name;
    this.first = true;
    this.renamed = false;
    this.state = TEXT;
    this.rowStarts = 0;
    this.rowEnds = 0;
  }

  /** Scans a chunk that sits at `at` in `out` (where renamed tags are patched). */
  push(chunk: Buffer, out: Buffer, at: number): void {
    if (this.first && chunk.length > 0) {
      this.first = false;
      // a UTF-16 part hides its tags from a byte count; the parsers decode it only after a BOM
      if (/\.(?:xml|rels|vml)$/i.test(this.part) && isUtf16Bom(chunk))
        refuse('spreadsheet-malformed', { entry: this.part });
    }
    const local = this.local;
    let state = this.state;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (state === TEXT) {
        if (byte === 0x3c) state = OPEN;
        continue;
      }
      if (state === OPEN) {
        this.closing = byte === 0x2f;
        // a letter, `_` or a non-ASCII byte starts an element; `<?`, `<!` and the like do not
        this.startsElement =
          (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || byte === 0x5f || byte >= 0x80;
        this.nameLength = 0;
        this.localLength = 0;
        this.localAt = at + i + (this.closing ? 1 : 0);
        this.prefixed = false;
        state = NAME;
        if (this.closing) continue;
      }
      // in a name: white space, `/`, `>` or `<` ends it
      if (
        byte === 0x20 ||
        byte === 0x3e ||
        byte === 0x2f ||
        byte === 0x0a ||
        byte === 0x0d ||
        byte === 0x09 ||
        byte === 0x3c
      ) {
        this.tag(out);
        state = byte === 0x3c ? OPEN : TEXT;
        continue;
      }
      if (++this.nameLength > MAX_NAME) refuse('spreadsheet-malformed', { entry: this.part });
      if (byte === 0x3a) {
        this.localLength = 0;
        this.localAt = at + i + 1;
        this.prefixed = true;
      } else {
        if (this.localLength < MAX_LOCAL) local[this.localLength] = byte;
        this.localLength += 1;
      }
    }
    this.state = state;
  }

  endPart(): void {
    const rows = Math.max(this.rowStarts, this.rowEnds);
    if (rows > this.limits.maxRows) refuse('spreadsheet-too-many-rows', { limit: this.limits.maxRows });
  }

  /** Whether the local name just read is `name`. */
  private is(name: Buffer): boolean {
    if (this.localLength !== name.length) return false;
    for (let i = 0; i < name.length; i++) if (this.local[i] !== name[i]) return false;
    return true;
  }

  /** A tag name has ended: count it, rename it if ignored. */
  private tag(out: Buffer): void {
    const limits = this.limits;
    if (this.ignored.length > 0 && this.localLength > 0 && (this.ignorePrefixed || !this.prefixed)) {
      for (const name of this.ignored) {
        if (this.is(name)) {
          out[this.localAt] = 0x78; // x
          this.renamed = true;
          break;
        }
      }
    }
    const isRow = this.is(ROW);
    if (this.closing) {
      if (isRow) {
        this.rowEnds += 1;
        if (this.rowEnds > limits.maxRows) refuse('spreadsheet-too-many-rows', { limit: limits.maxRows });
      } else if (this.is(SI) || this.is(SST_ITEM)) {
        this.strings += 1;
        if (this.strings > limits.maxSharedStrings)
          refuse('spreadsheet-too-many-shared-strings', { limit: limits.maxSharedStrings });
      }
      return;
    }
    if (!this.startsElement) return;
    this.elements += 1;
    if (this.elements > limits.maxElements) refuse('spreadsheet-too-complex', { limit: limits.maxElements });
    if (this.is(CELL)) {
      this.cells += 1;
      if (this.cells > limits.maxCells) refuse('spreadsheet-too-many-cells', { limit: limits.maxCells });
    } else if (isRow) {
      this.rowStarts += 1;
      if (this.rowStarts > limits.maxRows) refuse('spreadsheet-too-many-rows', { limit: limits.maxRows });
    }
  }
}

function isUtf16Bom(bytes: Buffer): boolean {
  const [a, b, c] = bytes;
  // SheetJS tests bytes 1–2 for the big-endian mark
  return (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff) || (b === 0xfe && c === 0xff);
}

/** The A1 address of a 0-based column and a 1-based row. */
export function cellAddress(column: number, row: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row}`;
}

/**
 * Checks the used range of the sheet that is read, before its cells are turned into rows: the last
 * row and column (counted from A1) and the range's area, which is what a rows-of-cells copy fills.
 */
export function checkSheetExtent(extent: { rows: number; columns: number }, limits: SpreadsheetLimits): void {
  if (extent.rows > limits.maxRows) refuse('spreadsheet-too-many-rows', { limit: limits.maxRows });
  if (extent.columns > limits.maxColumns)
    refuse('spreadsheet-too-many-columns', { limit: limits.maxColumns });
  if (extent.rows * extent.columns > limits.maxCells)
    refuse('spreadsheet-too-many-cells', { limit: limits.maxCells });
}

/** Checks a sheet read into rows of cell texts: its extent and every cell's length (naming the first long cell). */
export function checkGrid(grid: readonly (readonly string[])[], limits: SpreadsheetLimits): void {
  let columns = 0;
  for (const row of grid) columns = Math.max(columns, row.length);
  checkSheetExtent({ rows: grid.length, columns }, limits);
  for (const [r, row] of grid.entries()) {
    for (const [c, text] of row.entries()) {
      if (text.length > limits.maxCellLength)
        refuse('spreadsheet-cell-too-long', { cell: cellAddress(c, r + 1), limit: limits.maxCellLength });
    }
  }
}
