import {
  type ChartGraphSlug,
  type Demography,
  dimensionsOf,
  driverPoints,
  engagementHeadline,
  type GraphDimensionGroup,
  type GraphDataRequest,
  type GraphFilter,
  type GraphResponse,
  type HomeTileQuery,
  homeTileQueries,
  largestMeaningfulChanges,
  type ParticipationCollector,
  participationSummary,
  participationTables,
  type ReportSummary,
  topicRanking,
  withDefaultDimensions,
  zGraphResponse,
} from '@pulzus/core';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import { type GraphServices, graphDataJson } from '../graphs/graph-data.service';

/** What the summary reads besides the graph answers it asks for. */
export interface ReportSummaryInput {
  /** The report's survey date. */
  dateId: number;
  /** The report's filters. */
  filters: readonly GraphFilter[];
  /** Whether the account has a graph enabled (`enabled_graphs`). */
  enabled: (slug: ChartGraphSlug | 'participation_rate') => boolean;
  /** The date's demographies and stored graph dimensions, as the results home reads them. */
  demographies: readonly Demography[];
  dimensionGroups: readonly GraphDimensionGroup[];
  /** The account's worker group ids, in order. */
  workerGroupIds: readonly number[];
  /** The participation route's collectors of the date (only asked while the graph is enabled). */
  collectors: () => Promise<readonly ParticipationCollector[]>;
  /** The satisfaction index's label in the report's language (the account's text), as the home finds it. */
  satisfactionIndexLabel: string;
  /** The report's own key-drivers answer, if it has one. */
  keyDrivers: GraphResponse | null;
}

/**
 * The results home's filter for the report's filters: one worker group and demography answers. Null when
 * the report filters by something the home cannot (answers to questions, several worker groups).
 */
export function homeFilterOf(
  filters: readonly GraphFilter[],
): { workerGroupId: number | null; demographyFilters: Record<number, number[]> } | null {
  let workerGroupId: number | null = null;
  const demographyFilters: Record<number, number[]> = {};
  for (const filter of filters) {
    if (filter.type === 'answer') return null;
    if (filter.type === 'worker_group') {
      if (filter.worker_group_ids.length !== 1 || workerGroupId !== null) return null;
      workerGroupId = filter.worker_group_ids[0]!;
    } else if (filter.demography_answer_ids.length > 0) {
      demographyFilters[filter.demography_id] = [...filter.demography_answer_ids];
    }
  }
  return { workerGroupId, demographyFilters };
}

/**
 * The trends answer as of the report's date: trends reads every date the caller may see (its tile names
 * none), so a report of an earlier date keeps the series up to its own date — the engine's values and
 * changes, each series judged against the one before it, picked rather than recomputed.
 */
function trendsAsOf(trends: GraphResponse, dateId: number): GraphResponse {
  const dates = trends.graph_meta.date_worker_counts?.map((d) => d.survey_date_id) ?? [];
  const at = dates.indexOf(dateId);
  if (at < 0 || at === dates.length - 1 || dates.length !== trends.graph_data.length) return trends;
  return { ...trends, graph_data: trends.graph_data.slice(0, at + 1) };
}

/**
 * The executive summary (docs/reports.md "Executive summary"): the results home's tile requests
 * (`homeTileQueries`) for the report's date and filters, answered by `graphDataJson` as the same caller,
 * and read with the home's own readings — so the summary's numbers are the home's and the graph pages'.
 * Null when the report's filters are not ones the home can show.
 */
export async function buildReportSummary(
  services: GraphServices,
  caller: AuthContext,
  accountId: number,
  input: ReportSummaryInput,
): Promise<ReportSummary | null> {
  const filter = homeFilterOf(input.filters);
  if (!filter) return null;
  const dimensions = withDefaultDimensions([...input.dimensionGroups], input.dateId, input.demographies);
  const queries = homeTileQueries(input.dateId, filter, {
    isAdmin: caller.isAdmin,
    dimensionsOf: (slug) => dimensionsOf(dimensions, slug),
  });
  const answer = async (query: HomeTileQuery): Promise<GraphResponse | null> =>
    input.enabled(query.slug) ? summaryAnswer(services, caller, accountId, query.request) : null;
  const [trendsAll, satisfaction] = await Promise.all([answer(queries.engagement), answer(queries.topics)]);
  const trends = trendsAll && trendsAsOf(trendsAll, input.dateId);
  const ranking = satisfaction && topicRanking(satisfaction, input.satisfactionIndexLabel);
  const shown = ranking?.topics.filter((t) => t.value !== null) ?? [];
  const strongest = shown.slice(0, 3);
  const weakest = shown.slice(strongest.length).reverse().slice(0, 3);
  // the participation table cannot be split by a demography: with one chosen it has no number for this group
  const demographyFiltered = Object.keys(filter.demographyFilters).length > 0;
  const participation =
    input.enabled('participation_rate') && !demographyFiltered
      ? participationSummary(
          participationTables(await input.collectors(), input.demographies, input.workerGroupIds),
          filter.workerGroupId,
        )
      : null;
  return {
    headline: trends ? engagementHeadline(trends) : null,
    participation:
      participation && participation.headcount + participation.respondent_count > 0 ? participation : null,
    strongest,
    weakest,
    changes: trends ? largestMeaningfulChanges(trends) : [],
    hasPreviousDate: (trends?.graph_data.length ?? 0) > 1,
    priorities: input.keyDrivers ? keyDriverPriorities(input.keyDrivers) : [],
  };
}

/** The key drivers' priority topics (high impact, low score), highest impact first; at most three. */
export function keyDriverPriorities(keyDrivers: GraphResponse): ReportSummary['priorities'] {
  return driverPoints(keyDrivers)
    .filter((p) => p.parent === null && p.quadrant === 'priorities')
    .sort((a, b) => (b.impact ?? 0) - (a.impact ?? 0))
    .slice(0, 3)
    .map(({ name, score, impact }) => ({ name, score, impact }));
}

/** A tile's answer as `POST graph/data` gives it; a graph the caller may not see leaves its part empty. */
async function summaryAnswer(
  services: GraphServices,
  caller: AuthContext,
  accountId: number,
  request: GraphDataRequest | null,
): Promise<GraphResponse | null> {
  if (!request) return null;
  try {
    return zGraphResponse.parse(JSON.parse(await graphDataJson(services, caller, accountId, request)));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
