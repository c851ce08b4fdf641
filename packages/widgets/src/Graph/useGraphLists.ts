import {
  type ApiClient,
  type ChartGraphSlug,
  type Demography,
  dimensionsOf,
  type GraphDimension,
  type Topic,
  type SurveyDate,
  type WorkerGroup,
  withDefaultDimensions,
} from '@pulzus/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pulzusQueryKeys } from '../session/query-keys';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { graphQueryKeys } from './graph-query-keys';

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

type ListsClient = Pick<ApiClient, 'surveyDatesList' | 'workerGroupsList' | 'graphExplanations'>;

/**
 * The graph's lists that depend on no choice of the sidebar, as react-query options: `useGraphLists`
 * reads them, and the embed element fetches them while its texts are still loading.
 */
export const graphStartQueries = {
  /** `GET survey-dates`, every date for admins. */
  surveyDates: (client: ListsClient, aid: number | null, isAdmin: boolean) =>
    queryOptions({
      queryKey: graphQueryKeys.surveyDates(aid, isAdmin),
      queryFn: ({ signal }) =>
        client.surveyDatesList({ query: isAdmin ? { all: true } : {}, signal }).then((r) => r.survey_dates),
    }),
  /** `GET worker-groups`. */
  workerGroups: (client: ListsClient, aid: number | null) =>
    queryOptions({
      queryKey: graphQueryKeys.workerGroups(aid),
      queryFn: ({ signal }) => client.workerGroupsList({ signal }).then((r) => r.worker_groups),
    }),
  /** `GET account/graph-explanations`, keyed by the language they are shown in. */
  explanations: (client: ListsClient, aid: number | null, language: string) =>
    queryOptions({
      queryKey: pulzusQueryKeys.graphExplanations(aid, language),
      queryFn: ({ signal }) => client.graphExplanations({ signal }).then((r) => r.graph_explanations),
    }),
};

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
  const surveyDates = useQuery(graphStartQueries.surveyDates(client, aid, isAdmin));
  const workerGroups = useQuery(graphStartQueries.workerGroups(client, aid));
  const demographies = useQuery({
    queryKey: graphQueryKeys.demographies(aid, surveyDateId),
    queryFn: ({ signal }) =>
      client.demographiesList({ params: { id: surveyDateId! }, signal }).then((r) => r.demographies),
    enabled: dated,
  });
  const dimensions = useQuery({
    queryKey: graphQueryKeys.graphDimensions(aid, surveyDateId),
    queryFn: ({ signal }) =>
      client
        .graphDimensions({ params: { id: surveyDateId! }, signal })
        .then((r) => r.grouped_graph_dimensions),
    enabled: dated,
  });
  // every worker group's topics in one query (one call per group, in parallel): one loading state,
  // and no useQueries in the embed script (docs/embedding.md "The element (client)")
  const groupIds = (workerGroups.data ?? []).map((group) => group.id);
  const topicsWanted = needsTopics && dated && workerGroups.isSuccess;
  const topicsQuery = useQuery({
    queryKey: graphQueryKeys.topics(aid, surveyDateId, groupIds),
    queryFn: ({ signal }) =>
      Promise.all(
        groupIds.map((workerGroupId) =>
          client
            .topicsList({ params: { id: surveyDateId!, workerGroupId }, signal })
            .then((r) => r.question_groups),
        ),
      ).then((lists) => lists.flat()),
    enabled: topicsWanted,
  });
  const explanations = useQuery(graphStartQueries.explanations(client, aid, language));

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
