import type { GraphQueryOf } from '../../schemas/graph-query';
import {
  GRAPH_WARNINGS,
  type GraphResponse,
  type GraphSeries,
  type GraphWarning,
} from '../../schemas/graph-response';
import type { WarningSink } from '../cell-table';
import type { GraphContext } from '../graph-context';
import { commitmentDemographicsGraph } from './commitment-demographics';
import { commitmentTotalGraph } from './commitment-total';
import { satisfactionDemographicsGraph } from './satisfaction-demographics';
import { satisfactionTotalGraph } from './satisfaction-total';

/** One cell of a sub-graph: its value and whether a privacy rule withheld it (else a null was not asked). */
interface Cell {
  readonly value: number | null;
  readonly withheld: boolean;
}

const NOT_ASKED: Cell = { value: null, withheld: false };

function cellOf(series: GraphSeries | undefined, index: number): Cell {
  if (!series || index < 0) return NOT_ASKED;
  return { value: series.data[index] ?? null, withheld: series.withheld?.[index] === true };
}

/** A series from cells: `withheld` only when some cell is withheld, as every graph writes it. */
function seriesOf(name: string, cells: readonly Cell[]): GraphSeries {
  const withheld = cells.map((c) => c.withheld);
  return {
    name,
    data: cells.map((c) => c.value),
    ...(withheld.includes(true) ? { withheld } : {}),
  };
}

/**
 * heatmap (docs/graphs.md "Heatmap"): rows = the company, then each answer of the main demography;
 * columns = the engagement index, the satisfaction index, then each index topic.
 *
 * Every cell is the value of a graph the caller may already ask, computed by that graph's own engine
 * on the same date and filters — the answers' rows by commitment_demographics and
 * satisfaction_demographics, the company row (everyone of the date, unfiltered) by commitment_total
 * and satisfaction_total — so the heatmap withholds exactly what those graphs withhold and releases
 * nothing a combination of them does not (docs/privacy.md: one privacy pattern per date, shared by
 * every graph). Its warnings are theirs together.
 */
export function heatmapGraph(query: GraphQueryOf<'heatmap'>, context: GraphContext): GraphResponse {
  const { options } = context;
  const dates = query.survey_dates;
  const main = query.main_dimension_demography_id;
  const sub = (): GraphContext => ({
    cubes: context.cubes,
    options,
    warnings: new Set() as WarningSink,
    populations: [],
  });
  const engagement = commitmentDemographicsGraph(
    {
      survey_dates: dates,
      main_dimension_demography_id: main,
      filters: query.filters,
      show_satisfaction_index: false,
    },
    sub(),
  );
  const satisfaction = satisfactionDemographicsGraph(
    { survey_dates: dates, main_dimension_demography_id: main, filters: query.filters },
    sub(),
  );
  // the company row: the date's whole population, as the two total graphs show it
  const companyEngagement = commitmentTotalGraph(
    { survey_dates: dates, show_satisfaction_index: false },
    sub(),
  );
  const companySatisfaction = satisfactionTotalGraph({ survey_dates: dates, filters: [] }, sub());

  // columns: engagement, satisfaction, then the index topics satisfaction_demographics lists
  const topicColumns = satisfaction.graph_meta.categories.slice(0, -1);
  const satisfactionColumn = satisfaction.graph_meta.categories.length - 1;
  const categories = [options.labels.engagementIndex, options.labels.satisfactionIndex, ...topicColumns];
  const colours = [null, null, ...satisfaction.graph_meta.categories_colors.slice(0, -1)];

  const totals = companySatisfaction.graph_meta.categories;
  const company = seriesOf(options.labels.total, [
    cellOf(companyEngagement.graph_data[0], companyEngagement.graph_meta.categories.length - 1),
    // no index topic asked of the groups in scope: no satisfaction index, as in satisfaction_demographics
    topicColumns.length > 0
      ? cellOf(companySatisfaction.graph_data[0], totals.indexOf(options.labels.satisfactionIndex))
      : NOT_ASKED,
    ...topicColumns.map((name) => cellOf(companySatisfaction.graph_data[0], totals.indexOf(name))),
  ]);
  const rows = engagement.graph_meta.categories.map((answer, a) => {
    const answerSatisfaction = satisfaction.graph_data[a];
    return seriesOf(answer, [
      cellOf(engagement.graph_data[0], a),
      cellOf(answerSatisfaction, satisfactionColumn),
      ...topicColumns.map((_, t) => cellOf(answerSatisfaction, t)),
    ]);
  });

  // the answers' warnings, and the privacy warning when a company cell is withheld
  const raised = new Set<GraphWarning>([...engagement.warnings, ...satisfaction.warnings]);
  if (company.withheld) raised.add('graph-warning-privacy');
  return {
    graph_data: [company, ...rows],
    graph_meta: {
      categories,
      categories_colors: colours,
      // the answers' population is the one both breakdowns filtered
      worker_count: engagement.graph_meta.worker_count,
      ...(engagement.graph_meta.worker_count_hidden
        ? { worker_count_hidden: engagement.graph_meta.worker_count_hidden }
        : {}),
      min_group_size: options.k,
    },
    warnings: GRAPH_WARNINGS.filter((w) => raised.has(w)),
  };
}
