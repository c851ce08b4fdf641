import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './csv-delimiter';

describe('csv delimiter detection (docs/import.md "The manual import")', () => {
  it('a semicolon file is semicolon-separated even when a heading and cells have commas (Excel, hu locale)', () => {
    const text = [
      'Respondent ID;Hol dolgozol, melyik telephelyen?;;Mennyire értesz egyet az alábbi állításokkal?',
      ';Response;Egyéb (kérjük, adja meg);Tudom, mi a dolgom',
      '114000000001;Északi üzem;;Egyetértek',
      '114000000002;Egyéb (kérjük, adja meg);Pécs, a belváros;Semleges',
    ].join('\r\n');
    expect(detectDelimiter(text)).toBe(';');
  });

  it('a tab file is tab-separated, commas and semicolons in its cells notwithstanding (Excel "Unicode text")', () => {
    expect(detectDelimiter('a, b;c\td\te\n1;2\t3, 4\t5\n')).toBe('\t');
  });

  it('delimiters inside quoted cells count for nothing', () => {
    // as semicolon-separated, each closing quote would be followed by a comma
    expect(detectDelimiter('"a;b;c","d;e;f"\n"1;2;3","4;5;6"\n')).toBe(',');
    expect(detectDelimiter('"a,b,c";"d,e"\n"1,2";"3,4,5"\n')).toBe(';');
  });

  it('of two delimiters that split the rows alike, the one giving more cells wins, then tab before semicolon before comma', () => {
    expect(detectDelimiter('a;b,c;d\n1;2,3;4\n')).toBe(';');
    expect(detectDelimiter('a,b,c;d\n1,2,3;4\n')).toBe(',');
    expect(detectDelimiter('Hol dolgozol, melyik telephelyen?;b\nÉszaki, déli;2\n')).toBe(';');
    expect(detectDelimiter('a, b\tc\n1\t2, 3\n')).toBe('\t');
  });

  it('a file of one column is comma-separated', () => {
    expect(detectDelimiter('collector_id\nC1\n')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });

  it('judges a file longer than its sample on the rows the sample holds whole', () => {
    // the sample (1 MiB) holds three rows whole and cuts the fourth in its x's, where neither
    // delimiter splits anything: counted, that row would make the comma (3 cells) the steadier one
    const row = `${'x'.repeat(300_000)};a;b;c;d,e,f\n`;
    expect(detectDelimiter(row.repeat(5))).toBe(';');
  });
});
