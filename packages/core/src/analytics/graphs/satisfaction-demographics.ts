import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { measureBreakdown } from '../breakdown';
import { demographyCategories } from '../demography-categories';
import { datePopulation, type GraphContext, graphResponse, populationMeta } from '../graph-context';
import { portableFilters } from '../population';
import { selectDates } from '../select-dates';

/**
 * satisfaction_demographics (spec 2 §7): per answer of the main demography (one series each), the index of every
 * index topic and the satisfaction index; relations per topic over the answers and, per answer, satisfaction =
 * Σ index topics (docs/graphs.md).
 */
export function satisfactionDemographicsGraph(
  query: GraphQueryOf<'satisfaction_demographics'>,
  context: GraphContext,
): GraphResponse {
  const { options } = context;
  const [cube] = selectDates('satisfaction_demographics', query.survey_dates, context.cubes);
  const main = demographyCategories(query.main_dimension_demography_id, [cube!], context.cubes);
  const population = datePopulation(
    cube!,
    portableFilters(query.filters, [cube!, ...context.cubes]),
    context,
  );
  const topics = cube!.topics.flatMap((t, i) => (!t.is_commitment && t.is_calculated_in_index ? [i] : []));
  const measures = [...topics, cube!.satisfactionMeasure];
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
    main.categories.map((answer, a) => ({
      name: answer.item.name,
      data: results.map((r) => r.values[a] ?? null),
    })),
    {
      categories: [...topics.map((t) => cube!.topics[t]!.name), options.labels.satisfactionIndex],
      categories_colors: [...topics.map((t) => cube!.topics[t]!.bg_color), null],
      ...populationMeta(population, options.k),
    },
  );
}
