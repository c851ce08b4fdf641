import { type ChartGraphSlug, graphTitleKey, isChartGraphSlug } from '@pulzus/core';
import { Graph, graphStartQueries, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { PATHS } from '../../routes/paths';
import { RequireEnabledGraph } from './RequireEnabledGraph';
import { RouterLink } from './RouterLink';
import { useAddressState } from './useAddressState';

/**
 * /graph/{slug}: the connected graph widget with the router's "new query" link (spec 2 §2). An
 * unknown slug, or participation_rate (its own page), goes to /welcome (spec 2 §8), and so does a
 * graph disabled for the account.
 */
export function GraphPage() {
  const { slug = '' } = useParams();
  useGraphListsAhead();
  if (!isChartGraphSlug(slug)) return <Navigate to={PATHS.welcome} replace />;
  return (
    <RequireEnabledGraph slug={slug}>
      <GraphPageTitle slug={slug} />
      <AddressGraph slug={slug} />
    </RequireEnabledGraph>
  );
}

/**
 * The graph with its query in the address (docs/graphs.md "In the address"): a new slug, or an address this page did
 * not write (Back, Forward, a link), starts the graph anew from the address.
 */
function AddressGraph({ slug }: { slug: ChartGraphSlug }) {
  const { initialState, onStateChange, generation } = useAddressState();
  return (
    <Graph
      key={`${slug}:${generation}`}
      slug={slug}
      linkComponent={RouterLink}
      newQueryHref={PATHS.welcome}
      initialState={initialState}
      onStateChange={onStateChange}
    />
  );
}

/** The page's level-1 heading for assistive technology; the widget shows the same title as its h2. */
function GraphPageTitle({ slug }: { slug: ChartGraphSlug }) {
  const { t } = useT();
  return <h1 className="visually-hidden">{t(graphTitleKey(slug))}</h1>;
}

/**
 * Starts the graph's own lists (survey dates, worker groups, explanations) together with
 * RequireEnabledGraph's question whether the graph is enabled, instead of after its answer: one
 * round of requests fewer before the chart (docs/architecture.md "Portal delivery"). They are the
 * account's lists, not the graph's data: asking early shows nothing of a graph that is disabled.
 */
function useGraphListsAhead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { sessionAccountId, isAdmin } = useSession();
  const { language } = useT();
  useEffect(() => {
    void queryClient.prefetchQuery(graphStartQueries.surveyDates(client, sessionAccountId, isAdmin));
    void queryClient.prefetchQuery(graphStartQueries.workerGroups(client, sessionAccountId, language));
    void queryClient.prefetchQuery(graphStartQueries.explanations(client, sessionAccountId, language));
  }, [client, queryClient, sessionAccountId, isAdmin, language]);
}
