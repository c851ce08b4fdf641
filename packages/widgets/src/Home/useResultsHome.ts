import {
  dimensionsOf,
  droppedFilters,
  engagementHeadline,
  type GraphDataRequest,
  type GraphResponse,
  type GraphSlug,
  heatmapGlance,
  largestMeaningfulChanges,
  latestSurveyDate,
  participationSummary,
  participationTables,
  type SidebarState,
  sidebarFilters,
  sidebarQuery,
  statementExtremes,
  topicRanking,
  withDefaultDimensions,
} from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { graphStartQueries } from '../Graph/useGraphLists';
import { useFilterRefusals } from '../Graph/useFilterRefusals';
import { routeQuery } from '../query/route-query';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { tileStateOf } from './home-tile-query';

/** The graphs the tiles read, each with the state its link opens. */
export type HomeTileGraph = 'trends' | 'satisfaction_total' | 'total' | 'heatmap';

/** The home's filters: the sidebar state's worker group and demography filters (the rest is each graph's). */
export type HomeFilter = Pick<SidebarState, 'workerGroupId' | 'demographyFilters'>;

const firstWarning = (answer: GraphResponse) => answer.warnings[0];

/** A graph's answer through the graph page's own request and cache key (series names follow the language). */
function useGraphAnswer(request: GraphDataRequest | null, enabled: boolean) {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const { language } = useT();
  return useQuery({
    ...routeQuery(client, aid, 'graphData', { body: request! }, { language }),
    enabled: request !== null && enabled,
    retry: false,
  });
}

/**
 * Everything the results home shows (docs/graphs.md "The results home"): the newest survey date the caller may see,
 * the filter lists, and each tile's state read off the answer of the graph that explains it — the same
 * `POST graph/data` request the graph page sends for the same filters (the same cache entry), so a tile's number is
 * the page's number, withheld where the page withholds it. Graphs the account has not enabled have no tile.
 */
export function useResultsHome(filter: HomeFilter) {
  const client = useApiClient();
  const { sessionAccountId: aid, isAdmin } = useSession();
  const { t } = useT();
  const dates = useQuery({
    ...graphStartQueries.surveyDates(client, aid, isAdmin),
    select: (r) => r.survey_dates.filter((d) => isAdmin || d.enabled_for_users),
  });
  const latest = latestSurveyDate(dates.data);
  const dateParams = { params: { id: latest?.id ?? 0 } };
  const dated = latest !== null;
  const workerGroups = useQuery({
    ...graphStartQueries.workerGroups(client, aid),
    select: (r) => r.worker_groups,
  });
  const demographies = useQuery({
    ...routeQuery(client, aid, 'demographiesList', dateParams),
    select: (r) => r.demographies,
    enabled: dated,
  });
  const dimensions = useQuery({
    ...routeQuery(client, aid, 'graphDimensions', dateParams),
    select: (r) => r.grouped_graph_dimensions,
    enabled: dated,
  });
  const enabled = useQuery({
    ...routeQuery(client, aid, 'enabledGraphs'),
    select: (r) => r.enabled_graphs,
  });
  const listsReady =
    dated && demographies.isSuccess && dimensions.isSuccess && workerGroups.isSuccess && enabled.isSuccess;

  const filterState: SidebarState = useMemo(
    () => ({
      surveyDateIds: latest ? [latest.id] : [],
      showSatisfactionIndex: false,
      workerGroupId: filter.workerGroupId,
      demographyId: null,
      rows: 'demography',
      hideNoAnswers: false,
      topicId: null,
      demographyFilters: filter.demographyFilters,
      questionFilters: [],
    }),
    [latest, filter.workerGroupId, filter.demographyFilters],
  );

  const dropNames = (slug: GraphSlug, state: SidebarState): string[] => {
    if (slug === 'participation_rate') {
      return Object.entries(state.demographyFilters)
        .filter(([, answers]) => answers.length > 0)
        .map(([id]) => demographies.data?.find((d) => d.id === Number(id))?.name ?? id);
    }
    const rows = latest
      ? dimensionsOf(withDefaultDimensions(dimensions.data ?? [], latest.id, demographies.data ?? []), slug)
      : [];
    return droppedFilters(slug, state, { isAdmin, dimensions: rows }).map((dropped) => {
      if (dropped.type === 'worker_group') {
        return (
          workerGroups.data?.find((g) => g.id === dropped.workerGroupId)?.name ??
          t('home-filter-worker-group')
        );
      }
      if (dropped.type === 'demography') {
        return (
          demographies.data?.find((d) => d.id === dropped.demographyId)?.name ?? t('home-filter-demography')
        );
      }
      return t('graph-filter-answers');
    });
  };

  const tile = (slug: HomeTileGraph, extra: Partial<SidebarState> = {}) => {
    const state = { ...filterState, ...extra };
    const rows = latest
      ? dimensionsOf(withDefaultDimensions(dimensions.data ?? [], latest.id, demographies.data ?? []), slug)
      : [];
    const request: GraphDataRequest | null = listsReady
      ? sidebarQuery(slug, state, { isAdmin, dimensions: rows }).compile()
      : null;
    return { slug, query: state, request, dropped: listsReady ? dropNames(slug, state) : [] };
  };
  // trends reads every date the caller may see: its address names none
  const trends = tile('trends', { surveyDateIds: [] });
  const satisfaction = tile('satisfaction_total');
  const total = tile('total');
  const heatmap = tile('heatmap', { rows: 'worker_groups' });
  const isEnabled = (slug: GraphSlug) => enabled.data?.[slug] === true;

  const trendsAnswer = useGraphAnswer(trends.request, isEnabled('trends'));
  const satisfactionAnswer = useGraphAnswer(satisfaction.request, isEnabled('satisfaction_total'));
  const totalAnswer = useGraphAnswer(total.request, isEnabled('total'));
  const heatmapAnswer = useGraphAnswer(heatmap.request, isEnabled('heatmap'));
  const participation = useQuery({
    ...routeQuery(client, aid, 'participationRate', { body: { survey_date_id: latest?.id ?? 0 } }),
    select: (r) => r.collectors,
    enabled: listsReady && isEnabled('participation_rate'),
    retry: false,
  });
  // the filter answers the privacy rules refuse are offered disabled, as in the graph sidebar (docs/privacy.md "Rule 6")
  const refusals = useFilterRefusals(
    listsReady && latest
      ? { survey_date_id: latest.id, filters: sidebarFilters(filterState, { isAdmin }) }
      : null,
  );

  const satisfactionLabel = t('graph-category-satisfaction-index');
  const lists = [dates, workerGroups, enabled, ...(dated ? [demographies, dimensions] : [])];
  return {
    surveyDate: latest,
    loading: lists.some((q) => q.isPending),
    error: lists.find((q) => q.isError)?.error ?? null,
    noDate: dates.isSuccess && latest === null,
    workerGroups: workerGroups.data ?? [],
    demographies: demographies.data ?? [],
    refusals,
    enabled: (slug: GraphSlug) => isEnabled(slug),
    tiles: {
      engagement: {
        ...trends,
        state: tileStateOf(listsReady, trendsAnswer, engagementHeadline, firstWarning),
      },
      changes: {
        ...trends,
        state: tileStateOf(listsReady, trendsAnswer, (answer) =>
          answer.graph_data.length === 0
            ? null
            : { changes: largestMeaningfulChanges(answer), hasPreviousDate: answer.graph_data.length > 1 },
        ),
      },
      topics: {
        ...satisfaction,
        state: tileStateOf(
          listsReady,
          satisfactionAnswer,
          (answer) => (answer.graph_data.length === 0 ? null : topicRanking(answer, satisfactionLabel)),
          firstWarning,
        ),
      },
      statements: {
        ...total,
        state: tileStateOf(
          listsReady,
          totalAnswer,
          (answer) => (answer.graph_meta.categories.length === 0 ? null : statementExtremes(answer)),
          firstWarning,
        ),
      },
      heatmap: {
        ...heatmap,
        state: tileStateOf(listsReady, heatmapAnswer, (answer) => heatmapGlance(answer), firstWarning),
      },
      participation: {
        slug: 'participation_rate' as const,
        query: filterState,
        dropped: listsReady ? dropNames('participation_rate', filterState) : [],
        state: tileStateOf(listsReady, participation, (collectors) => {
          if (collectors.length === 0) return null;
          const tables = participationTables(
            collectors,
            demographies.data ?? [],
            (workerGroups.data ?? []).map((g) => g.id),
          );
          return participationSummary(tables, filter.workerGroupId);
        }),
      },
    },
  };
}

/** What {@link useResultsHome} returns. */
export type ResultsHomeModel = ReturnType<typeof useResultsHome>;
