import { BAND_OF_BYTE } from './band-table';
import type { SurveyCube } from './survey-cube';

/** Band counts and contributors per (group, measure), plus respondents per group; the last group is the remainder. */
export interface MeasureTotals {
  readonly groupCount: number;
  readonly measureCount: number;
  /** `[(g * measureCount + j) * 3 + band]`. */
  readonly bands: Int32Array;
  /** `[g * measureCount + j]`: respondents with at least one 1..6 answer to the measure (graphs.md finer point 1). */
  readonly contributors: Int32Array;
  readonly respondents: Int32Array;
}

/**
 * One pass over the population: pools the precomputed per-respondent measure bands per group (`groupOf[r]`,
 * -1 → the remainder group at index `groupCount`). Without `groupOf` everyone is group 0.
 */
export function accumulateMeasures(
  cube: SurveyCube,
  members: Int32Array,
  groupOf: Int32Array | Int16Array | null,
  groupCount: number,
  measures: readonly number[],
): MeasureTotals {
  const groups = groupCount + 1;
  const j = measures.length;
  const bands = new Int32Array(groups * j * 3);
  const contributors = new Int32Array(groups * j);
  const respondents = new Int32Array(groups);
  const source = cube.measureBands;
  const stride = cube.measureCount;
  const ms = Int32Array.from(measures);
  for (let x = 0; x < members.length; x++) {
    const r = members[x]!;
    let g = groupOf === null ? 0 : groupOf[r]!;
    if (g < 0 || g >= groupCount) g = groupCount;
    respondents[g]!++;
    const rowBase = r * stride;
    const outBase = g * j;
    for (let y = 0; y < j; y++) {
      const s = (rowBase + ms[y]!) * 3;
      const neg = source[s]!;
      const mid = source[s + 1]!;
      const pos = source[s + 2]!;
      if (neg + mid + pos === 0) continue;
      const o = outBase + y;
      bands[o * 3]! += neg;
      bands[o * 3 + 1]! += mid;
      bands[o * 3 + 2]! += pos;
      contributors[o]!++;
    }
  }
  return { groupCount: groups, measureCount: j, bands, contributors, respondents };
}

/** Band counts and contributors per item of the population, in one pass over the byte matrix. */
export interface ItemTotals {
  /** `[i * 3 + band]` for the i-th requested item. */
  readonly bands: Int32Array;
  readonly contributors: Int32Array;
}

/** Counts the population's answers to each item (an item's contributors are the respondents who answered it). */
export function accumulateItems(cube: SurveyCube, members: Int32Array, items: Int32Array): ItemTotals {
  // A histogram of raw byte values per item keeps the hot loop to one read and one increment.
  const hist = new Int32Array(items.length * 256);
  const answers = cube.answers;
  const m = cube.items.length;
  const count = items.length;
  for (let x = 0; x < members.length; x++) {
    const row = members[x]! * m;
    for (let i = 0; i < count; i++) hist[(i << 8) + answers[row + items[i]!]!]!++;
  }
  const bands = new Int32Array(count * 3);
  const contributors = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    for (let v = 1; v < 256; v++) {
      const band = BAND_OF_BYTE[v]!;
      if (band < 0) continue;
      const n = hist[(i << 8) + v]!;
      bands[i * 3 + band]! += n;
      contributors[i]! += n;
    }
  }
  return { bands, contributors };
}
