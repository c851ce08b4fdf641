import { isIndexTopic } from '../../indexes/topic-items';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import { type GraphContext, graphResponse, latestPopulation } from '../graph-context';
import { withPopulationChanges } from '../change';
import { graphSeries } from '../graph-series';
import { itemLattice } from '../item-lattice';
import { mergeCategories } from '../merge-categories';
import { selectDatesAndFilters } from '../select-dates';
import { topicInScope, workerGroupScope } from '../worker-group-scope';

/**
 * satisfaction_total (spec 2 §7, graphs.md "The graphs"): index topics, then the satisfaction index, then other
 * topics (topics matched by name, classified by their latest date); one series per date; colours = `bg_color`.
 * A worker-group filter lists only the topics its groups were asked (graphs.md finer point 10); a topic not asked
 * on a date is a null that is not withheld.
 */
export function satisfactionTotalGraph(
  query: GraphQueryOf<'satisfaction_total'>,
  context: GraphContext,
): GraphResponse {
  const { options, dates, filters } = selectDatesAndFilters('satisfaction_total', query, context);
  const scope = workerGroupScope(filters);
  const topics = mergeCategories(
    dates.map((cube) => cube.topics.filter((t) => !t.is_commitment && topicInScope(t, scope))),
    (t) => t.name,
  );
  const indexTopics = topics.filter((t) => isIndexTopic(t.item));
  const otherTopics = topics.filter((t) => !isIndexTopic(t.item));
  const series: GraphSeries[] = [];
  const populations = latestPopulation(context);
  for (const cube of dates) {
    const population = populations.of(cube, filters);
    // topic and index cells only: item relations never change them (docs/graphs.md)
    const lattice = population.usable
      ? itemLattice(cube, population.members, options.k, [], {
          privacy: population.privacy,
          warnings: context.warnings,
        })
      : null;
    const value = (cell: number) => (lattice ? lattice.table.share(cell, options.k, context.warnings) : null);
    const topicAsked = (name: string) => {
      const t = cube.topics.findIndex((topic) => topic.name === name);
      return t >= 0 && topicInScope(cube.topics[t]!, scope) ? t : -1;
    };
    const topicValue = (name: string) => {
      const t = topicAsked(name);
      return t < 0 || !lattice ? null : value(lattice.topicCell[t]!);
    };
    // why a null is withheld: the population's reason, or its cell's (read only where the value is withheld)
    const reason = (cell: number) => (lattice ? lattice.table.reason(cell) : population.reason);
    const topicReason = (name: string) => {
      const t = topicAsked(name);
      return t < 0 ? null : reason(lattice?.topicCell[t] ?? -1);
    };
    // the satisfaction index was asked where an index topic was (configuration, docs/graphs.md "withheld")
    const satisfactionAsked = cube.topics.some((t) => isIndexTopic(t) && topicInScope(t, scope));
    series.push(
      graphSeries(
        options.dateLabel(cube.date),
        [
          ...indexTopics.map((t) => topicValue(t.key)),
          lattice && satisfactionAsked ? value(lattice.satisfactionCell) : null,
          ...otherTopics.map((t) => topicValue(t.key)),
        ],
        [
          ...indexTopics.map((t) => topicAsked(t.key) >= 0),
          satisfactionAsked,
          ...otherTopics.map((t) => topicAsked(t.key) >= 0),
        ],
        [
          ...indexTopics.map((t) => topicReason(t.key)),
          reason(lattice?.satisfactionCell ?? -1),
          ...otherTopics.map((t) => topicReason(t.key)),
        ],
      ),
    );
  }
  // every topic is the whole population's: the change is judged by the dates' respondent counts
  return withPopulationChanges(
    graphResponse(context, series, {
      categories: [
        ...indexTopics.map((t) => t.key),
        options.labels.satisfactionIndex,
        ...otherTopics.map((t) => t.key),
      ],
      categories_colors: [
        ...indexTopics.map((t) => t.item.bg_color),
        null,
        ...otherTopics.map((t) => t.item.bg_color),
      ],
      ...populations.meta(),
    }),
  );
}
