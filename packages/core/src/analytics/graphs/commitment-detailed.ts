import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { withPopulationChanges } from '../change';
import type { GraphContext } from '../graph-context';
import { itemDistributionGraph } from '../item-distribution';
import { selectDatesAndFilters } from '../select-dates';

/** commitment_detailed (spec 2 §7): negative/middle/positive per commitment item, by worker group then item order. */
export function commitmentDetailedGraph(
  query: GraphQueryOf<'commitment_detailed'>,
  context: GraphContext,
): GraphResponse {
  const { dates, filters } = selectDatesAndFilters('commitment_detailed', query, context);
  // every item is the whole population's: the change is judged by the dates' respondent counts
  return withPopulationChanges(
    itemDistributionGraph(
      dates,
      filters,
      (cube) => Array.from(cube.commitmentItems),
      (cube) => cube.topics.flatMap((t, i) => (t.is_commitment ? [i] : [])),
      context,
    ),
  );
}
