import { translate } from '../../i18n/catalogue';
import { isIndexTopic } from '../../indexes/topic-items';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphSeries, GraphResponse, TopicColor, WithheldReason } from '../../schemas/graph-response';
import { datePopulation, type GraphContext, graphResponse, populationMeta } from '../graph-context';
import { type CubeAtoms, selectionOf } from '../cube-atoms';
import type { WarningSink } from '../cell-table';
import { type ItemLattice, itemLattice } from '../item-lattice';
import { portableFilters } from '../population';
import { selectDates } from '../select-dates';
import type { SurveyCube } from '../survey-cube';
import { askedGroupUnion, topicItemsInScope, workerGroupScope } from '../worker-group-scope';
import { keyDriversMinPopulation } from '../key-drivers-minimum';

export { keyDriversMinPopulation } from '../key-drivers-minimum';

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
  /** Its cell in a lattice of the same topics: the topic's cell, or the item's. */
  readonly cellIn: (lattice: ItemLattice) => number;
}

/** Per byte value of the answer matrix, the answer 1..6, else 0: not an answer (docs/graphs.md "Vocabulary"). */
const ANSWER_OF_BYTE = Uint8Array.from({ length: 256 }, (_, v) => (v >= 1 && v <= 6 ? v : 0));

/**
 * The correlation sums of one population, for every topic and every item column of the cube:
 * `[slot * 6 + k]`, slot = the topic's index, or the topic count + the item column, k in PairSums order
 * (x = the answer, or for a topic the mean answer over its items; y = the respondent's engagement score,
 * the mean of their 1..6 answers to the commitment items; over the respondents who have both).
 */
const slotsOf = (cube: SurveyCube) => cube.topics.length + cube.items.length;

/** Adds one respondent's (row's) sums to `sums` from `base`; a respondent without an engagement score adds nothing. */
function addRespondent(cube: SurveyCube, row: number, sums: Float64Array, base: number): void {
  const { answers, commitmentItems, topics } = cube;
  let total = 0;
  let answered = 0;
  for (let c = 0; c < commitmentItems.length; c++) {
    const value = ANSWER_OF_BYTE[answers[row + commitmentItems[c]!]!]!;
    total += value;
    answered += value === 0 ? 0 : 1;
  }
  if (answered === 0) return;
  const y = total / answered;
  const yy = y * y;
  for (let t = 0; t < topics.length; t++) {
    const items = topics[t]!.itemIndexes;
    let sum = 0;
    let count = 0;
    for (let x = 0; x < items.length; x++) {
      const value = ANSWER_OF_BYTE[answers[row + items[x]!]!]!;
      sum += value;
      count += value === 0 ? 0 : 1;
    }
    if (count > 0) addPair(sums, base + t * 6, sum / count, y, yy);
  }
  const itemBase = base + topics.length * 6;
  for (let i = 0; i < cube.items.length; i++) {
    const value = ANSWER_OF_BYTE[answers[row + i]!]!;
    if (value !== 0) addPair(sums, itemBase + i * 6, value, y, yy);
  }
}

function addPair(sums: Float64Array, o: number, x: number, y: number, yy: number): void {
  sums[o]!++;
  sums[o + 1]! += x;
  sums[o + 2]! += y;
  sums[o + 3]! += x * x;
  sums[o + 4]! += yy;
  sums[o + 5]! += x * y;
}

/** Per atoms (cube-atoms.ts), each atom's population sums, `[a * slots * 6 + …]`; null where too large. */
const atomTables = new WeakMap<CubeAtoms, Float64Array | null>();

/** The atom table may take up to this many bytes per answer byte of the cube (it holds doubles). */
const ATOM_TABLE_BYTES_PER_ANSWER = 12;

/** The atoms' population sums: one pass over every respondent on first use. */
function atomTable(cube: SurveyCube, atoms: CubeAtoms): Float64Array | null {
  const known = atomTables.get(atoms);
  if (known !== undefined) return known;
  const m = cube.items.length;
  const stride = slotsOf(cube) * 6;
  const table =
    atoms.count * stride * 8 > ATOM_TABLE_BYTES_PER_ANSWER * cube.respondentCount * m
      ? null
      : new Float64Array(atoms.count * stride);
  if (table)
    for (let r = 0; r < cube.respondentCount; r++)
      addRespondent(cube, r * m, table, atoms.atomOf[r]! * stride);
  atomTables.set(atoms, table);
  return table;
}

/**
 * Population sums already computed, per population array: an unfiltered date's population is one array
 * kept with its cube (population.ts), so its sums are computed once.
 */
const sumsByPopulation = new WeakMap<Int32Array, Float64Array>();

/**
 * A population's sums: a population of whole atoms adds its atoms' rows of the atom table (docs/graphs.md
 * "Key drivers"); any other reads its members' answers, one row each.
 */
function populationSums(cube: SurveyCube, members: Int32Array): Float64Array {
  const known = sumsByPopulation.get(members);
  if (known) return known;
  const stride = slotsOf(cube) * 6;
  const sums = new Float64Array(stride);
  const selection = selectionOf(members);
  const table = selection && atomTable(cube, selection.atoms);
  if (selection && table) {
    for (const a of selection.selected) {
      const base = a * stride;
      for (let k = 0; k < stride; k++) sums[k]! += table[base + k]!;
    }
  } else {
    const m = cube.items.length;
    for (const r of members) addRespondent(cube, r * m, sums, 0);
  }
  sumsByPopulation.set(members, sums);
  return sums;
}

/** Per driver, its sums `[d * 6 + k]` read off the population's. */
function driverSums(cube: SurveyCube, members: Int32Array, drivers: readonly Driver[]): Float64Array {
  const population = populationSums(cube, members);
  const out = new Float64Array(drivers.length * 6);
  drivers.forEach((driver, d) => {
    const slot =
      driver.parent === null
        ? cube.topics.findIndex((t) => t.itemIndexes === driver.items)
        : cube.topics.length + driver.items[0]!;
    out.set(population.subarray(slot * 6, slot * 6 + 6), d * 6);
  });
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
  const lattice = population.usable
    ? itemLattice(cube, population.members, options.k, topics, {
        privacy: population.privacy,
        warnings: context.warnings,
      })
    : null;

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
      cellIn: (l) => l.topicCell[t] ?? -1,
    });
    for (const i of topicItemsInScope(topic, scope)) {
      drivers.push({
        name: cube.items[i]!.name,
        parent,
        colour: topic.bg_color,
        items: Int32Array.of(i),
        cell: lattice?.itemCell[i] ?? -1,
        cellIn: (l) => l.itemCell[i] ?? -1,
      });
    }
  }

  const score: (number | null)[] = [];
  const impact: (number | null)[] = [];
  const scoreWithheld: boolean[] = [];
  const impactWithheld: boolean[] = [];
  const sums = lattice ? driverSums(cube, population.members, drivers) : new Float64Array(0);
  const minimum = keyDriversMinPopulation(options.k);
  // an impact counts the people asked both a driver item and an engagement item: that narrower box must be shown
  // too (docs/privacy.md "Rule 9")
  const engagementGroups = askedGroupUnion(cube, cube.commitmentItems);
  const impactCounted = (driver: Driver): WithheldReason | 'visible' => {
    const driverGroups = askedGroupUnion(cube, driver.items);
    if (driverGroups === null && engagementGroups === null) return 'visible';
    const both = new Set(
      [...(driverGroups ?? cube.workerGroups.keys())].filter((g) => engagementGroups?.has(g) ?? true),
    );
    return population.privacy.counted(both);
  };
  const scoreReasons: (WithheldReason | null)[] = [];
  const impactReasons: (WithheldReason | null)[] = [];
  drivers.forEach((driver, d) => {
    const value = lattice ? lattice.table.share(driver.cell, options.k, context.warnings) : null;
    score.push(value);
    scoreWithheld.push(value === null);
    scoreReasons.push(
      value !== null ? null : lattice ? lattice.table.reason(driver.cell) : population.reason,
    );
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
    const counted = pair && pair.n >= minimum ? impactCounted(driver) : 'visible';
    if (!pair || pair.n < minimum || counted !== 'visible') {
      if (pair) context.warnings.add('graph-warning-privacy');
      impact.push(null);
      impactWithheld.push(true);
      // below the statistical minimum (never below k) the impact counts too few people (docs/graphs.md "Key drivers")
      impactReasons.push(!pair ? population.reason : counted !== 'visible' ? counted : 'fewer-than-k');
      return;
    }
    // a correlation of answers that do not vary is undefined: null, not withheld (nothing to hide)
    const r = pearson(pair);
    impact.push(r === null ? null : roundImpact(r));
    impactWithheld.push(false);
    impactReasons.push(null);
  });

  const companyScores =
    filters.length > 0 && lattice ? companyScoresOf(cube, topics, drivers, context) : null;

  const series = (
    name: string,
    data: (number | null)[],
    withheld: boolean[],
    reasons: (WithheldReason | null)[],
  ): GraphSeries => ({
    name,
    data,
    ...(data.includes(null)
      ? { withheld, withheld_reasons: reasons.map((r, i) => (withheld[i] ? r : null)) }
      : {}),
  });
  return graphResponse(
    context,
    [
      series(translate(options.language, 'graph-series-driver-score'), score, scoreWithheld, scoreReasons),
      series(
        translate(options.language, 'graph-series-driver-impact'),
        impact,
        impactWithheld,
        impactReasons,
      ),
    ],
    {
      categories: drivers.map((d) => d.name),
      categories_colors: drivers.map((d) => d.colour),
      category_parents: drivers.map((d) => d.parent),
      ...(companyScores ? { company_scores: companyScores } : {}),
      ...populationMeta(population, options.k),
    },
  );
}

/**
 * The company's score of each driver: the date's whole population, unfiltered, as satisfaction_total and total
 * show it with no filter (and the heatmap's company row), read from an item lattice of that population, so
 * withheld exactly where those graphs withhold it. A filtered population's quadrants divide their scores at
 * the company's (docs/graphs.md "Key drivers"), so a topic far below the company is never a strength.
 */
function companyScoresOf(
  cube: SurveyCube,
  topics: readonly number[],
  drivers: readonly Driver[],
  context: GraphContext,
): (number | null)[] {
  const { k } = context.options;
  // a context of its own: the whole population's count is not this answer's population (graph_meta.worker_count)
  const everyone = datePopulation(cube, [], {
    cubes: context.cubes,
    options: context.options,
    warnings: new Set() as WarningSink,
  });
  if (!everyone.usable) return drivers.map(() => null);
  const lattice = itemLattice(cube, everyone.members, k, topics, {
    privacy: everyone.privacy,
    warnings: context.warnings,
  });
  return drivers.map((driver) => lattice.table.share(driver.cellIn(lattice), k, context.warnings));
}
