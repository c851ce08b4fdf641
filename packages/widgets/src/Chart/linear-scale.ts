import { nice, ticks } from 'd3-array';

/** A linear map from a domain onto a range of px, with d3's tick values. */
export interface LinearScale {
  /** The px of a value (not clamped: a value outside the domain lands outside the range). */
  (value: number): number;
  /** The domain, after rounding to nice values when asked. */
  domain(): readonly [number, number];
  /** About `count` round values inside the domain (default 10), as d3-array's `ticks` picks them. */
  ticks(count?: number): number[];
}

/**
 * A linear scale written over d3-array's `nice` and `ticks`, which d3-scale's `scaleLinear` calls: the
 * same numbers without d3-scale's interpolators, which would bring d3-interpolate, d3-color and
 * d3-format into the embed's first script (docs/releasing.md "Size budgets"). `niceCount` rounds the
 * domain outwards to that many ticks' round values, as `scaleLinear().nice(count)` does.
 */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
  niceCount?: number,
): LinearScale {
  const [d0, d1] = niceCount === undefined ? domain : nice(domain[0], domain[1], niceCount);
  const [r0, r1] = range;
  const span = d1 - d0;
  // a domain of one value maps to the middle of the range, as d3's does
  const scale = ((value: number) => r0 + (r1 - r0) * (span ? (value - d0) / span : 0.5)) as LinearScale;
  scale.domain = () => [d0, d1];
  scale.ticks = (count = 10) => ticks(d0, d1, count);
  return scale;
}
