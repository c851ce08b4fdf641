import {
  type ChartGraphSlug,
  type Demography,
  dimensionsOf,
  type GraphDimension,
  type Topic,
  type SurveyDate,
  type WorkerGroup,
  withDefaultDimensions,
} from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { allTopicsQuery } from '../query/all-topics-query';
import { routeQuery } from '../query/route-query';
import { graphStartQueries } from './graph-start-queries';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';

/** The lists the graph sidebar is built from, with their combined loading and error state. */
export interface GraphLists {
  readonly surveyDates: readonly SurveyDate[] | undefined;
  readonly workerGroups: readonly WorkerGroup[];
  readonly demographies: readonly Demography[];
  /** The graph's dimension rows on the first chosen date, stored ones completed with defaults (spec 2 §4). */
  readonly dimensions: readonly GraphDimension[];
  /** Topics of every worker group on the first chosen date. */
  readonly topics: readonly Topic[];
  /** The graph's explanation in the current language, if any. */
  readonly explanation: string | undefined;
  /** Some list is still loading. */
  readonly loading: boolean;
  /** The first failed list load, if any (kept as an error state, unlike a failed graph query). */
  readonly error: unknown;
}

// the start queries live in their own module: the embed's first script prefetches them without this hook,
// which loads with the graph's sidebar (docs/releasing.md "Size budgets")
export { graphStartQueries } from './graph-start-queries';

/**
 * Loads through the core client and react-query what the graph page needs: survey dates, worker
 * groups, the first chosen date's demographies, graph dimensions and topics, and the explanation.
 */
export function useGraphLists(
  slug: ChartGraphSlug,
  surveyDateId: number | null,
  needsTopics: boolean,
): GraphLists {
  const client = useApiClient();
  const { sessionAccountId: aid, isAdmin } = useSession();
  const { language } = useT();
  const dated = surveyDateId !== null;
  const surveyDates = useQuery({
    ...graphStartQueries.surveyDates(client, aid, isAdmin),
    select: (r) => r.survey_dates,
  });
  const workerGroups = useQuery({
    ...graphStartQueries.workerGroups(client, aid, language),
    select: (r) => r.worker_groups,
  });
  const dateParams = { params: { id: surveyDateId! } };
  // the names for showing, in the page's language (docs/i18n.md "Data names")
  const demographies = useQuery({
    ...routeQuery(
      client,
      aid,
      'demographiesList',
      { ...dateParams, query: { names: 'display' } },
      { language },
    ),
    select: (r) => r.demographies,
    enabled: dated,
  });
  const dimensions = useQuery({
    ...routeQuery(client, aid, 'graphDimensions', dateParams),
    select: (r) => r.grouped_graph_dimensions,
    enabled: dated,
  });
  // every worker group's topics in one query (one call per group, in parallel): one loading state,
  // and no useQueries in the embed script (docs/embedding.md "The element (client)")
  const groupIds = (workerGroups.data ?? []).map((group) => group.id);
  const topicsWanted = needsTopics && dated && workerGroups.isSuccess;
  const topicsQuery = useQuery({
    ...allTopicsQuery(client, aid, surveyDateId, groupIds, language),
    enabled: topicsWanted,
  });
  const explanations = useQuery({
    ...graphStartQueries.explanations(client, aid, language),
    select: (r) => r.graph_explanations,
  });

  const required = [
    surveyDates,
    workerGroups,
    ...(dated ? [demographies, dimensions] : []),
    ...(topicsWanted ? [topicsQuery] : []),
  ];
  const demographyList = demographies.data ?? [];
  return {
    surveyDates: surveyDates.data,
    workerGroups: workerGroups.data ?? [],
    demographies: demographyList,
    dimensions:
      dated && dimensions.data
        ? dimensionsOf(withDefaultDimensions(dimensions.data, surveyDateId, demographyList), slug)
        : [],
    topics: topicsQuery.data ?? [],
    explanation: explanations.data?.[slug],
    loading: required.some((q) => q.isPending),
    error: required.find((q) => q.isError)?.error ?? null,
  };
}
