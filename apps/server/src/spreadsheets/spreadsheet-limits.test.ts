import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { AppError } from '../errors';
import {
  bombXlsx,
  deflatedPart,
  lyingXlsx,
  repeatedPart,
  SHEET_HEAD,
  SHEET_TAIL,
  storedPart,
  xlsxOf,
  zipOf,
} from '../test/spreadsheet-bombs';
import {
  COLLECTORS_LIMITS,
  type CheckedXlsxOptions,
  cellAddress,
  checkedXlsx,
  checkGrid,
  checkSheetExtent,
  MANUAL_IMPORT_LIMITS,
  type SpreadsheetLimits,
} from './spreadsheet-limits';

/** Small limits, so that each rule is reached by a small file. */
const LIMITS: SpreadsheetLimits = {
  maxEntries: 10,
  maxEntryBytes: 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024,
  maxElements: 10_000,
  maxRows: 100,
  maxColumns: 10,
  maxCells: 1_000,
  maxSharedStrings: 50,
  maxCellLength: 20,
};

/** The code and details of the refusal of `run`, or 'accepted'. */
async function refusal(run: () => Promise<unknown> | unknown) {
  try {
    await run();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.status, ...error.details };
  }
}

const check = (file: Buffer, limits = LIMITS, options?: CheckedXlsxOptions) =>
  refusal(() => checkedXlsx(file, limits, options));

/** The parts of a stored zip as name → text. */
async function partsOf(zip: Buffer): Promise<Record<string, string>> {
  const file = await fromBufferPromise(zip);
  const parts: Record<string, string> = {};
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    expect(crc32(data), entry.fileName).toBe(entry.crc32);
    parts[entry.fileName] = data.toString('utf8');
  }
  return parts;
}

const sheetXml = (inner: string) => deflatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD + inner + SHEET_TAIL);

describe('spreadsheet limits: the Central Directory, before anything is inflated', () => {
  it('too many entries: refused from the end record’s count (spreadsheet-too-many-entries, 422)', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => storedPart(`p${i}.xml`, '<a/>'));
    expect(await check(zipOf(parts))).toEqual({
      code: 'spreadsheet-too-many-entries',
      status: 422,
      limit: 10,
    });
    expect(await check(zipOf(parts.slice(0, 10)))).toBe('accepted');
  });

  it('a part declared larger than the per-part limit: a 400 MiB zip bomb is refused in milliseconds (413)', async () => {
    const started = performance.now();
    expect(await check(bombXlsx(400), MANUAL_IMPORT_LIMITS)).toEqual({
      code: 'spreadsheet-too-large-inflated',
      status: 413,
      entry: 'xl/worksheets/sheet1.xml',
      limit: MANUAL_IMPORT_LIMITS.maxEntryBytes,
    });
    // nothing is inflated: the answer comes from the Central Directory alone
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('parts whose declared sizes add up past the total limit (413)', async () => {
    const part = (name: string) => repeatedPart(name, '<a>', ' '.repeat(1024), 700, '</a>');
    expect(await check(zipOf([part('a.xml'), part('b.xml')]))).toBe('accepted');
    expect(await check(zipOf([part('a.xml'), part('b.xml'), part('c.xml')]))).toEqual({
      code: 'spreadsheet-too-large-inflated',
      status: 413,
      limit: LIMITS.maxTotalBytes,
    });
  });

  it('an encrypted part or one of another compression method (spreadsheet-unsupported-zip, 422)', async () => {
    const plain = deflatedPart('xl/worksheets/sheet1.xml', '<worksheet/>');
    expect(await check(zipOf([{ ...plain, flags: 1 }]))).toEqual({
      code: 'spreadsheet-unsupported-zip',
      status: 422,
      entry: 'xl/worksheets/sheet1.xml',
    });
    // 12: bzip2, 14: LZMA, 9: deflate64
    for (const method of [12, 14, 9]) {
      expect(await check(zipOf([{ ...plain, method }]))).toMatchObject({
        code: 'spreadsheet-unsupported-zip',
      });
    }
  });

  it('a malformed directory: no end record, a bad signature, an offset out of the file, twin names (422)', async () => {
    const good = zipOf([deflatedPart('a.xml', '<a/>')]);
    const badSignature = Buffer.from(good);
    badSignature.writeUInt32LE(0x12345678, good.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    const outOfFile = Buffer.from(good);
    outOfFile.writeUInt32LE(good.length * 2, good.length - 6);
    const twins = zipOf([deflatedPart('a.xml', '<a/>'), deflatedPart('A.XML', '<b/>')]);
    for (const file of [
      Buffer.from('PK\x03\x04 not a zip at all'),
      good.subarray(0, good.length - 10),
      badSignature,
      outOfFile,
      twins,
    ]) {
      expect(await check(file)).toMatchObject({ code: 'spreadsheet-malformed', status: 422 });
    }
  });
});

describe('spreadsheet limits: inflating, counting the real bytes', () => {
  it('a part that inflates past its declared size stops at the first chunk over it (spreadsheet-malformed)', async () => {
    // declares 1 KiB, inflates to 400 MiB
    const started = performance.now();
    expect(await check(lyingXlsx(400), MANUAL_IMPORT_LIMITS)).toEqual({
      code: 'spreadsheet-malformed',
      status: 422,
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('a part that inflates short of its declared size, or to another CRC (spreadsheet-malformed)', async () => {
    const part = deflatedPart('a.xml', '<a>some text</a>');
    expect(await check(zipOf([{ ...part, size: part.size + 1 }]))).toMatchObject({
      code: 'spreadsheet-malformed',
    });
    expect(await check(zipOf([{ ...part, crc: part.crc ^ 1 }]))).toMatchObject({
      code: 'spreadsheet-malformed',
    });
    expect(await check(zipOf([{ ...part, data: Buffer.from('not deflate data') }]))).toMatchObject({
      code: 'spreadsheet-malformed',
    });
  });

  it('gives the parser a stored copy of the kept parts; the others are never inflated', async () => {
    const sheet = sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>');
    const broken = { ...deflatedPart('xl/media/image1.png', 'png'), data: Buffer.from('garbage') };
    const copy = await checkedXlsx(xlsxOf(sheet, [broken]), LIMITS, {
      keep: (name) => !name.endsWith('.png'),
    });
    const parts = await partsOf(copy);
    expect(Object.keys(parts)).not.toContain('xl/media/image1.png');
    expect(parts['xl/worksheets/sheet1.xml']).toBe(
      `${SHEET_HEAD}<row r="1"><c r="A1"><v>1</v></c></row>${SHEET_TAIL}`,
    );
    // the copy stores, it does not compress: nothing in it can inflate again
    const zip = await fromBufferPromise(copy);
    for await (const entry of zip.eachEntry()) expect(entry.compressionMethod).toBe(0);
  });

  it('too many rows in one part, by start or end tags (spreadsheet-too-many-rows)', async () => {
    const rows = (n: number) => sheetXml('<row><c><v>1</v></c></row>'.repeat(n));
    expect(await check(xlsxOf(rows(100)))).toBe('accepted');
    expect(await check(xlsxOf(rows(101)))).toEqual({
      code: 'spreadsheet-too-many-rows',
      status: 422,
      limit: 100,
    });
    expect(await check(xlsxOf(sheetXml('</row>'.repeat(101))))).toMatchObject({
      code: 'spreadsheet-too-many-rows',
    });
  });

  it('too many cells, with or without a namespace prefix (spreadsheet-too-many-cells)', async () => {
    const cells = (n: number, tag = 'c') => sheetXml(`<row>${`<${tag}><v>1</v></${tag}>`.repeat(n)}</row>`);
    expect(await check(xlsxOf(cells(1_000)))).toBe('accepted');
    expect(await check(xlsxOf(cells(1_001)))).toEqual({
      code: 'spreadsheet-too-many-cells',
      status: 422,
      limit: 1_000,
    });
    expect(await check(xlsxOf(cells(1_001, 'x:c')))).toMatchObject({ code: 'spreadsheet-too-many-cells' });
    // a tag name that only starts like a cell is not one
    expect(await check(xlsxOf(cells(1_001, 'col')))).toBe('accepted');
  });

  it('counts tags cut by the 16 KiB inflate chunks exactly once', async () => {
    // each unit shifts the next `<c/>` by one byte against the chunk boundaries
    const unit = `${' '.repeat(16_381)}<c/>`;
    const part = repeatedPart('xl/worksheets/sheet1.xml', '<sheetData>', unit, 60, '</sheetData>');
    expect(await check(xlsxOf(part), { ...LIMITS, maxCells: 60 })).toBe('accepted');
    expect(await check(xlsxOf(part), { ...LIMITS, maxCells: 59 })).toMatchObject({
      code: 'spreadsheet-too-many-cells',
    });
    const names = repeatedPart(
      'xl/worksheets/sheet1.xml',
      '<sheetData>',
      `${' '.repeat(16_379)}<x:row>`,
      60,
      '</sheetData>',
    );
    expect(await check(xlsxOf(names), { ...LIMITS, maxRows: 60 })).toBe('accepted');
    expect(await check(xlsxOf(names), { ...LIMITS, maxRows: 59 })).toMatchObject({
      code: 'spreadsheet-too-many-rows',
    });
  });

  it('too many shared strings (spreadsheet-too-many-shared-strings)', async () => {
    const sst = (n: number) =>
      deflatedPart('xl/sharedStrings.xml', `<sst>${'<si><t>a</t></si>'.repeat(n)}</sst>`);
    expect(await check(xlsxOf(sheetXml(''), [sst(50)]))).toBe('accepted');
    expect(await check(xlsxOf(sheetXml(''), [sst(51)]))).toEqual({
      code: 'spreadsheet-too-many-shared-strings',
      status: 422,
      limit: 50,
    });
  });

  it('too many XML elements in all parts the parser reads (spreadsheet-too-complex)', async () => {
    const styles = (n: number) =>
      deflatedPart('xl/styles.xml', `<styleSheet>${'<xf/>'.repeat(n)}</styleSheet>`);
    const base = await partsOf(await checkedXlsx(xlsxOf(sheetXml(''), [styles(0)]), LIMITS));
    const elements =
      Object.values(base)
        .join('')
        .match(/<[A-Za-z_]/g)?.length ?? 0;
    const room = LIMITS.maxElements - elements;
    expect(await check(xlsxOf(sheetXml(''), [styles(room)]))).toBe('accepted');
    expect(await check(xlsxOf(sheetXml(''), [styles(room + 1)]))).toEqual({
      code: 'spreadsheet-too-complex',
      status: 422,
      limit: LIMITS.maxElements,
    });
  });

  it('a UTF-16 XML part, whose tags a byte count cannot see (spreadsheet-malformed)', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<worksheet/>', 'utf16le')]);
    expect(await check(xlsxOf(deflatedPart('xl/worksheets/sheet1.xml', utf16)))).toEqual({
      code: 'spreadsheet-malformed',
      status: 422,
      entry: 'xl/worksheets/sheet1.xml',
    });
  });

  it('an endless tag name (spreadsheet-malformed)', async () => {
    expect(await check(xlsxOf(sheetXml(`<${'a'.repeat(300)}/>`)))).toMatchObject({
      code: 'spreadsheet-malformed',
    });
  });

  it('renames the ignored tags in the copy, same length, and keeps its CRCs right', async () => {
    const inner =
      '<row><c r="A1"><v>1</v></c></row></sheetData><x:hyperlinks><x:hyperlink ref="A1:XFD1048576"/></x:hyperlinks><mergeCells><mergeCell ref="A1:B2"/></mergeCells><sheetData>';
    const file = xlsxOf(sheetXml(inner));
    const prefixed = await partsOf(
      await checkedXlsx(file, LIMITS, { ignore: { names: ['hyperlink'], prefixed: true } }),
    );
    expect(prefixed['xl/worksheets/sheet1.xml']).toContain(
      '<x:xyperlink ref="A1:XFD1048576"/></x:hyperlinks>',
    );
    const bare = await partsOf(
      await checkedXlsx(file, LIMITS, {
        ignore: { names: ['hyperlink', 'mergeCells', 'mergeCell'], prefixed: false },
      }),
    );
    expect(bare['xl/worksheets/sheet1.xml']).toContain('<x:hyperlink ref=');
    expect(bare['xl/worksheets/sheet1.xml']).toContain('<xergeCells><xergeCell ref="A1:B2"/></xergeCells>');
  });

  it('accepts the collectors sample’s own size of file under the collectors limits', async () => {
    const rows = Array.from(
      { length: 500 },
      (_, r) => `<row r="${r + 1}">${'<c t="s"><v>1</v></c>'.repeat(12)}</row>`,
    );
    expect(await check(xlsxOf(sheetXml(rows.join(''))), COLLECTORS_LIMITS)).toBe('accepted');
  });
});

describe('spreadsheet limits: the parsed sheet', () => {
  it('rows, columns and the area of the used range', async () => {
    const extent = (rows: number, columns: number, limits = LIMITS) =>
      refusal(() => checkSheetExtent({ rows, columns }, limits));
    expect(await extent(100, 10)).toBe('accepted');
    expect(await extent(101, 1)).toEqual({ code: 'spreadsheet-too-many-rows', status: 422, limit: 100 });
    expect(await extent(1, 11)).toEqual({ code: 'spreadsheet-too-many-columns', status: 422, limit: 10 });
    expect(await extent(100, 10, { ...LIMITS, maxCells: 999 })).toEqual({
      code: 'spreadsheet-too-many-cells',
      status: 422,
      limit: 999,
    });
  });

  it('a cell longer than the limit, named by its address (spreadsheet-cell-too-long)', async () => {
    expect(await refusal(() => checkGrid([['a'.repeat(20)]], LIMITS))).toBe('accepted');
    expect(await refusal(() => checkGrid([['ok'], ['', '', 'a'.repeat(21)]], LIMITS))).toEqual({
      code: 'spreadsheet-cell-too-long',
      status: 422,
      cell: 'C2',
      limit: 20,
    });
  });

  it('names cells as A1 addresses', () => {
    expect([cellAddress(0, 1), cellAddress(25, 7), cellAddress(26, 2), cellAddress(255, 9)]).toEqual([
      'A1',
      'Z7',
      'AA2',
      'IV9',
    ]);
  });
});

describe('spreadsheet limits: the values', () => {
  it('let the largest legitimate manual import through: 40,001 rows × 100 columns', () => {
    const limits = MANUAL_IMPORT_LIMITS;
    expect(limits.maxRows).toBeGreaterThanOrEqual(40_001);
    expect(limits.maxColumns).toBeGreaterThanOrEqual(100);
    expect(limits.maxCells).toBeGreaterThanOrEqual(40_001 * 100);
    // ~27 bytes and ~2 elements a cell
    expect(limits.maxEntryBytes).toBeGreaterThanOrEqual(40_001 * 100 * 27);
    expect(limits.maxElements).toBeGreaterThanOrEqual(40_001 * 100 * 2);
  });

  it('keep the stored copy within plain zip (no zip64): under 4 GiB and 65,535 entries', () => {
    for (const limits of [MANUAL_IMPORT_LIMITS, COLLECTORS_LIMITS]) {
      expect(limits.maxTotalBytes).toBeLessThan(2 ** 32 - 2 ** 24);
      expect(limits.maxEntries).toBeLessThan(0xffff);
      expect(limits.maxEntryBytes).toBeLessThanOrEqual(limits.maxTotalBytes);
    }
  });
});
