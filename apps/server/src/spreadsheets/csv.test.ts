import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { decodeCsvBytes, parseCsv, unifyLineBreaks } from './csv';
import { MANUAL_IMPORT_LIMITS, type SpreadsheetLimits } from './spreadsheet-limits';

const small: SpreadsheetLimits = {
  ...MANUAL_IMPORT_LIMITS,
  maxRows: 3,
  maxColumns: 3,
  maxCells: 8,
  maxCellLength: 5,
};

function refusal(text: string): unknown {
  try {
    parseCsv(text, small);
  } catch (error) {
    return error instanceof AppError ? { code: error.code, ...error.details } : error;
  }
  return null;
}

describe('csv reading (docs/import.md "The manual import", "Spreadsheet limits")', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and literal quotes inside an unquoted field', () => {
    expect(parseCsv('a,"b,c","d ""e""\nf",g"h\r\nx,,\r\n')).toEqual([
      ['a', 'b,c', 'd "e"\nf', 'g"h'],
      ['x', '', ''],
    ]);
  });

  it('a quoted field that goes on after its closing quote, or a quote never closed, is unreadable (null)', () => {
    expect(parseCsv('a,b\n"x"y,z\n')).toBeNull();
    expect(parseCsv('a,b\nc,"open\n')).toBeNull();
  });

  it('a row ends at CRLF, LF or CR as the file writes them; one final line break ends the last row, an empty line is an empty row', () => {
    const rows = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    expect(parseCsv('a,b\r\nc,d\r\n')).toEqual(rows);
    expect(parseCsv('a,b\nc,d')).toEqual(rows);
    expect(parseCsv('a,b\rc,d\r')).toEqual(rows);
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
    // Excel: CRLF between rows, LF inside a cell
    expect(parseCsv('"x\ny",b\r\nc,d\r\n')).toEqual([
      ['x\ny', 'b'],
      ['c', 'd'],
    ]);
  });

  it('unified line breaks end rows even where one file mixes them', () => {
    expect(parseCsv(unifyLineBreaks('a,b\r\nc,d\ne,f\rg,h'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reads the delimiter the file has: semicolon with commas in its cells, tab, comma', () => {
    expect(parseCsv('Hol dolgozol, melyik telephelyen?;b\r\nÉszaki, déli;2\r\n')).toEqual([
      ['Hol dolgozol, melyik telephelyen?', 'b'],
      ['Északi, déli', '2'],
    ]);
    expect(parseCsv('a, b\tc\n1\t2, 3\n')).toEqual([
      ['a, b', 'c'],
      ['1', '2, 3'],
    ]);
  });

  it('decodes by the byte-order mark (UTF-8, UTF-16LE, UTF-16BE), else as UTF-8 when valid, else as Windows-1250', () => {
    const text = 'Őrség;ű\r\n';
    const utf16le = Buffer.from(text, 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le]))).toBe(text);
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]))).toBe(text);
    expect(decodeCsvBytes(Buffer.from(text))).toBe(text);
    // Ő is 0xD5 and ű 0xFB in Windows-1250, neither valid UTF-8 there
    expect(decodeCsvBytes(Uint8Array.from([0xd5, 0x72, 0x73, 0xe9, 0x67, 0x3b, 0xfb, 0x0d, 0x0a]))).toBe(
      text,
    );
  });

  it('reads the same within the limits as without them', () => {
    expect(parseCsv('a;b\n1;2', small)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses too many rows, too many columns, too many cells and a too long field while reading', () => {
    expect(refusal('1\n2\n3\n4\n')).toEqual({ code: 'spreadsheet-too-many-rows', limit: 3 });
    expect(refusal('a,b,c,d\n')).toEqual({ code: 'spreadsheet-too-many-columns', limit: 3 });
    expect(refusal('a,b,c\na,b,c\na,b,c\n')).toEqual({ code: 'spreadsheet-too-many-cells', limit: 8 });
    expect(refusal('a,b\nc,"dddddd"\n')).toEqual({ code: 'spreadsheet-cell-too-long', cell: 'B2', limit: 5 });
  });

  it('refuses a line longer than any row within the limits, with the limit it breaks, without splitting all of it', () => {
    // within `small`, a row is at most 3 × (2 × 5 + 3) = 39 characters long
    expect(refusal(`a,b\n${','.repeat(1_000_000)}\n`)).toEqual({
      code: 'spreadsheet-too-many-columns',
      limit: 3,
    });
    expect(refusal(`a,b\nc,"${'d'.repeat(1_000_000)}"\n`)).toEqual({
      code: 'spreadsheet-cell-too-long',
      cell: 'B2',
      limit: 5,
    });
    // near the upload limit: split whole, this line would be 40 million cells (seconds and a GB); it is refused
    // from its start (how fast is for the benchmarks, not for a test)
    expect(() => parseCsv(','.repeat(39 * 1024 * 1024), MANUAL_IMPORT_LIMITS)).toThrow(
      expect.objectContaining({ code: 'spreadsheet-too-many-columns' }),
    );
    // the widest row within the limits, every field all doubled quotes, is read
    const quotes = `"${'""'.repeat(5)}"`;
    expect(parseCsv(`${quotes},${quotes},${quotes}\n`, small)).toEqual([['"""""', '"""""', '"""""']]);
  });
});
