import { translate } from '../../i18n/catalogue';
import { isIndexTopic } from '../../indexes/topic-items';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphSeries, GraphResponse, TopicColor } from '../../schemas/graph-response';
import { datePopulation, type GraphContext, graphResponse, populationMeta } from '../graph-context';
import { type CubeAtoms, selectionOf } from '../cube-atoms';
import { itemLattice } from '../item-lattice';
import { portableFilters } from '../population';
import { selectDates } from '../select-dates';
import type { SurveyCube } from '../survey-cube';
import { topicItemsInScope, workerGroupScope } from '../worker-group-scope';

/**
 * The statistical minimum of the key drivers (docs/graphs.md "Key drivers"): an impact is a
 * correlation over the respondents who answered both the item and the engagement items, and below
 * 30 such pairs a correlation is too noisy to rank anything; never below k, the privacy minimum.
 */
export function keyDriversMinPopulation(k: number): number {
  return Math.max(k, 30);
}

/** The sums of one correlation, in this order: n, Σx, Σy, Σx², Σy², Σxy (Pearson's r is a function of them). */
export interface PairSums {
  readonly n: number;
  readonly x: number;
  readonly y: number;
  readonly xx: number;
  readonly yy: number;
  readonly xy: number;
}

/** Pearson's r from the sums; null when either side does not vary (everyone gave the same answer). */
export function pearson(sums: PairSums): number | null {
  const covariance = sums.n * sums.xy - sums.x * sums.y;
  const varianceX = sums.n * sums.xx - sums.x * sums.x;
  const varianceY = sums.n * sums.yy - sums.y * sums.y;
  // relative to the sums' size: answers that do not vary leave only rounding noise
  const noise = 1e-9 * Math.max(1, sums.n * sums.n);
  if (varianceX <= noise || varianceY <= noise) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

/** A correlation rounded to 2 decimals, halves away from zero so that r and −r round alike; never −0. */
export function roundImpact(r: number): number {
  // the epsilon absorbs binary noise (0.125 computed as 0.12499999…) before the half is judged
  const rounded = Math.sign(r) * Math.round(Math.abs(r) * 100 + 1e-9);
  return rounded === 0 ? 0 : rounded / 100;
}

/** One point of the chart: a topic or one of its items, and the respondent values it correlates. */
interface Driver {
  readonly name: string;
  readonly parent: number | null;
  readonly colour: TopicColor | null;
  /** The item columns averaged per respondent (one for an item). */
  readonly items: Int32Array;
  /** Its cell in the item lattice (the score). */
  readonly cell: number;
}

/** Per byte value of the answer matrix, the answer 1..6, else 0: not an answer (docs/graphs.md "Vocabulary"). */
const ANSWER_OF_BYTE = Uint8Array.from({ length: 256 }, (_, v) => (v >= 1 && v <= 6 ? v : 0));

/**
 * The answer columns a pass reads, one entry per (column, use): the item driver it is (−1: none) and
 * the topic it counts in (its slot among the topic drivers, −1: none). A column used by one item and
 * its topic is one entry; the rare column shared by two topics is read once per use.
 */
interface ColumnEntries {
  readonly columns: Int32Array;
  readonly itemDriver: Int32Array;
  readonly topicSlot: Int32Array;
  /** Per topic slot, its driver. */
  readonly topicDrivers: Int32Array;
}

function columnEntries(drivers: readonly Driver[]): ColumnEntries {
  const entries: { column: number; item: number; slot: number }[] = [];
  const topicDrivers: number[] = [];
  drivers.forEach((driver, d) => {
    if (driver.parent === null) {
      const slot = topicDrivers.push(d) - 1;
      for (const column of driver.items) entries.push({ column, item: -1, slot });
    } else {
      // an item counts in its own topic's entry when that topic lists it (the usual case)
      const column = driver.items[0]!;
      const slot = topicDrivers.indexOf(driver.parent);
      const shared = entries.find((e) => e.column === column && e.slot === slot && e.item === -1);
      if (shared) shared.item = d;
      else entries.push({ column, item: d, slot: -1 });
    }
  });
  return {
    columns: Int32Array.from(entries, (e) => e.column),
    itemDriver: Int32Array.from(entries, (e) => e.item),
    topicSlot: Int32Array.from(entries, (e) => e.slot),
    topicDrivers: Int32Array.from(topicDrivers),
  };
}

/**
 * Driver sums already computed, per cube and population array: an unfiltered date's population is one
 * array kept with its cube (population.ts), so its sums are computed once.
 */
const sumsByPopulation = new WeakMap<SurveyCube, WeakMap<Int32Array, Map<string, Float64Array>>>();

/**
 * Per driver, the sums of (x = the respondent's answer, or mean answer over a topic's items; y = the
 * respondent's engagement score, the mean of their 1..6 answers to the commitment items) over the
 * members who have both, `[d * 6 + s]` in PairSums order. One pass over the cube's answer matrix that
 * reads each answer column once per respondent; an item's sums are kept per answer value (count, Σy,
 * Σy²) and its x sums follow from those.
 */
function driverSums(cube: SurveyCube, members: Int32Array, drivers: readonly Driver[]): Float64Array {
  const key = drivers.map((d) => `${d.parent ?? '-'}:${d.items.join(',')}`).join('|');
  let byMembers = sumsByPopulation.get(cube);
  if (!byMembers) {
    byMembers = new WeakMap();
    sumsByPopulation.set(cube, byMembers);
  }
  const known = byMembers.get(members)?.get(key);
  if (known) return known;
  const selection = selectionOf(members);
  const table = selection && atomDriverTable(cube, selection.atoms);
  if (selection && table) {
    const fromAtoms = atomDriverSums(cube, table, selection.selected, drivers);
    let cachedByKey = byMembers.get(members);
    if (!cachedByKey) {
      cachedByKey = new Map();
      byMembers.set(members, cachedByKey);
    }
    cachedByKey.set(key, fromAtoms);
    return fromAtoms;
  }
  const { columns, itemDriver, topicSlot, topicDrivers } = columnEntries(drivers);
  const byValue = new Float64Array(drivers.length * 7 * 3);
  const sums = new Float64Array(drivers.length * 6);
  const topicTotal = new Float64Array(topicDrivers.length);
  const topicAnswered = new Int32Array(topicDrivers.length);
  const width = cube.items.length;
  const answers = cube.answers;
  const engagement = cube.commitmentItems;
  for (let m = 0; m < members.length; m++) {
    const row = members[m]! * width;
    let total = 0;
    let answered = 0;
    for (let c = 0; c < engagement.length; c++) {
      const value = ANSWER_OF_BYTE[answers[row + engagement[c]!]!]!;
      total += value;
      answered += value === 0 ? 0 : 1;
    }
    if (answered === 0) continue;
    const y = total / answered;
    const yy = y * y;
    topicTotal.fill(0);
    topicAnswered.fill(0);
    for (let e = 0; e < columns.length; e++) {
      const value = ANSWER_OF_BYTE[answers[row + columns[e]!]!]!;
      if (value === 0) continue;
      const item = itemDriver[e]!;
      if (item >= 0) {
        const o = (item * 7 + value) * 3;
        byValue[o]!++;
        byValue[o + 1]! += y;
        byValue[o + 2]! += yy;
      }
      const slot = topicSlot[e]!;
      if (slot >= 0) {
        topicTotal[slot]! += value;
        topicAnswered[slot]!++;
      }
    }
    for (let t = 0; t < topicDrivers.length; t++) {
      const count = topicAnswered[t]!;
      if (count === 0) continue;
      const x = topicTotal[t]! / count;
      const o = topicDrivers[t]! * 6;
      sums[o]!++;
      sums[o + 1]! += x;
      sums[o + 2]! += y;
      sums[o + 3]! += x * x;
      sums[o + 4]! += yy;
      sums[o + 5]! += x * y;
    }
  }
  // an item's x is its answer value v: n = Σ count_v, Σx = Σ v·count_v, Σxy = Σ v·Σy_v, …
  for (let d = 0; d < drivers.length; d++) {
    if (drivers[d]!.parent === null) continue;
    const o = d * 6;
    for (let v = 1; v <= 6; v++) {
      const b = (d * 7 + v) * 3;
      const count = byValue[b]!;
      sums[o]! += count;
      sums[o + 1]! += v * count;
      sums[o + 2]! += byValue[b + 1]!;
      sums[o + 3]! += v * v * count;
      sums[o + 4]! += byValue[b + 2]!;
      sums[o + 5]! += v * byValue[b + 1]!;
    }
  }
  let cached = byMembers.get(members);
  if (!cached) {
    cached = new Map();
    byMembers.set(members, cached);
  }
  cached.set(key, sums);
  return sums;
}

/**
 * Per atom (cube-atoms.ts), the correlation sums of every topic and every item column, `[a * stride + s * 6 + k]`
 * with slot s = the topic index, or the topic count + the item column, and k in PairSums order: a population of
 * whole atoms adds its atoms' rows instead of reading its respondents' answers.
 */
interface AtomDriverTable {
  readonly stride: number;
  readonly sums: Float64Array;
}

/** Per atoms, their driver table; null where it would outgrow {@link ATOM_DRIVER_BYTES_PER_ANSWER}. */
const driverTables = new WeakMap<CubeAtoms, AtomDriverTable | null>();

/** The atom driver table may take up to this many bytes per answer byte of the cube (8 doubles per atom row). */
const ATOM_DRIVER_BYTES_PER_ANSWER = 4;

/** The atoms' driver table: one pass over every respondent, as `driverSums` makes, on first use. */
function atomDriverTable(cube: SurveyCube, atoms: CubeAtoms): AtomDriverTable | null {
  const known = driverTables.get(atoms);
  if (known !== undefined) return known;
  const m = cube.items.length;
  const topicCount = cube.topics.length;
  const stride = (topicCount + m) * 6;
  if (atoms.count * stride * 8 > ATOM_DRIVER_BYTES_PER_ANSWER * cube.respondentCount * m) {
    driverTables.set(atoms, null);
    return null;
  }
  const sums = new Float64Array(atoms.count * stride);
  const { answers } = cube;
  const engagement = cube.commitmentItems;
  const topicItems = cube.topics.map((t) => t.itemIndexes);
  for (let r = 0, row = 0; r < cube.respondentCount; r++, row += m) {
    let total = 0;
    let answered = 0;
    for (let c = 0; c < engagement.length; c++) {
      const value = ANSWER_OF_BYTE[answers[row + engagement[c]!]!]!;
      total += value;
      answered += value === 0 ? 0 : 1;
    }
    if (answered === 0) continue;
    const y = total / answered;
    const yy = y * y;
    const base = atoms.atomOf[r]! * stride;
    for (let t = 0; t < topicCount; t++) {
      const items = topicItems[t]!;
      let sum = 0;
      let count = 0;
      for (let x = 0; x < items.length; x++) {
        const value = ANSWER_OF_BYTE[answers[row + items[x]!]!]!;
        sum += value;
        count += value === 0 ? 0 : 1;
      }
      if (count === 0) continue;
      addPair(sums, base + t * 6, sum / count, y, yy);
    }
    for (let i = 0; i < m; i++) {
      const value = ANSWER_OF_BYTE[answers[row + i]!]!;
      if (value !== 0) addPair(sums, base + (topicCount + i) * 6, value, y, yy);
    }
  }
  const table = { stride, sums };
  driverTables.set(atoms, table);
  return table;
}

function addPair(sums: Float64Array, o: number, x: number, y: number, yy: number): void {
  sums[o]!++;
  sums[o + 1]! += x;
  sums[o + 2]! += y;
  sums[o + 3]! += x * x;
  sums[o + 4]! += yy;
  sums[o + 5]! += x * y;
}

/** `driverSums` of a population of whole atoms: its atoms' rows of the driver table, added. */
function atomDriverSums(
  cube: SurveyCube,
  table: AtomDriverTable,
  selected: Int32Array,
  drivers: readonly Driver[],
): Float64Array {
  const slots = Int32Array.from(drivers, (d) =>
    d.parent === null
      ? cube.topics.findIndex((t) => t.itemIndexes === d.items)
      : cube.topics.length + d.items[0]!,
  );
  const out = new Float64Array(drivers.length * 6);
  for (const a of selected) {
    const base = a * table.stride;
    for (let d = 0; d < slots.length; d++) {
      const from = base + slots[d]! * 6;
      const to = d * 6;
      for (let k = 0; k < 6; k++) out[to + k]! += table.sums[from + k]!;
    }
  }
  return out;
}

/**
 * key_drivers (docs/graphs.md "Key drivers"): for each index topic asked in scope and each of its
 * items, its **score** — the index the satisfaction graphs show (satisfaction_total for a topic,
 * the positive share for an item, read from the same item lattice, so withheld alike) — and its
 * **impact**, Pearson's r between the respondents' answers (a topic: their mean over its items) and
 * their engagement score, rounded to 2 decimals. Categories are each topic followed by its items;
 * `graph_meta.category_parents` gives an item's topic; series 0 is the score, series 1 the impact.
 *
 * Privacy (docs/privacy.md "Rule 8"): nothing is computed for a population the date's privacy pattern
 * does not show; an impact over fewer than {@link keyDriversMinPopulation} respondents with both
 * answers is withheld.
 */
export function keyDriversGraph(query: GraphQueryOf<'key_drivers'>, context: GraphContext): GraphResponse {
  const { options } = context;
  const [cube] = selectDates('key_drivers', query.survey_dates, context.cubes) as [SurveyCube];
  const filters = portableFilters(query.filters, [cube, ...context.cubes]);
  const scope = workerGroupScope(filters);
  const population = datePopulation(cube, filters, context);
  const topics = cube.topics.flatMap((topic, t) =>
    isIndexTopic(topic) && topicItemsInScope(topic, scope).length > 0 ? [t] : [],
  );
  const lattice = population.usable ? itemLattice(cube, population.members, options.k, topics) : null;

  const drivers: Driver[] = [];
  for (const t of topics) {
    const topic = cube.topics[t]!;
    const parent = drivers.length;
    drivers.push({
      name: topic.name,
      parent: null,
      colour: topic.bg_color,
      items: topic.itemIndexes,
      cell: lattice?.topicCell[t] ?? -1,
    });
    for (const i of topicItemsInScope(topic, scope)) {
      drivers.push({
        name: cube.items[i]!.name,
        parent,
        colour: topic.bg_color,
        items: Int32Array.of(i),
        cell: lattice?.itemCell[i] ?? -1,
      });
    }
  }

  const score: (number | null)[] = [];
  const impact: (number | null)[] = [];
  const scoreWithheld: boolean[] = [];
  const impactWithheld: boolean[] = [];
  const sums = lattice ? driverSums(cube, population.members, drivers) : new Float64Array(0);
  const minimum = keyDriversMinPopulation(options.k);
  drivers.forEach((driver, d) => {
    const value = lattice ? lattice.table.share(driver.cell, options.k, context.warnings) : null;
    score.push(value);
    scoreWithheld.push(value === null);
    const o = d * 6;
    const pair: PairSums | null = lattice
      ? {
          n: sums[o]!,
          x: sums[o + 1]!,
          y: sums[o + 2]!,
          xx: sums[o + 3]!,
          yy: sums[o + 4]!,
          xy: sums[o + 5]!,
        }
      : null;
    if (!pair || pair.n < minimum) {
      if (pair) context.warnings.add('graph-warning-privacy');
      impact.push(null);
      impactWithheld.push(true);
      return;
    }
    // a correlation of answers that do not vary is undefined: null, not withheld (nothing to hide)
    const r = pearson(pair);
    impact.push(r === null ? null : roundImpact(r));
    impactWithheld.push(false);
  });

  const series = (name: string, data: (number | null)[], withheld: boolean[]): GraphSeries => ({
    name,
    data,
    ...(data.includes(null) ? { withheld } : {}),
  });
  return graphResponse(
    context,
    [
      series(translate(options.language, 'graph-series-driver-score'), score, scoreWithheld),
      series(translate(options.language, 'graph-series-driver-impact'), impact, impactWithheld),
    ],
    {
      categories: drivers.map((d) => d.name),
      categories_colors: drivers.map((d) => d.colour),
      category_parents: drivers.map((d) => d.parent),
      ...populationMeta(population, options.k),
    },
  );
}
