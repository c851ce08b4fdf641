import {
  type DroppedFilter,
  dimensionsOf as dimensionsOfSlug,
  engagementHeadline,
  type GraphDataRequest,
  type GraphResponse,
  type GraphSlug,
  HOME_TILE_GRAPHS,
  heatmapGlance,
  homeTileQueries,
  largestMeaningfulChanges,
  latestSurveyDate,
  participationSummary,
  participationTables,
  type SidebarState,
  sidebarFilters,
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
export function useResultsHome(filter: HomeFilter, surveyDateId: number | null = null) {
  const client = useApiClient();
  const { sessionAccountId: aid, isAdmin } = useSession();
  const { t, language } = useT();
  const dates = useQuery({
    ...graphStartQueries.surveyDates(client, aid, isAdmin),
    select: (r) => r.survey_dates.filter((d) => isAdmin || d.enabled_for_users),
  });
  // a chosen date the caller may see (a shared date's link), else the newest
  const latest =
    (surveyDateId === null ? undefined : dates.data?.find((date) => date.id === surveyDateId)) ??
    latestSurveyDate(dates.data);
  const dateParams = { params: { id: latest?.id ?? 0 } };
  const dated = latest !== null;
  const workerGroups = useQuery({
    ...graphStartQueries.workerGroups(client, aid, language),
    select: (r) => r.worker_groups,
  });
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

  const dimensionsOf = (slug: GraphSlug) =>
    latest
      ? dimensionsOfSlug(
          withDefaultDimensions(dimensions.data ?? [], latest.id, demographies.data ?? []),
          slug,
        )
      : [];
  const names = (dropped: readonly DroppedFilter[]): string[] =>
    dropped.map((filter) => {
      if (filter.type === 'worker_group') {
        return (
          workerGroups.data?.find((g) => g.id === filter.workerGroupId)?.name ?? t('home-filter-worker-group')
        );
      }
      if (filter.type === 'demography') {
        return (
          demographies.data?.find((d) => d.id === filter.demographyId)?.name ?? t('home-filter-demography')
        );
      }
      return t('graph-filter-answers');
    });
  // the same requests the linked graph pages send (core's homeTileQueries, docs/graphs.md "The results home")
  const queries = latest ? homeTileQueries(latest.id, filter, { isAdmin, dimensionsOf }) : null;
  const tile = (key: keyof typeof HOME_TILE_GRAPHS) => {
    const q = queries?.[key];
    return {
      slug: HOME_TILE_GRAPHS[key] as GraphSlug,
      query: q?.state ?? filterState,
      request: listsReady ? (q?.request ?? null) : null,
      dropped: listsReady && q ? names(q.dropped) : [],
    };
  };
  const trends = tile('engagement');
  const satisfaction = tile('topics');
  const total = tile('statements');
  const heatmap = tile('heatmap');
  // the participation table cannot be split by a demography: a chosen one is named as not applied
  const participationDropped: DroppedFilter[] = Object.entries(filter.demographyFilters)
    .filter(([, answers]) => answers.length > 0)
    .map(([id]) => ({ type: 'demography', demographyId: Number(id) }));
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
        dropped: listsReady ? names(participationDropped) : [],
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
