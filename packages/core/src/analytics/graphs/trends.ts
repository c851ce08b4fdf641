import { isIndexTopic } from '../../indexes/topic-items';
import type { GraphQueryOf } from '../../schemas/graph-query';
import {
  GRAPH_WARNINGS,
  type GraphResponse,
  type GraphSeries,
  type GraphWarning,
  type TopicColor,
} from '../../schemas/graph-response';
import type { WarningSink } from '../cell-table';
import { withPopulationChanges } from '../change';
import { datePopulation, type GraphContext, graphResponse, populationMeta } from '../graph-context';
import { graphSeries } from '../graph-series';
import { GraphEngineError } from '../graph-engine-error';
import { itemLattice } from '../item-lattice';
import { portableFilters } from '../population';
import type { SurveyCube } from '../survey-cube';
import { topicInScope, workerGroupScope } from '../worker-group-scope';
import { satisfactionTotalGraph } from './satisfaction-total';

/** The dates' cubes oldest first (graphs.md finer point 5), as every graph over several dates orders them. */
function oldestFirst(cubes: readonly SurveyCube[]): SurveyCube[] {
  return [...cubes].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.surveyDateId - b.surveyDateId,
  );
}

/**
 * trends (docs/graphs.md "Trends"): the engagement index, the satisfaction index and each index topic on every date
 * the server passes (every date the caller may see), one series per date oldest first, with the change since the
 * previous date on each later series (docs/graphs.md "Change since the previous date").
 *
 * Every point is the value a graph the caller may already ask answers for that date alone with the same filters: the
 * satisfaction index and the topics are satisfaction_total's own answer for the date; the engagement index is the
 * engagement cell of the same item lattice (the cell total and commitment_detailed share, which the secondary
 * suppression of every graph already treats as shown: docs/graphs.md "Secondary suppression"). So trends withholds
 * exactly what those withhold, and the population and its count obey the privacy pattern of each date.
 */
export function trendsGraph(query: GraphQueryOf<'trends'>, context: GraphContext): GraphResponse {
  const { options } = context;
  if (context.cubes.length === 0) throw new GraphEngineError('not-found', 'trends needs a survey date');
  const dates = oldestFirst(context.cubes);
  const filters = portableFilters(query.filters, dates);
  const scope = workerGroupScope(filters);
  const raised = new Set<GraphWarning>();
  const perDate = dates.map((cube) => {
    const warnings = new Set() as WarningSink;
    const sub: GraphContext = { cubes: context.cubes, options, warnings, populations: [] };
    const answer = satisfactionTotalGraph({ survey_dates: [cube.surveyDateId], filters: query.filters }, sub);
    for (const w of answer.warnings) raised.add(w);
    // the date's population as the response's count shows it (date_worker_counts): the one satisfaction_total
    // filtered (its warnings came with the answer), not filtered a second time
    const filtered = sub.populations?.find((p) => p.cube === cube);
    if (filtered) context.populations?.push(filtered);
    const population = filtered ?? datePopulation(cube, filters, context);
    const lattice = population.usable
      ? itemLattice(cube, population.members, options.k, [], {
          privacy: population.privacy,
          warnings: context.warnings,
        })
      : null;
    const engagementAsked = cube.topics.some((t) => t.is_commitment && topicInScope(t, scope));
    const engagement =
      lattice && engagementAsked
        ? lattice.table.share(lattice.engagementCell, options.k, context.warnings)
        : null;
    const engagementReason = lattice ? lattice.table.reason(lattice.engagementCell) : population.reason;
    return { cube, answer, engagement, engagementAsked, engagementReason, population };
  });

  // index topics by name, newest date first, each an index topic as on the newest date that has it
  const topics = new Map<string, { index: boolean; colour: TopicColor | null }>();
  for (const { cube } of [...perDate].reverse()) {
    for (const topic of cube.topics) {
      if (topic.is_commitment || !topicInScope(topic, scope) || topics.has(topic.name)) continue;
      topics.set(topic.name, { index: isIndexTopic(topic), colour: topic.bg_color });
    }
  }
  const indexTopics = [...topics].filter(([, t]) => t.index).map(([name]) => name);
  const satisfactionLabel = options.labels.satisfactionIndex;

  const series: GraphSeries[] = perDate.map(
    ({ cube, answer, engagement, engagementAsked, engagementReason }) => {
      const column = (name: string) => answer.graph_meta.categories.indexOf(name);
      const value = (c: number) => (c < 0 ? null : (answer.graph_data[0]?.data[c] ?? null));
      // satisfaction_total's own `withheld` says which of its nulls a rule withheld; the others were not asked
      const withheld = (c: number) => c >= 0 && answer.graph_data[0]?.withheld?.[c] === true;
      const columns = [column(satisfactionLabel), ...indexTopics.map(column)];
      return graphSeries(
        options.dateLabel(cube.date),
        [engagement, ...columns.map(value)],
        [engagementAsked, ...columns.map((c) => value(c) !== null || withheld(c))],
        [
          engagementReason,
          ...columns.map((c) => (c < 0 ? null : (answer.graph_data[0]?.withheld_reasons?.[c] ?? null))),
        ],
      );
    },
  );
  const latest = perDate.at(-1)?.population;
  const response = graphResponse(context, series, {
    categories: [options.labels.engagementIndex, satisfactionLabel, ...indexTopics],
    categories_colors: [null, null, ...indexTopics.map((name) => topics.get(name)?.colour ?? null)],
    ...populationMeta(latest, options.k),
  });
  // the warnings in catalogue order, the sub-answers' with this graph's own
  const warnings = GRAPH_WARNINGS.filter((w) => response.warnings.includes(w) || raised.has(w));
  return withPopulationChanges({ ...response, warnings });
}
