import { changeMeaningful } from '../indexes/change-margin';
import type { GraphResponse, GraphSeries } from '../schemas/graph-response';
import type { Partition } from './breakdown';
import type { DatePopulation } from './graph-context';
import type { PortableFilter } from './population';
import { populationPrivacy } from './privacy/population-privacy';

/**
 * The respondent count behind a category on a date (index `date` of the graph's dates, oldest first), as the
 * privacy pattern shows it: null when no query shows it (docs/privacy.md "Sizes follow values").
 */
export type CategorySize = (date: number, category: number) => number | null;

/**
 * The series of a graph over several dates with the change since the previous date on each later date's series
 * (docs/graphs.md "Change since the previous date"): `seriesPerDate` series per date, dates oldest first, series j of
 * a date compared with series j of the date before. A change is null where either value is null (withheld or not
 * asked), so it tells nothing the two values do not.
 */
export function withChanges(
  series: readonly GraphSeries[],
  dateCount: number,
  sizeOf: CategorySize,
): GraphSeries[] {
  const perDate = series.length / dateCount;
  if (dateCount < 2 || !Number.isInteger(perDate)) return [...series];
  return series.map((later, s) => {
    const date = Math.floor(s / perDate);
    if (date === 0) return later;
    const earlier = series[s - perDate]!;
    const change = later.data.map((value, i) => {
      const before = earlier.data[i] ?? null;
      return value === null || before === null ? null : value - before;
    });
    const meaningful = later.data.map((value, i) => {
      const before = earlier.data[i] ?? null;
      if (value === null || before === null) return null;
      return changeMeaningful(before, value, sizeOf(date - 1, i), sizeOf(date, i));
    });
    return { ...later, change, change_meaningful: meaningful };
  });
}

/**
 * The changes of a response whose every category is the whole population of its date (indexes, topics, items): each
 * date's respondent count as `graph_meta.date_worker_counts` shows it.
 */
export function withPopulationChanges(response: GraphResponse): GraphResponse {
  const counts = response.graph_meta.date_worker_counts;
  if (!counts || counts.length < 2) return response;
  const graph_data = withChanges(
    response.graph_data,
    counts.length,
    (date) => counts[date]?.worker_count ?? null,
  );
  return { ...response, graph_data };
}

/**
 * The respondent count of each category of a partition of a date's population, as the privacy pattern shows it:
 * the count a query of the same filters narrowed to that category answers as its `worker_count` (null when the
 * pattern withholds that population, when the date's population is withheld, or when `filterOf` cannot name the
 * category as a filter); `public` where the size is published anyway (a unit's respondents in the participation
 * table). So a change's judgement uses no size a query does not already show (docs/privacy.md "Sizes follow values").
 */
export function categorySizes(
  population: DatePopulation,
  partition: Partition,
  categoryCount: number,
  filters: readonly PortableFilter[],
  filterOf: (category: number) => PortableFilter | 'public' | null,
  k: number,
): (number | null)[] {
  const counts = new Array<number>(categoryCount).fill(0);
  const { groupOf, categoryOf } = partition;
  if (groupOf) {
    for (const r of population.members) {
      const g = groupOf[r]!;
      const c = g < 0 ? -1 : categoryOf[g]!;
      if (c >= 0) counts[c]!++;
    }
  }
  return counts.map((count, c) => {
    const filter = population.usable ? filterOf(c) : null;
    if (filter === null) return null;
    if (filter === 'public') return count;
    const privacy = populationPrivacy(population.cube, [...filters, filter], count, k);
    return privacy.status === 'shown' ? count : null;
  });
}
