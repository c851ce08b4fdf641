import {
  BAND_OF_BYTE,
  PACKED_BAND_BITS,
  PACKED_BAND_MASK,
  PAIR_FLUSH_ROWS,
  PAIR_LANE_BITS,
  pairBandTable,
  WIDE_BAND_UNIT,
} from './band-table';
import { type AtomSelection, atomItemCounts, atomMeasureSums, selectionOf } from './cube-atoms';
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
 * A scratch array of the members' length, reused from call to call: the engine is synchronous, and a
 * fresh array of every member per breakdown left garbage in proportion to the respondents that the
 * request after it paid for.
 */
let orderScratch = new Int32Array(0);

/**
 * The members ordered by group (stable, so each group's respondents stay in row order) and where each group
 * starts; group `groupCount` is the remainder (a `groupOf` of -1 or out of range). The order is valid until
 * the next call.
 */
function membersByGroup(
  members: Int32Array,
  groupOf: Int32Array | Int16Array | null,
  groupCount: number,
): { order: Int32Array; starts: Int32Array } {
  const groups = groupCount + 1;
  const starts = new Int32Array(groups + 1);
  if (groupOf === null) {
    starts.fill(members.length, 1);
    return { order: members, starts };
  }
  const n = members.length;
  for (let x = 0; x < n; x++) {
    const g = groupOf[members[x]!]!;
    starts[(g < 0 || g >= groupCount ? groupCount : g) + 1]!++;
  }
  for (let g = 0; g < groups; g++) starts[g + 1]! += starts[g]!;
  const next = starts.slice(0, groups);
  if (orderScratch.length < n) orderScratch = new Int32Array(Math.max(n, orderScratch.length * 2));
  const order = orderScratch.subarray(0, n);
  for (let x = 0; x < n; x++) {
    const r = members[x]!;
    const g = groupOf[r]!;
    order[next[g < 0 || g >= groupCount ? groupCount : g]!++] = r;
  }
  return { order, starts };
}

/**
 * Pools the precomputed per-respondent measure columns per group (`groupOf[r]`, -1 → the remainder group at
 * index `groupCount`); without `groupOf` everyone is group 0. Members are first ordered by group, then each
 * requested measure's column is summed group by group in a loop without branches (docs/graphs.md "Through the
 * API"): a graph reads only the columns of the measures it shows.
 */
export function accumulateMeasures(
  cube: SurveyCube,
  members: Int32Array,
  groupOf: Int32Array | Int16Array | null,
  groupCount: number,
  measures: readonly number[],
): MeasureTotals {
  const selection = selectionOf(members);
  const atomGroups = selection && (groupOf === null ? null : selection.atoms.attributeOf.get(groupOf));
  if (selection && atomGroups !== undefined)
    return atomMeasures(cube, selection, atomGroups, groupCount, measures);
  const groups = groupCount + 1;
  const j = measures.length;
  const bands = new Int32Array(groups * j * 3);
  const contributors = new Int32Array(groups * j);
  const respondents = new Int32Array(groups);
  if (groupOf !== null && members.length === cube.respondentCount && j <= 2) {
    // everyone, one or two measures: one front-to-back pass per column beats ordering the members first
    for (let y = 0; y < j; y++) {
      const column = cube.measureBands[measures[y]!]!;
      if (!(column instanceof Uint32Array)) break;
      const sums = sumPackedByGroup(column, groupOf, groupCount);
      for (let g = 0; g < groups; g++) {
        const o = g * j + y;
        bands[o * 3] = sums[g * 4]!;
        bands[o * 3 + 1] = sums[g * 4 + 1]!;
        bands[o * 3 + 2] = sums[g * 4 + 2]!;
        contributors[o] = sums[g * 4 + 3]!;
        if (y === 0) respondents[g] = sums[groups * 4 + g]!;
      }
      if (y === j - 1) return { groupCount: groups, measureCount: j, bands, contributors, respondents };
    }
    bands.fill(0);
    contributors.fill(0);
  }
  const { order, starts } = membersByGroup(members, groupOf, groupCount);
  for (let g = 0; g < groups; g++) respondents[g] = starts[g + 1]! - starts[g]!;
  // every member, in row order: the columns are read front to back
  const everyone = order.length === cube.respondentCount && groupOf === null;
  for (let y = 0; y < j; y++) {
    const column = cube.measureBands[measures[y]!]!;
    for (let g = 0; g < groups; g++) {
      const from = starts[g]!;
      const to = starts[g + 1]!;
      const sums =
        column instanceof Uint32Array
          ? everyone && from === 0 && to === column.length
            ? sumPackedAll(column)
            : sumPacked(column, order, from, to)
          : sumWide(column, order, from, to);
      const o = g * j + y;
      bands[o * 3] = sums[0]!;
      bands[o * 3 + 1] = sums[1]!;
      bands[o * 3 + 2] = sums[2]!;
      contributors[o] = sums[3]!;
    }
  }
  return { groupCount: groups, measureCount: j, bands, contributors, respondents };
}

/**
 * `accumulateMeasures` of a population made of whole atoms, grouped by an attribute every respondent of an
 * atom shares (`groupOf`, per atom; null: one group): sums of the atoms' precomputed columns, so the cost
 * follows the atoms kept rather than the respondents (cube-atoms.ts).
 */
function atomMeasures(
  cube: SurveyCube,
  selection: AtomSelection,
  groupOf: Int32Array | null,
  groupCount: number,
  measures: readonly number[],
): MeasureTotals {
  const groups = groupCount + 1;
  const j = measures.length;
  const bands = new Int32Array(groups * j * 3);
  const contributors = new Int32Array(groups * j);
  const respondents = new Int32Array(groups);
  const { atoms, selected } = selection;
  const slotOf = new Int32Array(selected.length);
  for (let x = 0; x < selected.length; x++) {
    const a = selected[x]!;
    const g = groupOf === null ? 0 : groupOf[a]!;
    const slot = g < 0 || g >= groupCount ? groupCount : g;
    slotOf[x] = slot;
    respondents[slot]! += atoms.size[a]!;
  }
  for (let y = 0; y < j; y++) {
    const sums = atomMeasureSums(atoms, cube.measureBands[measures[y]!]!);
    for (let x = 0; x < selected.length; x++) {
      const at = selected[x]! * 4;
      const o = slotOf[x]! * j + y;
      bands[o * 3]! += sums[at]!;
      bands[o * 3 + 1]! += sums[at + 1]!;
      bands[o * 3 + 2]! += sums[at + 2]!;
      contributors[o]! += sums[at + 3]!;
    }
  }
  return { groupCount: groups, measureCount: j, bands, contributors, respondents };
}

const sums = new Float64Array(4);

/** Negative, middle, positive and contributors over `order[from..to)` of a packed column. */
function sumPacked(column: Uint32Array, order: Int32Array, from: number, to: number): Float64Array {
  let negative = 0;
  let middle = 0;
  let positive = 0;
  let contributors = 0;
  for (let x = from; x < to; x++) {
    const v = column[order[x]!]!;
    negative += v & PACKED_BAND_MASK;
    middle += (v >>> PACKED_BAND_BITS) & PACKED_BAND_MASK;
    positive += v >>> (2 * PACKED_BAND_BITS);
    // 1 when any band count is set: a packed word is below 2^30, so -v has its top bit set exactly then
    contributors += -v >>> 31;
  }
  sums[0] = negative;
  sums[1] = middle;
  sums[2] = positive;
  sums[3] = contributors;
  return sums;
}

/** The unfiltered sums of a column: a cube never changes, so they are computed once (the heatmap asks many times). */
const wholeColumnSums = new WeakMap<Uint32Array, Float64Array>();

/** `sumPacked` over every respondent of the cube, in row order. */
function sumPackedAll(column: Uint32Array): Float64Array {
  const known = wholeColumnSums.get(column);
  if (known) return known;
  let negative = 0;
  let middle = 0;
  let positive = 0;
  let contributors = 0;
  for (let r = 0; r < column.length; r++) {
    const v = column[r]!;
    negative += v & PACKED_BAND_MASK;
    middle += (v >>> PACKED_BAND_BITS) & PACKED_BAND_MASK;
    positive += v >>> (2 * PACKED_BAND_BITS);
    contributors += -v >>> 31;
  }
  const whole = Float64Array.of(negative, middle, positive, contributors);
  wholeColumnSums.set(column, whole);
  return whole;
}

/**
 * Per group (the remainder last) the negative, middle, positive and contributor sums of a packed column over
 * every respondent, `[g * 4 + k]`, then the respondents per group, `[groups * 4 + g]`.
 */
function sumPackedByGroup(
  column: Uint32Array,
  groupOf: Int32Array | Int16Array,
  groupCount: number,
): Float64Array {
  const groups = groupCount + 1;
  const out = new Float64Array(groups * 5);
  for (let r = 0; r < column.length; r++) {
    const g = groupOf[r]!;
    const slot = g < 0 || g >= groupCount ? groupCount : g;
    const v = column[r]!;
    const at = slot * 4;
    out[at]! += v & PACKED_BAND_MASK;
    out[at + 1]! += (v >>> PACKED_BAND_BITS) & PACKED_BAND_MASK;
    out[at + 2]! += v >>> (2 * PACKED_BAND_BITS);
    out[at + 3]! += -v >>> 31;
    out[groups * 4 + slot]!++;
  }
  return out;
}

/** `sumPacked` of a wide column (a measure of more than 1023 items). */
function sumWide(column: Float64Array, order: Int32Array, from: number, to: number): Float64Array {
  sums.fill(0);
  for (let x = from; x < to; x++) {
    let v = column[order[x]!]!;
    if (v === 0) continue;
    const negative = v % WIDE_BAND_UNIT;
    v = (v - negative) / WIDE_BAND_UNIT;
    const middle = v % WIDE_BAND_UNIT;
    sums[0]! += negative;
    sums[1]! += middle;
    sums[2]! += (v - middle) / WIDE_BAND_UNIT;
    sums[3]!++;
  }
  return sums;
}

/** Band counts and contributors per item of the population, in one pass over the byte matrix. */
export interface ItemTotals {
  /** `[i * 3 + band]` for the i-th requested item. */
  readonly bands: Int32Array;
  readonly contributors: Int32Array;
}

/**
 * Counts the population's answers to each item (an item's contributors are the respondents who answered it).
 * Items that lie close together in the row are counted two at a time (`pairBandTable`: one table read and one
 * add per respondent and pair); scattered ones by a histogram of byte values per item.
 */
export function accumulateItems(cube: SurveyCube, members: Int32Array, items: Int32Array): ItemTotals {
  const count = items.length;
  const bands = new Int32Array(count * 3);
  const contributors = new Int32Array(count);
  if (count === 0) return { bands, contributors };
  const selection = selectionOf(members);
  // whole atoms, and not everyone (the whole population's counts are kept with the cube below)
  if (selection && members.length < cube.respondentCount) {
    const counts = atomItemCounts(cube, selection.atoms);
    const m = cube.items.length;
    for (const a of selection.selected) {
      const base = a * m;
      for (let x = 0; x < count; x++) {
        const at = (base + items[x]!) << 2;
        bands[x * 3]! += counts[at]!;
        bands[x * 3 + 1]! += counts[at + 1]!;
        bands[x * 3 + 2]! += counts[at + 2]!;
      }
    }
    for (let x = 0; x < count; x++) contributors[x] = bands[x * 3]! + bands[x * 3 + 1]! + bands[x * 3 + 2]!;
    return { bands, contributors };
  }
  let low = Number.POSITIVE_INFINITY;
  let high = -1;
  for (const i of items) {
    low = Math.min(low, i);
    high = Math.max(high, i);
  }
  const first = low & ~1;
  const pairs = (high - first + 2) >> 1;
  // a pair costs about what one histogram increment does: worth it while half the span or more is asked for
  const counts =
    pairs > count
      ? histogramCounts(cube, members, items)
      : members.length === cube.respondentCount
        ? wholePairCounts(cube, members, first, pairs)
        : pairCounts(cube, members, first, pairs);
  const offset = pairs <= count ? first : 0;
  for (let x = 0; x < count; x++) {
    const at = pairs <= count ? items[x]! - offset : x;
    let answered = 0;
    for (let band = 0; band < 3; band++) {
      const n = counts[at * 3 + band]!;
      bands[x * 3 + band] = n;
      answered += n;
    }
    contributors[x] = answered;
  }
  return { bands, contributors };
}

/** The unfiltered pair counts of a cube by column span (a cube never changes). */
const wholePairs = new WeakMap<SurveyCube, Map<string, Float64Array>>();

/** `pairCounts` over every respondent, computed once per cube and span. */
function wholePairCounts(cube: SurveyCube, members: Int32Array, first: number, pairs: number): Float64Array {
  const known = wholePairs.get(cube) ?? new Map<string, Float64Array>();
  wholePairs.set(cube, known);
  const key = `${first}:${pairs}`;
  const counts = known.get(key) ?? pairCounts(cube, members, first, pairs);
  known.set(key, counts);
  return counts;
}

/** Band counts `[c * 3 + band]` of the item columns `first .. first + 2 · pairs - 1`, two columns at a time. */
function pairCounts(cube: SurveyCube, members: Int32Array, first: number, pairs: number): Float64Array {
  const table = pairBandTable();
  const answers = cube.answers;
  const m = cube.items.length;
  const out = new Float64Array(pairs * 6);
  const lanes = new Uint32Array(pairs);
  const flush = () => {
    for (let p = 0; p < pairs; p++) {
      const v = lanes[p]!;
      for (let lane = 0; lane < 6; lane++)
        out[p * 6 + lane]! += (v >>> (lane * PAIR_LANE_BITS)) & PAIR_FLUSH_ROWS;
    }
    lanes.fill(0);
  };
  // the last pair of an odd row would read the next row's first byte: it is counted alone
  const whole = first + 2 * pairs <= m ? pairs : pairs - 1;
  let left = PAIR_FLUSH_ROWS;
  if (m % 2 === 0 && answers.byteOffset % 2 === 0) {
    // rows start at even bytes: read each pair as one 16-bit word
    const words = new Uint16Array(answers.buffer, answers.byteOffset, answers.length >> 1);
    const stride = m >> 1;
    const start = first >> 1;
    for (let x = 0; x < members.length; x++) {
      const base = members[x]! * stride + start;
      for (let p = 0; p < pairs; p++) lanes[p]! += table[words[base + p]!]!;
      if (--left === 0) {
        flush();
        left = PAIR_FLUSH_ROWS;
      }
    }
  } else {
    for (let x = 0; x < members.length; x++) {
      const base = members[x]! * m + first;
      for (let p = 0; p < whole; p++)
        lanes[p]! += table[answers[base + 2 * p]! | (answers[base + 2 * p + 1]! << 8)]!;
      if (whole < pairs) lanes[whole]! += table[answers[base + 2 * whole]!]!;
      if (--left === 0) {
        flush();
        left = PAIR_FLUSH_ROWS;
      }
    }
  }
  flush();
  return out;
}

/** Band counts `[x * 3 + band]` of each requested item, by a histogram of raw byte values per item. */
function histogramCounts(cube: SurveyCube, members: Int32Array, items: Int32Array): Int32Array {
  const count = items.length;
  const hist = new Int32Array(count * 256);
  const answers = cube.answers;
  const m = cube.items.length;
  for (let x = 0; x < members.length; x++) {
    const row = members[x]! * m;
    for (let i = 0; i < count; i++) hist[(i << 8) + answers[row + items[i]!]!]!++;
  }
  const out = new Int32Array(count * 3);
  for (let i = 0; i < count; i++) {
    for (let v = 1; v < 256; v++) {
      const band = BAND_OF_BYTE[v]!;
      if (band >= 0) out[i * 3 + band]! += hist[(i << 8) + v]!;
    }
  }
  return out;
}
