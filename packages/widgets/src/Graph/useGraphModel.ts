import {
  type ChartGraphSlug,
  droppedFilters,
  type GraphResponse,
  type GraphWarning,
  INITIAL_SIDEBAR_STATE,
  type SidebarState,
  sidebarFilters,
  sidebarQuery,
} from '@pulzus/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { routeQuery } from '../query/route-query';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { activeFilterCount } from './active-filter-count';
import { graphControls, hasTopicColours } from './graph-controls';
import { topicsFor } from './topic-options';
import { useGraphLists } from './useGraphLists';
import { useFilterRefusals } from './useFilterRefusals';
import { sidebarActions, useSidebarDefaults } from './useGraphSidebar';

/** Where a graph's sidebar state starts and where its changes go. */
export interface GraphStateOptions {
  /** The state to start from (e.g. read from the address); default nothing chosen. */
  readonly initialState?: SidebarState | undefined;
  /** Called with the state after every change, the defaults the lists fill in included; default none. */
  readonly onStateChange?: ((state: SidebarState) => void) | undefined;
}

/**
 * Everything the graph page shows: the sidebar state and its actions, the loaded lists, the filter
 * answers refused for privacy, the compiled query (core's `sidebarQuery`), the graph answer and the warnings. While a new
 * answer loads the previous one stays as `data` with `refreshing` set; a failed graph query sets `graphError` and
 * drops the chart, so no stale chart stands under the new selection (`retry` asks again); failed list loads are `error`.
 */
export function useGraphModel(slug: ChartGraphSlug, options: GraphStateOptions = {}) {
  const client = useApiClient();
  const { isAdmin, sessionAccountId } = useSession();
  const { language } = useT();
  const controls = useMemo(() => graphControls(slug), [slug]);
  const [state, setState] = useState<SidebarState>(options.initialState ?? INITIAL_SIDEBAR_STATE);
  // the state goes out after each change (the portal writes it into the address, docs/graphs.md "In the address")
  const { onStateChange } = options;
  useEffect(() => {
    onStateChange?.(state);
  }, [state, onStateChange]);
  // `total` colours its bars by topic: its legend names the topics
  const needsTopics = controls.topic || (isAdmin && controls.filters) || hasTopicColours(slug);
  const lists = useGraphLists(slug, state.surveyDateIds[0] ?? null, needsTopics);
  const topics = useMemo(
    () => topicsFor(lists.topics, state.workerGroupId),
    [lists.topics, state.workerGroupId],
  );
  const topicIds = useMemo(() => topics.filter((t) => !t.is_commitment).map((t) => t.id), [topics]);
  useSidebarDefaults(state, setState, controls, lists, topicIds);
  const actions = useMemo(
    () => sidebarActions(setState, lists.demographies, lists.surveyDates),
    [lists.demographies, lists.surveyDates],
  );

  const builder = sidebarQuery(slug, state, { isAdmin, dimensions: lists.dimensions });
  const ready = !lists.loading && !lists.error;
  const request = ready ? builder.compile() : null;
  // the filter lists are the first chosen date's, so their availability is asked for that date
  const listDateId = state.surveyDateIds[0];
  const refusals = useFilterRefusals(
    ready && controls.filters && listDateId !== undefined
      ? {
          survey_date_id: listDateId,
          filters: sidebarFilters(state, { isAdmin, dimensions: lists.dimensions }),
        }
      : null,
  );
  const graph = useQuery({
    // series names are translated by the request's language
    ...routeQuery(client, sessionAccountId, 'graphData', { body: request! }, { language }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { refetch } = graph;
  const retry = useCallback(() => void refetch(), [refetch]);
  const data: GraphResponse | null = request === null || graph.isError ? null : (graph.data ?? null);
  const graphError = request !== null && graph.isError ? graph.error : null;

  // the client's own warning waits until the dates are known, so it never flashes while loading
  const settled =
    lists.surveyDates !== undefined && (state.surveyDateIds.length > 0 || lists.surveyDates.length === 0);
  const warnings: GraphWarning[] = [
    ...new Set([...(settled ? builder.warnings() : []), ...(data?.warnings ?? [])]),
  ];

  const dropped = ready ? droppedFilters(slug, state, { isAdmin, dimensions: lists.dimensions }) : [];
  return {
    slug,
    controls,
    droppedFilters: dropped,
    state,
    actions,
    lists,
    topics,
    isAdmin,
    refusals,
    request,
    data,
    warnings,
    activeFilterCount: activeFilterCount(sidebarFilters(state, { isAdmin, dimensions: lists.dimensions })),
    loading: lists.loading || (request !== null && graph.isPending),
    // a new answer is on its way while the previous one is shown (keepPreviousData)
    refreshing: request !== null && graph.isFetching && !graph.isPending,
    error: lists.error,
    graphError,
    retry,
  };
}

/** What {@link useGraphModel} returns. */
export type GraphModel = ReturnType<typeof useGraphModel>;
