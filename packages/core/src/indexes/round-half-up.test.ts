import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundedPercent, roundHalfUp } from './round-half-up';
import { asCount, asPercent } from './units';

describe('half-up rounding to whole percent (graphs.md "Numbers", spec 2 §9)', () => {
  it.each([
    [12.5, 13],
    [12.49, 12],
    [0.5, 1],
    [0.49999999999999994, 0],
    [99.5, 100],
    [50, 50],
    [0, 0],
  ])('%d rounds to %d', (value, expected) => {
    expect(roundHalfUp(asPercent(value))).toBe(expected);
  });

  it('is within one half of the value, whole, and moves halves up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => {
        const rounded = roundHalfUp(asPercent(value));
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5);
        if (rounded - value === -0.5) throw new Error(`half rounded down: ${value}`);
      }),
    );
  });

  it('keeps whole percents and sends n + 0.5 to n + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (n) => {
        expect(roundHalfUp(asPercent(n))).toBe(n);
        expect(roundHalfUp(asPercent(n + 0.5))).toBe(n + 1);
      }),
    );
  });

  it('is monotonic', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(roundHalfUp(asPercent(lo))).toBeLessThanOrEqual(roundHalfUp(asPercent(hi)));
        },
      ),
    );
  });

  it('rounds part/whole exactly: 1 of 8 is 13, 1 of 3 is 33, 2 of 3 is 67, no whole is null', () => {
    expect(roundedPercent(asCount(1), asCount(8))).toBe(13);
    expect(roundedPercent(asCount(1), asCount(3))).toBe(33);
    expect(roundedPercent(asCount(2), asCount(3))).toBe(67);
    expect(roundedPercent(asCount(0), asCount(0))).toBeNull();
  });

  it('rounds part/whole like the exact rational rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(), (whole, seed) => {
        const part = seed % (whole + 1);
        const rounded = roundedPercent(asCount(part), asCount(whole))!;
        // rounded is the unique integer r with r - 1/2 <= 100·part/whole < r + 1/2
        expect(2 * whole * rounded - whole).toBeLessThanOrEqual(200 * part);
        expect(200 * part).toBeLessThan(2 * whole * rounded + whole);
      }),
    );
  });
});
