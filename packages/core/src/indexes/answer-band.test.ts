import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerBand, isAnswer } from './answer-band';
import { addBandCounts, countBands, EMPTY_BAND_COUNTS, totalAnswers } from './band-counts';

describe('answer bands (spec 2 §1, graphs.md "Vocabulary")', () => {
  it.each([
    [1, 'negative'],
    [2, 'negative'],
    [3, 'middle'],
    [4, 'middle'],
    [5, 'positive'],
    [6, 'positive'],
  ] as const)('answer %i is %s', (value, band) => {
    expect(answerBand(value)).toBe(band);
    expect(isAnswer(value)).toBe(true);
  });

  it.each([0, 7, -1, 2.5, Number.NaN, null, undefined])('%s is not an answer', (value) => {
    expect(answerBand(value)).toBeNull();
    expect(isAnswer(value)).toBe(false);
  });

  it('counts only 1..6 into bands', () => {
    expect(countBands([1, 2, 3, 5, 6, 6, 0, 7, null, undefined])).toEqual({
      negative: 2,
      middle: 1,
      positive: 3,
    });
  });

  it('pools band counts by adding them, and the total is their sum', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: -2, max: 9 }))), (groups) => {
        const pooled = addBandCounts(EMPTY_BAND_COUNTS, ...groups.map(countBands));
        expect(pooled).toEqual(countBands(groups.flat()));
        expect(totalAnswers(pooled)).toBe(groups.flat().filter((v) => v >= 1 && v <= 6).length);
      }),
    );
  });
});
