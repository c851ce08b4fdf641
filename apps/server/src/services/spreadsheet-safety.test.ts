import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, neutraliseCsvCell, restoreCell, restoreCsvCell } from './spreadsheet-safety';

describe('spreadsheet cell neutralising', () => {
  it('prefixes cells beginning with =, +, -, @, tab or CR', () => {
    for (const text of ['=1+1', '+36 1', '-5', '@SUM(A1)', '\tx', '\ry']) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
    expect(neutraliseCell("'=already quoted")).toBe("''=already quoted");
  });

  it('prefixes them after leading spaces too, which spreadsheet programs trim (" =1+1")', () => {
    for (const text of [' =1+1', '   @SUM(A1)', '\u00a0-2+3', " '=1", ' \t']) {
      expect(neutraliseCell(text), JSON.stringify(text)).toBe(`'${text}`);
      expect(restoreCell(neutraliseCell(text))).toBe(text);
    }
    expect(neutraliseCsvCell('a; =1+1')).toBe("a;' =1+1");
    expect(neutraliseCsvCell('a,  +1')).toBe("a,'  +1");
    expect(neutraliseCell(' Budapest')).toBe(' Budapest');
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['Budapest', 'a=b', '', "it's", "'quoted"]) expect(neutraliseCell(text)).toBe(text);
  });

  it('round-trips every text losslessly', () => {
    fc.assert(fc.property(fc.string(), (text) => restoreCell(neutraliseCell(text)) === text));
  });

  it('never writes a cell that starts a formula', () => {
    const text = fc.string({ unit: fc.constantFrom(' ', '\u00a0', "'", '=', '+', '@', '\t', 'a') });
    for (const arbitrary of [fc.string(), text]) {
      fc.assert(fc.property(arbitrary, (value) => !/^\p{Zs}*[=+\-@\t\r]/u.test(neutraliseCell(value))));
    }
  });
});

describe('csv fields, split at any separator (`,` `;` tab) by spreadsheet programs (hostile input)', () => {
  it('neutralises the start of the value and every segment after a semicolon, comma or tab', () => {
    expect(neutraliseCsvCell('Hello;=1+1')).toBe("Hello;'=1+1");
    expect(neutraliseCsvCell('=A1;@B;c')).toBe("'=A1;'@B;c");
    expect(neutraliseCsvCell("a;'=b")).toBe("a;''=b");
    expect(neutraliseCsvCell('a;b, c-d')).toBe('a;b, c-d');
    expect(neutraliseCsvCell('x,=cmd|x')).toBe("x,'=cmd|x");
    expect(neutraliseCsvCell('\t=1')).toBe("'\t'=1");
  });

  it('round-trips every text losslessly, semicolons and apostrophes included', () => {
    const text = fc.string({ unit: fc.constantFrom(';', ',', "'", '=', '-', 'a', '\t', ' ') });
    fc.assert(fc.property(text, (value) => restoreCsvCell(neutraliseCsvCell(value)) === value));
    fc.assert(fc.property(fc.string(), (value) => restoreCsvCell(neutraliseCsvCell(value)) === value));
  });

  it('never leaves a segment that starts a formula', () => {
    const text = fc.string({ unit: fc.constantFrom(';', ',', '\t', "'", '=', '+', '@', 'a', ' ') });
    fc.assert(
      fc.property(text, (value) =>
        neutraliseCsvCell(value)
          .split(/[;,\t]/)
          .every((part) => !/^\p{Zs}*[=+\-@\t\r]/u.test(part)),
      ),
    );
  });
});
