import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { linearScale } from './linear-scale';

// the trend chart and the key-driver plot draw with linearScale where they used d3-scale's scaleLinear:
// the same domain, nice rounding, px and ticks keep every point where it was
describe('linearScale places values as d3-scale’s scaleLinear does', () => {
  const cases: { domain: [number, number]; range: [number, number]; nice?: number }[] = [
    { domain: [0, 100], range: [260, 0] },
    { domain: [0, 100], range: [52, 584] },
    { domain: [-0.37, 0.71], range: [320, 12], nice: 5 },
    { domain: [0, 0.15], range: [320, 12], nice: 5 },
    { domain: [-1, 1], range: [400, 12], nice: 5 },
    { domain: [0.3, 0.3], range: [100, 0] },
  ];
  it.each(cases)('domain $domain onto $range (nice $nice)', ({ domain, range, nice }) => {
    const ours = linearScale(domain, range, nice);
    const d3 = scaleLinear().domain(domain).range(range);
    if (nice !== undefined) d3.nice(nice);
    expect(ours.domain()).toEqual(d3.domain());
    for (const value of [domain[0], domain[1], 0, 0.25, 42.5, 100, -0.05])
      expect(ours(value)).toBeCloseTo(d3(value), 9);
    for (const count of [2, 5, 10]) expect(ours.ticks(count)).toEqual(d3.ticks(count));
  });
});

describe('a band scale with inner padding 1 places dates as d3-scale’s scalePoint does (the trend chart)', () => {
  it.each([1, 2, 7])('%i dates', (count) => {
    const dates = Array.from({ length: count }, (_, i) => i);
    const padding = count === 1 ? 0.5 : 0.2;
    const band = scaleBand<number>().domain(dates).range([0, 480]).paddingInner(1).paddingOuter(padding);
    const point = scalePoint<number>().domain(dates).range([0, 480]).padding(padding);
    for (const d of dates) expect(band(d)).toBeCloseTo(point(d)!, 9);
  });
});
