import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, parseCsv, UTF8_BOM, writeCsv } from './csv';

describe('csv downloads (spec 2 §7, docs/security.md "Downloads")', () => {
  it('quotes every field, doubling the quotes inside', () => {
    expect(
      writeCsv([
        ['key', 'hu'],
        ['a', 'x, "y"\nz;w'],
      ]),
    ).toBe('"key","hu"\r\n"a","x, ""y""\nz;w"\r\n');
  });

  it('round-trips any table of texts', () => {
    const table = fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(table, (rows) => {
        // a row of one empty field is written as an empty line, which reads back as one empty field
        return JSON.stringify(parseCsv(writeCsv(rows))) === JSON.stringify(rows);
      }),
    );
  });

  it('reads a BOM, LF line ends and semicolon-separated files', () => {
    expect(parseCsv(`${UTF8_BOM}key;hu;en\nk;"a;b";c`)).toEqual([
      ['key', 'hu', 'en'],
      ['k', 'a;b', 'c'],
    ]);
  });

  it('refuses an unterminated quote', () => {
    expect(parseCsv('key,hu\nk,"open')).toBeNull();
  });

  it('decodes UTF-8 and falls back to Windows-1250', () => {
    expect(decodeCsvBytes(Buffer.from('Őrség', 'utf8'))).toBe('Őrség');
    expect(decodeCsvBytes(Uint8Array.from([0xd5, 0x72, 0x73, 0xe9, 0x67]))).toBe('Őrség');
  });
});
