import type { GraphQueryOf } from '../../schemas/graph-query';
import {
  GRAPH_WARNINGS,
  type GraphResponse,
  type GraphSeries,
  type GraphWarning,
  type WithheldReason,
} from '../../schemas/graph-response';
import type { Partition, RelateCells } from '../breakdown';
import { measureBreakdown } from '../breakdown';
import type { WarningSink } from '../cell-table';
import { datePopulation, type GraphContext, populationMeta } from '../graph-context';
import type { PartitionCells } from '../partition-cells';
import { portableFilters } from '../population';
import { WORKER_GROUP_DIMENSION } from '../privacy/privacy-dimensions';
import { selectDates } from '../select-dates';
import type { SurveyCube } from '../survey-cube';
import { unitCategories } from '../unit-categories';
import { groupAskedMeasure, topicInScope, workerGroupScope } from '../worker-group-scope';
import { commitmentDemographicsGraph } from './commitment-demographics';
import { commitmentTotalGraph } from './commitment-total';
import { satisfactionDemographicsGraph } from './satisfaction-demographics';
import { satisfactionTotalGraph } from './satisfaction-total';

/**
 * One cell of a sub-graph: its value, whether a privacy rule withheld it (else a null was not asked) and why
 * (docs/privacy.md "Reasons").
 */
interface Cell {
  readonly value: number | null;
  readonly withheld: boolean;
  readonly reason: WithheldReason | null;
}

const NOT_ASKED: Cell = { value: null, withheld: false, reason: null };

function cellOf(series: GraphSeries | undefined, index: number): Cell {
  if (!series || index < 0) return NOT_ASKED;
  const withheld = series.withheld?.[index] === true;
  return {
    value: series.data[index] ?? null,
    withheld,
    reason: withheld ? (series.withheld_reasons?.[index] ?? null) : null,
  };
}

/** A series from cells: `withheld` and its reasons whenever some cell is null, as every graph writes them. */
function seriesOf(name: string, cells: readonly Cell[]): GraphSeries {
  return {
    name,
    data: cells.map((c) => c.value),
    ...(cells.some((c) => c.value === null)
      ? { withheld: cells.map((c) => c.withheld), withheld_reasons: cells.map((c) => c.reason) }
      : {}),
  };
}

/** The rows below the company: their names, cells (engagement, satisfaction, then each topic column), columns. */
interface HeatmapRows {
  readonly names: readonly string[];
  readonly cells: readonly (readonly Cell[])[];
  readonly topicColumns: readonly string[];
  readonly topicColours: GraphResponse['graph_meta']['categories_colors'];
  readonly meta: Pick<GraphResponse['graph_meta'], 'worker_count' | 'worker_count_hidden'>;
  readonly warnings: readonly GraphWarning[];
}

/** A context of its own for a part of the heatmap, so each part's warnings are read on their own. */
function partContext(context: GraphContext): GraphContext {
  return {
    cubes: context.cubes,
    options: context.options,
    warnings: new Set() as WarningSink,
    populations: [],
  };
}

/**
 * Rows = the answers of a demography: engagement by commitment_demographics, satisfaction and topics by
 * satisfaction_demographics, on the same date and filters.
 */
function demographyRows(
  query: GraphQueryOf<'heatmap'>,
  demographyId: number,
  context: GraphContext,
): HeatmapRows {
  const dates = query.survey_dates;
  const engagement = commitmentDemographicsGraph(
    {
      survey_dates: dates,
      main_dimension_demography_id: demographyId,
      filters: query.filters,
      show_satisfaction_index: false,
    },
    partContext(context),
  );
  const satisfaction = satisfactionDemographicsGraph(
    { survey_dates: dates, main_dimension_demography_id: demographyId, filters: query.filters },
    partContext(context),
  );
  const topicColumns = satisfaction.graph_meta.categories.slice(0, -1);
  const satisfactionColumn = satisfaction.graph_meta.categories.length - 1;
  return {
    names: engagement.graph_meta.categories,
    cells: engagement.graph_meta.categories.map((_, a) => {
      const answerSatisfaction = satisfaction.graph_data[a];
      return [
        cellOf(engagement.graph_data[0], a),
        cellOf(answerSatisfaction, satisfactionColumn),
        ...topicColumns.map((_, t) => cellOf(answerSatisfaction, t)),
      ];
    }),
    topicColumns,
    topicColours: satisfaction.graph_meta.categories_colors.slice(0, -1),
    meta: {
      worker_count: engagement.graph_meta.worker_count,
      ...(engagement.graph_meta.worker_count_hidden
        ? { worker_count_hidden: engagement.graph_meta.worker_count_hidden }
        : {}),
    },
    warnings: [...engagement.warnings, ...satisfaction.warnings],
  };
}

/** The worker groups a worker-group filter keeps, as categories in their order, with their partition. */
function workerGroupRows(cube: SurveyCube, scope: ReturnType<typeof workerGroupScope>) {
  const kept = cube.workerGroups.flatMap((g, i) => (scope === null || scope.has(g.id) ? [i] : []));
  const position = new Map(kept.map((g, c) => [g, c]));
  const partition: Partition = {
    dimension: WORKER_GROUP_DIMENSION,
    groupOf: cube.workerGroupOf,
    groupCount: cube.workerGroups.length,
    categoryOf: Int32Array.from(cube.workerGroups, (_, g) => position.get(g) ?? -1),
    // a worker group without a topic of the measure on the date was not asked (configuration)
    asked: (g, measure) => groupAskedMeasure(cube, g, measure),
  };
  return { labels: kept.map((g) => cube.workerGroups[g]!.name), partition };
}

/**
 * Rows = the worker groups or the units: every column is one measure of the same breakdown the ranking draws
 * (docs/graphs.md "Heatmap"): each row is the query's population within one worker group or unit, checked against
 * the date's privacy pattern like every category of a breakdown (docs/privacy.md "Rule 3"), with the relations of
 * satisfaction_demographics (satisfaction = Σ index topics, per row) and, for units, worker group = Σ its units
 * (Rule 7).
 */
function groupRows(
  query: GraphQueryOf<'heatmap'>,
  rows: 'worker_groups' | 'units',
  context: GraphContext,
): HeatmapRows {
  const part = partContext(context);
  const [cube] = selectDates('heatmap', query.survey_dates, context.cubes);
  const filters = portableFilters(query.filters, [cube!, ...context.cubes]);
  const population = datePopulation(cube!, filters, part);
  const scope = workerGroupScope(filters);
  const main =
    rows === 'units'
      ? (() => {
          const units = unitCategories([cube!], filters);
          return { labels: units.labels, partition: units.partitionOf(cube!), relate: units.relateOf(cube!) };
        })()
      : { ...workerGroupRows(cube!, scope), relate: undefined as RelateCells | undefined };
  const topics = cube!.topics.flatMap((t, i) => (!t.is_commitment && t.is_calculated_in_index ? [i] : []));
  // a worker-group filter lists only the topics its groups were asked, as satisfaction_demographics does
  const listed = topics.flatMap((t, j) => (topicInScope(cube!.topics[t]!, scope) ? [j] : []));
  const measures = [cube!.engagementMeasure, ...topics, cube!.satisfactionMeasure];
  const results = measureBreakdown(
    population,
    main.partition,
    measures,
    main.labels.length,
    part,
    (table, cells) => {
      const satisfaction = cells[cells.length - 1]!;
      const topicCells = cells.slice(1, -1);
      const sum = (of: (c: PartitionCells) => number) => table.relate(of(satisfaction), topicCells.map(of));
      sum((c) => c.total);
      sum((c) => c.remainder);
      for (let g = 0; g < satisfaction.groups.length; g++) sum((c) => c.groups[g]!);
      main.relate?.(table, cells);
    },
  );
  // a column the row's worker group was not asked is empty, whatever answers the data holds (configuration)
  const cell = (j: number, row: number): Cell => {
    if (results[j]!.asked[row] !== true) return NOT_ASKED;
    const value = results[j]!.values[row] ?? null;
    return { value, withheld: value === null, reason: value === null ? results[j]!.reasons[row]! : null };
  };
  const satisfactionAsked = listed.length > 0;
  const satisfactionResult = measures.length - 1;
  return {
    names: main.labels,
    cells: main.labels.map((_, row) => [
      cell(0, row),
      satisfactionAsked ? cell(satisfactionResult, row) : NOT_ASKED,
      ...listed.map((j) => cell(j + 1, row)),
    ]),
    topicColumns: listed.map((j) => cube!.topics[topics[j]!]!.name),
    topicColours: listed.map((j) => cube!.topics[topics[j]!]!.bg_color),
    meta: populationMeta(population, context.options.k),
    warnings: [...part.warnings],
  };
}

/**
 * heatmap (docs/graphs.md "Heatmap"): rows = the company, then each answer of the main demography, each worker
 * group or each unit (`rows`); columns = the engagement index, the satisfaction index, then each index topic.
 *
 * Every cell is a value the caller may already ask, computed by the engine's own breakdowns on the same date and
 * filters — a demography's answers by commitment_demographics and satisfaction_demographics, worker groups and
 * units by the breakdown commitment_ranking draws, the company row (everyone of the date, unfiltered) by
 * commitment_total and satisfaction_total — so the heatmap withholds what the date's privacy pattern withholds
 * and releases nothing a combination of graphs does not (docs/privacy.md: one privacy pattern per date, shared
 * by every graph). Its warnings are theirs together.
 */
export function heatmapGraph(query: GraphQueryOf<'heatmap'>, context: GraphContext): GraphResponse {
  const { options } = context;
  const dates = query.survey_dates;
  const rows = query.rows ?? 'demography';
  const answers =
    rows === 'demography'
      ? demographyRows(query, query.main_dimension_demography_id!, context)
      : groupRows(query, rows, context);
  // the company row: the date's whole population, as the two total graphs show it
  const companyEngagement = commitmentTotalGraph(
    { survey_dates: dates, show_satisfaction_index: false },
    partContext(context),
  );
  const companySatisfaction = satisfactionTotalGraph(
    { survey_dates: dates, filters: [] },
    partContext(context),
  );

  const { topicColumns } = answers;
  const categories = [options.labels.engagementIndex, options.labels.satisfactionIndex, ...topicColumns];
  const colours = [null, null, ...answers.topicColours];
  const totals = companySatisfaction.graph_meta.categories;
  const company = seriesOf(options.labels.total, [
    cellOf(companyEngagement.graph_data[0], companyEngagement.graph_meta.categories.length - 1),
    // no index topic asked of the groups in scope: no satisfaction index, as in satisfaction_demographics
    topicColumns.length > 0
      ? cellOf(companySatisfaction.graph_data[0], totals.indexOf(options.labels.satisfactionIndex))
      : NOT_ASKED,
    ...topicColumns.map((name) => cellOf(companySatisfaction.graph_data[0], totals.indexOf(name))),
  ]);
  const rowSeries = answers.names.map((name, r) => seriesOf(name, answers.cells[r]!));

  // the rows' warnings, and the privacy warning when a company cell is withheld
  const raised = new Set<GraphWarning>(answers.warnings);
  if (company.withheld) raised.add('graph-warning-privacy');
  return {
    graph_data: [company, ...rowSeries],
    graph_meta: {
      categories,
      categories_colors: colours,
      // the rows' population is the one the breakdowns filtered
      ...answers.meta,
      min_group_size: options.k,
    },
    warnings: GRAPH_WARNINGS.filter((w) => raised.has(w)),
  };
}
