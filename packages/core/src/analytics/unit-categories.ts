import type { Partition, RelateCells } from './breakdown';
import { collectorScope } from './collector-scope';
import { mergeCategories } from './merge-categories';
import type { PortableFilter } from './population';
import { UNIT_DIMENSION } from './privacy/privacy-dimensions';
import type { CubeUnit, SurveyCube } from './survey-cube';
import { groupAskedMeasure } from './worker-group-scope';

/** Units as categories across dates, with their partition and hierarchy per date. */
export interface UnitCategories {
  readonly labels: string[];
  readonly partitionOf: (cube: SurveyCube) => Partition;
  readonly relateOf: (cube: SurveyCube) => RelateCells;
}

/**
 * The units of commitment_ranking: those with a respondent on a selected date in a worker group the worker-group
 * filter keeps and with collector-demography answers the filters keep (`collectorScope`: "Telephely = Pécs" lists
 * the units at Pécs), matched by key, latest date first (docs/graphs.md deviates from graphs.md 9: the list depends on
 * no count under the filters, so a unit's presence never reveals that someone in it matches an answer filter).
 */
export function unitCategories(
  dates: readonly SurveyCube[],
  filters: readonly PortableFilter[],
): UnitCategories {
  const groupFilters = filters.flatMap((f) => (f.type === 'worker_group' ? [f.ids] : []));
  const listed = (cube: SurveyCube) => {
    const seen = new Uint8Array(cube.units.length);
    for (const u of cube.unitOf) if (u >= 0) seen[u] = 1;
    const scope = collectorScope(cube, filters);
    return cube.units.filter((unit, u) => {
      const id = cube.workerGroups[unit.workerGroupIndex]?.id;
      const inGroups = groupFilters.every((ids) => id !== undefined && ids.has(id));
      return seen[u] === 1 && inGroups && (scope?.unitKept(u) ?? true);
    });
  };
  const categories = mergeCategories(dates.map(listed), (u) => u.key);
  const position = new Map(categories.map((c, i) => [c.key, i]));
  const counts = new Map<string, number>();
  for (const c of categories) counts.set(c.item.label, (counts.get(c.item.label) ?? 0) + 1);
  const wgName = (unit: CubeUnit) =>
    dates.map((d) => d.workerGroups[unit.workerGroupIndex]?.name).find((n) => n !== undefined) ?? '';
  const labels = categories.map((c) =>
    (counts.get(c.item.label) ?? 0) > 1 ? `${c.item.label} (${wgName(c.item)})` : c.item.label,
  );
  return {
    labels,
    partitionOf: (cube) => ({
      dimension: UNIT_DIMENSION,
      groupOf: cube.unitOf,
      groupCount: cube.units.length,
      categoryOf: Int32Array.from(cube.units, (u) => position.get(u.key) ?? -1),
      // a unit of a worker group without a topic of the measure on the date was not asked (configuration)
      asked: (u, measure) => groupAskedMeasure(cube, cube.units[u]?.workerGroupIndex ?? -1, measure),
    }),
    relateOf: (cube) => (table, measures) => {
      for (const cells of measures) {
        // worker group = Σ its units; total = Σ worker groups (docs/graphs.md "Secondary suppression")
        const byGroup = new Map<number, number[]>();
        cube.units.forEach((unit, u) => {
          const list = byGroup.get(unit.workerGroupIndex) ?? [];
          list.push(cells.groups[u]!);
          byGroup.set(unit.workerGroupIndex, list);
        });
        const groupParts = [cells.remainder];
        for (const [w, units] of byGroup) {
          if (w < 0) {
            groupParts.push(...units);
            continue;
          }
          const groupCell = table.addSum(units);
          table.relate(groupCell, units);
          groupParts.push(groupCell);
        }
        table.relate(cells.total, groupParts);
      }
    },
  };
}
