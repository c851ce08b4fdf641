import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from './spreadsheet-safety';

describe('spreadsheet cell neutralising (issue 4 §8)', () => {
  it('prefixes cells beginning with =, +, -, @, tab or CR', () => {
    for (const text of ['=1+1', '+36 1', '-5', '@SUM(A1)', '\tx', '\ry']) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
    expect(neutraliseCell("'=already quoted")).toBe("''=already quoted");
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['Budapest', 'a=b', '', "it's", "'quoted"]) expect(neutraliseCell(text)).toBe(text);
  });

  it('round-trips every text losslessly', () => {
    fc.assert(fc.property(fc.string(), (text) => restoreCell(neutraliseCell(text)) === text));
  });

  it('never writes a cell that starts a formula', () => {
    fc.assert(fc.property(fc.string(), (text) => !/^[=+\-@\t\r]/.test(neutraliseCell(text))));
  });
});
