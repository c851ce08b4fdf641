import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuestionFilterAnswers } from './question-filter-answers';

describe('question filter answers parsing (spec 2 §5)', () => {
  it.each([
    ['5,6', [5, 6]],
    [' 1 , 2 ,3 ', [1, 2, 3]],
    ['', []],
    [',,5,,', [5]],
    ['a, 4, 2.5, -1, +3, 1e2, 0x1, 6', [4, 6]],
    ['0', [0]],
    ['99999999999999999999', []],
  ])('%j parses to %j', (text, expected) => {
    expect(parseQuestionFilterAnswers(text)).toEqual(expected);
  });

  it('keeps every whole number of a comma-joined list, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), (numbers) => {
        expect(parseQuestionFilterAnswers(numbers.join(','))).toEqual(numbers);
      }),
    );
  });

  it('returns only whole numbers present in the text, never more entries than commas + 1', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseQuestionFilterAnswers(text);
        expect(parsed.length).toBeLessThanOrEqual(text.split(',').length);
        for (const n of parsed) {
          expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
          expect(text).toContain(String(n));
        }
      }),
    );
  });

  it('drops invalid entries mixed among valid ones without losing the valid ones', () => {
    const junk = fc.string().filter((s) => !/^\s*\d+\s*$/.test(s) && !s.includes(','));
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat().map(String), junk)), (entries) => {
        const valid = entries.filter((e) => /^\d+$/.test(e)).map(Number);
        expect(parseQuestionFilterAnswers(entries.join(','))).toEqual(valid);
      }),
    );
  });
});
