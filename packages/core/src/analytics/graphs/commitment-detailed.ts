import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { withPopulationChanges } from '../change';
import type { GraphContext } from '../graph-context';
import { itemDistributionGraph } from '../item-distribution';
import { portableFilters } from '../population';
import { selectDates } from '../select-dates';

/** commitment_detailed (spec 2 §7): negative/middle/positive per commitment item, by worker group then item order. */
export function commitmentDetailedGraph(
  query: GraphQueryOf<'commitment_detailed'>,
  context: GraphContext,
): GraphResponse {
  const dates = selectDates('commitment_detailed', query.survey_dates, context.cubes);
  const filters = portableFilters(query.filters, [...dates, ...context.cubes]);
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
