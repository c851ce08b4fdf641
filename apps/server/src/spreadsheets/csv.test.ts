import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { parseCsv } from './csv';
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

describe('csv reading (docs/import.md "Spreadsheet limits")', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and literal quotes inside a field', () => {
    expect(parseCsv('a,"b,c","d ""e""\nf",g"h\r\n"x"y,,\n')).toEqual([
      ['a', 'b,c', 'd "e"\nf', 'g"h'],
      ['xy', '', ''],
    ]);
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
});
