import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { withPopulationChanges } from '../change';
import type { GraphContext } from '../graph-context';
import { GraphEngineError } from '../graph-engine-error';
import { itemDistributionGraph } from '../item-distribution';
import { selectDatesAndFilters } from '../select-dates';

/** satisfaction_topics (spec 2 §7): negative/middle/positive per item of one topic, the topic matched by name across dates. */
export function satisfactionTopicsGraph(
  query: GraphQueryOf<'satisfaction_topics'>,
  context: GraphContext,
): GraphResponse {
  const { dates, filters } = selectDatesAndFilters('satisfaction_topics', query, context);
  const holder = [...dates]
    .reverse()
    .concat(context.cubes)
    .find((c) => c.topicIndexById.has(query.question_group_id));
  const topic = holder?.topics[holder.topicIndexById.get(query.question_group_id)!];
  if (!topic) throw new GraphEngineError('not-found', `Unknown topic ${query.question_group_id}`);
  // every item is the whole population's: the change is judged by the dates' respondent counts
  return withPopulationChanges(
    itemDistributionGraph(
      dates,
      filters,
      (cube) => Array.from(cube.topics.find((t) => t.name === topic.name)?.itemIndexes ?? []),
      (cube) => cube.topics.flatMap((t, i) => (t.name === topic.name ? [i] : [])),
      context,
    ),
  );
}
