import {
  type ChartGraphSlug,
  type Demography,
  type GraphDataRequest,
  type GraphDimension,
  GRAPH_DEFINITIONS,
  type GraphFilter,
  graphQuery,
  isChartGraphSlug,
  type ReportRequest,
  type Topic,
} from '@pulzus/core';

/** What forming a report's graph queries reads of the survey date (its lists, as the graph page reads them). */
export interface ReportSelectionLists {
  /** The graph dimension rows of the date, per graph. */
  dimensions: (slug: ChartGraphSlug) => readonly GraphDimension[];
  /** The date's demographies, in order. */
  demographies: readonly Pick<Demography, 'id' | 'name'>[];
  /** The date's topics of every worker group, in order. */
  topics: readonly Pick<Topic, 'id' | 'name' | 'is_commitment'>[];
}

/** One graph of a report: its query and the names of what the query chose, or why it has none. */
export type PlannedReportGraph =
  | { slug: ChartGraphSlug; request: GraphDataRequest; selection: string[] }
  | { slug: ChartGraphSlug; skipped: 'filters' | 'no-selection' };

/**
 * The report's graph queries, one per enabled chart graph of the graph definition table, formed as the
 * graph page forms them (widgets' `useSidebarDefaults`): the report's date first and its compare dates
 * up to the graph's limit, the graph's main demography (else the date's first), the first topic that
 * is not the commitment one, and the report's filters. A graph that takes no filters is left out of a
 * filtered report rather than shown unfiltered under a filtered cover.
 */
export function planReportGraphs(
  request: ReportRequest,
  enabled: (slug: ChartGraphSlug) => boolean,
  lists: ReportSelectionLists,
): PlannedReportGraph[] {
  const slugs = Object.keys(GRAPH_DEFINITIONS).filter(isChartGraphSlug).filter(enabled);
  return slugs.map((slug) => planOne(slug, request, lists));
}

function planOne(
  slug: ChartGraphSlug,
  request: ReportRequest,
  lists: ReportSelectionLists,
): PlannedReportGraph {
  const fields = GRAPH_DEFINITIONS[slug].query;
  const filters: readonly GraphFilter[] = request.filters;
  if (!fields.filters && filters.length > 0) return { slug, skipped: 'filters' };
  const selection: string[] = [];
  let demographyId: number | null = null;
  if (fields.demography !== null) {
    const main = lists
      .dimensions(slug)
      .find((row) => row.is_main_dimension && row.demography_id !== null)?.demography_id;
    const demography = lists.demographies.find((d) => d.id === main) ?? lists.demographies[0];
    if (!demography) return { slug, skipped: 'no-selection' };
    demographyId = demography.id;
    selection.push(demography.name);
  }
  let topicId: number | null = null;
  if (fields.topic) {
    const topic = lists.topics.find((t) => !t.is_commitment);
    if (!topic) return { slug, skipped: 'no-selection' };
    topicId = topic.id;
    selection.push(topic.name);
  }
  const compiled = graphQuery(slug)
    .dates([request.survey_date_id, ...request.compare_survey_date_ids])
    .demography(demographyId)
    .topic(topicId)
    .filters(filters)
    .compile();
  if (!compiled) return { slug, skipped: 'no-selection' };
  return { slug, request: compiled, selection };
}
