import type { Percent } from '../indexes/units';
import type { WithheldReason } from '../schemas/graph-response';
import { accumulateMeasures, type MeasureTotals } from './accumulate';
import { CellTable } from './cell-table';
import type { DatePopulation, GraphContext } from './graph-context';
import { type PartitionCells, partitionCells } from './partition-cells';
import { withheldWarning } from './privacy/population-privacy';
import type { SurveyCube } from './survey-cube';
import { askedGroupSets, measureAsked, measureItems } from './worker-group-scope';

/** A partition of one date's respondents into groups, each shown as a category (or not, -1). */
export interface Partition {
  /** Per respondent, its group; -1 = the remainder (in no group). */
  readonly groupOf: Int32Array | Int16Array | null;
  readonly groupCount: number;
  /** Per group, its category position in the response; -1 = not shown. */
  readonly categoryOf: Int32Array;
  /** The privacy dimension whose values the groups are (docs/privacy.md "Dimensions"); null = no groups. */
  readonly dimension: string | null;
  /**
   * Whether group `g` was asked the items of cube measure `measure` (configuration only: a worker group without
   * such a topic on the date); a null of a group not asked is not withheld. Default: every group was asked.
   */
  readonly asked?: (group: number, measure: number) => boolean;
}

/** One measure broken down by category: rounded and exact values, and the gated total read on demand. */
export interface MeasureBreakdown {
  readonly values: (Percent | null)[];
  readonly exact: (Percent | null)[];
  /** Per category, why its value is withheld where it is null (docs/privacy.md "Reasons"). */
  readonly reasons: (WithheldReason | null)[];
  /** Per category, whether it was asked on the date (configuration): its null is then withheld. */
  readonly asked: boolean[];
  readonly total: () => Percent | null;
  /** Why the total is withheld where it is null. */
  readonly totalReason: () => WithheldReason | null;
  /** Whether anyone on the date was asked the measure's items (the total's `asked`). */
  readonly totalAsked: boolean;
}

/** Adds relations beyond total = Σ groups (hierarchies, cross-measure sums) before suppression. */
export type RelateCells = (table: CellTable, cells: readonly PartitionCells[]) => void;

/**
 * Breakdown counts per population array, then per grouping and measures (docs/graphs.md "Caches"): the same array
 * comes back from `populationOf` for the same cube and filters and is never written after, so its counts are one
 * population's, and the graphs a view opens on it (commitment and satisfaction by demography, the heatmap, the
 * ranking) count it once per grouping. Only a grouping by one of the cube's own attribute arrays (worker groups,
 * units, a demography's answers) is kept: a cube never changes, so the array names its grouping.
 */
const totalsByPopulation = new WeakMap<Int32Array, Map<string, MeasureTotals>>();

/** The cube's attribute arrays a breakdown may group by, by their position (a key of `totalsByPopulation`). */
const attributeIndexes = new WeakMap<SurveyCube, Map<Int32Array | Int16Array, number>>();

function attributeIndexOf(cube: SurveyCube, groupOf: Int32Array | Int16Array): number | undefined {
  let known = attributeIndexes.get(cube);
  if (!known) {
    known = new Map(
      [cube.workerGroupOf, cube.unitOf, ...cube.demographies.map((d) => d.answerOf)].map((a, i) => [a, i]),
    );
    attributeIndexes.set(cube, known);
  }
  return known.get(groupOf);
}

/** `accumulateMeasures` of a breakdown, kept per population when its grouping is the cube's own (never written to). */
function breakdownTotals(
  cube: SurveyCube,
  members: Int32Array,
  partition: Partition,
  measures: readonly number[],
): MeasureTotals {
  const { groupOf, groupCount } = partition;
  const attribute = groupOf === null ? -1 : attributeIndexOf(cube, groupOf);
  if (attribute === undefined) return accumulateMeasures(cube, members, groupOf, groupCount, measures);
  let byGrouping = totalsByPopulation.get(members);
  if (!byGrouping) {
    byGrouping = new Map();
    totalsByPopulation.set(members, byGrouping);
  }
  const key = `${attribute}:${groupCount}:${measures.join(',')}`;
  const known = byGrouping.get(key);
  if (known) return known;
  const totals = accumulateMeasures(cube, members, groupOf, groupCount, measures);
  byGrouping.set(key, totals);
  return totals;
}

/**
 * Computes measures (cube measure indexes) per category of a partition in one pass, with the privacy rule and
 * secondary suppression over total = Σ groups (+ any `relate` relations); an unusable date is all null.
 */
export function measureBreakdown(
  population: DatePopulation,
  partition: Partition,
  measures: readonly number[],
  categoryCount: number,
  context: GraphContext,
  relate?: RelateCells,
): MeasureBreakdown[] {
  const empty = () => new Array<Percent | null>(categoryCount).fill(null);
  const { cube } = population;
  const askedOf = (m: number) => {
    const asked = new Array<boolean>(categoryCount).fill(false);
    for (let g = 0; g < partition.groupCount; g++) {
      const category = partition.categoryOf[g] ?? -1;
      if (category >= 0 && (partition.asked?.(g, m) ?? true)) asked[category] = true;
    }
    return asked;
  };
  if (!population.usable)
    return measures.map((m) => ({
      values: empty(),
      exact: empty(),
      reasons: new Array<WithheldReason | null>(categoryCount).fill(population.reason),
      asked: askedOf(m),
      total: () => null,
      totalReason: () => population.reason,
      totalAsked: measureAsked(cube, m),
    }));
  const { k } = context.options;
  const { members } = population;
  const totals = breakdownTotals(cube, members, partition, measures);
  const table = new CellTable();
  const cells = measures.map((_, j) => partitionCells(table, totals, j));
  relate?.(table, cells);
  // A category whose population the date's privacy pattern withholds is withheld in every measure (docs/privacy.md).
  if (partition.dimension !== null) {
    for (let g = 0; g < partition.groupCount; g++) {
      const status = population.privacy.category(partition.dimension, g);
      if (status === 'visible') continue;
      // warned even where nobody is in the category, so an empty category and a withheld one look alike
      if ((partition.categoryOf[g] ?? -1) >= 0) context.warnings.add(withheldWarning(status));
      for (const c of cells) table.withhold(c.groups[g]!, status);
    }
  }
  // each measure counts, item by item, only the people asked the item: the population and each category narrowed
  // to those worker groups must be shown too (docs/privacy.md "Rule 9")
  measures.forEach((m, j) => {
    for (const groups of askedGroupSets(cube, measureItems(cube, m))) {
      const whole = population.privacy.counted(groups);
      if (whole !== 'visible') {
        context.warnings.add(withheldWarning(whole));
        table.withhold(cells[j]!.total, whole);
      }
      if (partition.dimension === null) continue;
      for (let g = 0; g < partition.groupCount; g++) {
        if ((partition.categoryOf[g] ?? -1) < 0) continue;
        const status = population.privacy.counted(groups, partition.dimension, g);
        if (status === 'visible') continue;
        context.warnings.add(withheldWarning(status));
        table.withhold(cells[j]!.groups[g]!, status);
      }
    }
  });
  table.suppress(k);
  return cells.map((c, j) => {
    const values = empty();
    const exact = empty();
    const reasons = new Array<WithheldReason | null>(categoryCount).fill(null);
    c.groups.forEach((cell, g) => {
      const category = partition.categoryOf[g] ?? -1;
      if (category < 0) return;
      exact[category] = table.exactShare(cell, k, context.warnings);
      values[category] = table.share(cell, k, context.warnings);
      if (values[category] === null) reasons[category] = table.reason(cell);
    });
    return {
      values,
      exact,
      reasons,
      asked: askedOf(measures[j]!),
      total: () => table.share(c.total, k, context.warnings),
      totalReason: () => (table.share(c.total, k, new Set()) === null ? table.reason(c.total) : null),
      totalAsked: measureAsked(cube, measures[j]!),
    };
  });
}
