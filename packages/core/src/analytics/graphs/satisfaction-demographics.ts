import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { measureBreakdown } from '../breakdown';
import { demographyCategories } from '../demography-categories';
import { datePopulation, type GraphContext, graphResponse, populationMeta } from '../graph-context';
import { graphSeries } from '../graph-series';
import { portableFilters } from '../population';
import { selectDates } from '../select-dates';
import { topicInScope, workerGroupScope } from '../worker-group-scope';

/**
 * satisfaction_demographics (spec 2 §7): per answer of the main demography (one series each), the index of every
 * index topic and the satisfaction index; relations per topic over the answers and, per answer, satisfaction =
 * Σ index topics (docs/graphs.md). A worker-group filter lists only the topics its groups were asked (finer point 10).
 */
export function satisfactionDemographicsGraph(
  query: GraphQueryOf<'satisfaction_demographics'>,
  context: GraphContext,
): GraphResponse {
  const { options } = context;
  const [cube] = selectDates('satisfaction_demographics', query.survey_dates, context.cubes);
  const filters = portableFilters(query.filters, [cube!, ...context.cubes]);
  const main = demographyCategories(query.main_dimension_demography_id, [cube!], context.cubes, filters);
  const population = datePopulation(cube!, filters, context);
  const topics = cube!.topics.flatMap((t, i) => (!t.is_commitment && t.is_calculated_in_index ? [i] : []));
  const measures = [...topics, cube!.satisfactionMeasure];
  // a worker-group filter lists only the topics its groups were asked (graphs.md finer point 10); the cells and
  // relations stay those of every index topic, so what is withheld does not depend on the list
  const scope = workerGroupScope(filters);
  const listed = topics.flatMap((t, j) => (topicInScope(cube!.topics[t]!, scope) ? [j] : []));
  const satisfactionAsked = listed.length > 0;
  const results = measureBreakdown(
    population,
    main.partitionOf(cube!),
    measures,
    main.categories.length,
    context,
    (table, cells) => {
      const satisfaction = cells[cells.length - 1]!;
      const topicCells = cells.slice(0, -1);
      table.relate(
        satisfaction.total,
        topicCells.map((c) => c.total),
      );
      satisfaction.groups.forEach((cell, g) => {
        table.relate(
          cell,
          topicCells.map((c) => c.groups[g]!),
        );
      });
      table.relate(
        satisfaction.remainder,
        topicCells.map((c) => c.remainder),
      );
    },
  );
  return graphResponse(
    context,
    main.categories.map((answer, a) =>
      graphSeries(
        answer.item.name,
        [
          ...listed.map((j) => results[j]!.values[a] ?? null),
          satisfactionAsked ? (results[topics.length]!.values[a] ?? null) : null,
        ],
        [...listed.map(() => true), satisfactionAsked],
        [...listed.map((j) => results[j]!.reasons[a] ?? null), results[topics.length]!.reasons[a] ?? null],
      ),
    ),
    {
      categories: [...listed.map((j) => cube!.topics[topics[j]!]!.name), options.labels.satisfactionIndex],
      categories_colors: [...listed.map((j) => cube!.topics[topics[j]!]!.bg_color), null],
      ...populationMeta(population, options.k),
    },
  );
}
