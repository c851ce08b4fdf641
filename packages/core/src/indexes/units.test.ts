import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type Count,
  asCount,
  type Percent,
  asPercent,
  shareOf,
  type Share,
  asShare,
  shareToPercent,
} from './units';

describe('branded units (style.md §7, graphs.md "Numbers")', () => {
  it('accepts values in range', () => {
    expect(asPercent(0)).toBe(0);
    expect(asPercent(100)).toBe(100);
    expect(asShare(0.25)).toBe(0.25);
    expect(asCount(7)).toBe(7);
  });

  it.each([
    ['percent', () => asPercent(Number.POSITIVE_INFINITY)],
    ['percent', () => asPercent(-1)],
    ['percent', () => asPercent(Number.NaN)],
    ['share', () => asShare(1.5)],
    ['count', () => asCount(1.5)],
    ['count', () => asCount(-1)],
  ])('rejects an out-of-range %s', (_unit, make) => {
    expect(make).toThrow(RangeError);
  });

  it('converts a share to a percent and a ratio of counts to a share', () => {
    expect(shareToPercent(asShare(0.5))).toBe(50);
    expect(shareOf(asCount(1), asCount(4))).toBe(0.25);
    expect(shareOf(asCount(0), asCount(0))).toBeNull();
  });

  it('keeps the units apart in the type system', () => {
    expectTypeOf<Percent>().not.toEqualTypeOf<Share>();
    expectTypeOf<Percent>().not.toExtend<Count>();
    expectTypeOf<Share>().not.toExtend<Percent>();
    expectTypeOf<Count>().toExtend<number>();
    // @ts-expect-error a plain number is not a Percent
    const unbranded: Percent = 5;
    expect(unbranded).toBe(5);
  });
});
