import { ticks as d3Ticks } from 'd3-array';
import { scaleBand } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { bandScale, ticks } from './band-scale';

// The charts' own band scale and ticks draw exactly what d3's did before (band-scale.ts says why they
// are written out): the same band starts, widths and steps, the same tick values.

const DOMAINS: (readonly (number | string)[])[] = [
  [],
  [0],
  [0, 1, 2],
  ['a', 'b', 'c', 'd', 'e'],
  [3, 1, 3, 2],
];
const RANGES: [number, number][] = [
  [0, 0],
  [0, 37],
  [0, 640.5],
  [300, 20],
];
const PADDINGS = [
  { paddingInner: 0, paddingOuter: 0 },
  { paddingInner: 0.2, paddingOuter: 0.1 },
  { paddingInner: 0.08, paddingOuter: 0 },
  { paddingInner: 1, paddingOuter: 0.5 },
];

describe("the charts' band scale is d3's scaleBand", () => {
  for (const domain of DOMAINS)
    for (const range of RANGES)
      for (const padding of PADDINGS)
        it(`domain ${JSON.stringify(domain)}, range ${range}, ${JSON.stringify(padding)}`, () => {
          const d3 = scaleBand<number | string>()
            .domain(domain)
            .range(range)
            .paddingInner(padding.paddingInner)
            .paddingOuter(padding.paddingOuter);
          const ours = bandScale(domain, range, padding);
          expect(ours.bandwidth()).toBeCloseTo(d3.bandwidth(), 9);
          expect(ours.step()).toBeCloseTo(d3.step(), 9);
          for (const value of [...domain, 'missing', 99]) {
            const expected = d3(value);
            if (expected === undefined) expect(ours(value)).toBeUndefined();
            else expect(ours(value)).toBeCloseTo(expected, 9);
          }
        });
});

describe("the charts' axis ticks are d3-array's ticks", () => {
  it('for the percent axis and any other span and count', () => {
    const spans: [number, number][] = [
      [0, 100],
      [0, 1],
      [0, 0.37],
      [-5, 5],
      [3, 3],
      [0, 12345],
      [0.001, 0.002],
    ];
    for (const [start, stop] of spans)
      for (const count of [0, 1, 1.5, 2, 5, 10, 23])
        expect(ticks(start, stop, count), `${start}..${stop} × ${count}`).toEqual(
          d3Ticks(start, stop, count),
        );
  });

  it('give the axis every 20 %, or every 50 % on a narrow one', () => {
    expect(ticks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(ticks(0, 100, 2)).toEqual([0, 50, 100]);
  });
});
