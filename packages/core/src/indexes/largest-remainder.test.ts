import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBands } from './band-counts';
import { bandDistribution, largestRemainderPercents } from './largest-remainder';
import { asCount } from './units';

const band = (negative: number, middle: number, positive: number) => ({
  negative: asCount(negative),
  middle: asCount(middle),
  positive: asCount(positive),
});

describe('largest-remainder distribution (graphs.md "Numbers", finer point 3)', () => {
  it.each([
    // 1/3 each: remainders tie, the leftover point goes to negative (band order).
    [band(1, 1, 1), { negative: 34, middle: 33, positive: 33 }],
    // 33.33 / 66.67: the larger remainder (positive) takes the point.
    [band(1, 0, 2), { negative: 33, middle: 0, positive: 67 }],
    // 16.67 / 16.67 / 66.67: all remainders tie, the two leftover points go to negative and middle.
    [band(1, 1, 4), { negative: 17, middle: 17, positive: 66 }],
    [band(0, 0, 5), { negative: 0, middle: 0, positive: 100 }],
    [band(1, 2, 1), { negative: 25, middle: 50, positive: 25 }],
  ])('%o distributes to %o', (counts, expected) => {
    expect(bandDistribution(counts)).toEqual(expected);
  });

  it('has no distribution without answers', () => {
    expect(bandDistribution(countBands([]))).toBeNull();
    expect(largestRemainderPercents([asCount(0), asCount(0)])).toBeNull();
  });

  it('always sums to 100 and each part is within 1 of its exact share', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (n, m, p) => {
        fc.pre(n + m + p > 0);
        const d = bandDistribution(band(n, m, p))!;
        expect(d.negative + d.middle + d.positive).toBe(100);
        const total = n + m + p;
        for (const [part, c] of [
          [d.negative, n],
          [d.middle, m],
          [d.positive, p],
        ] as const) {
          expect(Number.isInteger(part)).toBe(true);
          expect(Math.abs(part - (100 * c) / total)).toBeLessThan(1);
        }
      }),
    );
  });

  it('gives a leftover point to the earlier band when remainders tie', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        const d = bandDistribution(band(n, n, n))!;
        expect([d.negative, d.middle, d.positive]).toEqual([34, 33, 33]);
      }),
    );
  });

  it('works for any number of parts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(500), { minLength: 1, maxLength: 12 }), (parts) => {
        fc.pre(parts.some((x) => x > 0));
        const percents = largestRemainderPercents(parts.map(asCount))!;
        expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
      }),
    );
  });
});
