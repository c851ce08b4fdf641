/**
 * The bar and column charts' band scale and axis ticks, written out with d3's arithmetic (d3-scale's
 * `scaleBand`, d3-array's `ticks`; band-scale.test.ts holds them equal). d3-array ships as one module
 * whose top level calls functions (its bisectors and blurs), which no bundler may drop, and d3-scale's
 * band scale brings it along: every script that draws a bar would carry all of it (docs/releasing.md
 * "Size budgets"). The trend chart and the key-driver plot, which load on demand, still use d3.
 */

/** A band scale over a fixed domain: each value's band start, the band's width and the step between bands. */
export interface BandScale<T> {
  /** The start of the value's band; undefined for a value outside the domain. */
  (value: T): number | undefined;
  /** The width of each band. */
  bandwidth(): number;
  /** The distance between the starts of neighbouring bands. */
  step(): number;
}

/** Options of {@link bandScale}, as d3's `scaleBand` setters take them. */
export interface BandScaleOptions {
  /** Share of the step between bands, 0–1; default 0. */
  readonly paddingInner?: number;
  /** Space before the first and after the last band, in steps; default 0. */
  readonly paddingOuter?: number;
  /** Where the bands sit in leftover space, 0–1; default 0.5 (centred). */
  readonly align?: number;
}

/**
 * d3's `scaleBand().domain(domain).range(range).paddingInner(…).paddingOuter(…)`: the same bands,
 * without rounding (the charts never round). Repeated domain values count once, as in d3.
 */
export function bandScale<T>(
  domain: readonly T[],
  [r0, r1]: readonly [number, number],
  { paddingInner = 0, paddingOuter = 0, align = 0.5 }: BandScaleOptions = {},
): BandScale<T> {
  const index = new Map<T, number>();
  for (const value of domain) if (!index.has(value)) index.set(value, index.size);
  const n = index.size;
  const inner = Math.min(1, paddingInner);
  const reverse = r1 < r0;
  let start = reverse ? r1 : r0;
  const stop = reverse ? r0 : r1;
  const step = (stop - start) / Math.max(1, n - inner + paddingOuter * 2);
  start += (stop - start - step * (n - inner)) * align;
  const bandwidth = step * (1 - inner);
  const scale = (value: T): number | undefined => {
    const i = index.get(value);
    if (i === undefined) return undefined;
    return start + step * (reverse ? n - 1 - i : i);
  };
  return Object.assign(scale, { bandwidth: () => bandwidth, step: () => step });
}

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** d3-array's tick specification: the first and last multiple and the increment (negative: its reciprocal). */
function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  let i1: number;
  let i2: number;
  let inc: number;
  if (power < 0) {
    inc = 10 ** -power / factor;
    i1 = Math.round(start * inc);
    i2 = Math.round(stop * inc);
    if (i1 / inc < start) ++i1;
    if (i2 / inc > stop) --i2;
    inc = -inc;
  } else {
    inc = 10 ** power * factor;
    i1 = Math.round(start / inc);
    i2 = Math.round(stop / inc);
    if (i1 * inc < start) ++i1;
    if (i2 * inc > stop) --i2;
  }
  if (i2 < i1 && 0.5 <= count && count < 2) return tickSpec(start, stop, count * 2);
  return [i1, i2, inc];
}

/** d3-array's `ticks(start, stop, count)` for `start ≤ stop`: about `count` round values between them. */
export function ticks(start: number, stop: number, count: number): number[] {
  if (!(count > 0)) return [];
  if (start === stop) return [start];
  const [i1, i2, inc] = tickSpec(start, stop, count);
  if (!(i2 >= i1)) return [];
  return Array.from({ length: i2 - i1 + 1 }, (_, i) => (inc < 0 ? (i1 + i) / -inc : (i1 + i) * inc));
}
