import { routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';

/**
 * The lists of the collectors screen for a survey date, keyed by the session account (spec 2 §2):
 * its collectors, provider collectors and demographies, and the account's worker groups.
 */
export function useCollectorLists(surveyDateId: number | null) {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const id = surveyDateId ?? 0;
  const enabled = surveyDateId !== null;
  const groups = useQuery(routeQuery(client, aid, 'workerGroupsList'));
  const collectors = useQuery({
    ...routeQuery(client, aid, 'collectorsList', { params: { id } }),
    enabled,
  });
  const providerCollectors = useQuery({
    ...routeQuery(client, aid, 'providerCollectors', { params: { id } }),
    enabled,
  });
  const demographies = useQuery({
    ...routeQuery(client, aid, 'demographiesList', { params: { id } }),
    select: (r) => r.demographies,
    enabled,
  });
  const dated = [collectors, providerCollectors, demographies];
  const all = [groups, ...(enabled ? dated : [])];
  const failed = all.find((query) => query.isError);
  return {
    status: (failed ? 'error' : all.some((q) => q.isPending) ? 'pending' : 'success') as
      | 'error'
      | 'pending'
      | 'success',
    error: failed?.error,
    workerGroups: groups.data?.worker_groups ?? [],
    collectors: collectors.data?.collectors ?? [],
    /** When the collector list was last loaded: the editor starts afresh from each load. */
    loadedAt: collectors.dataUpdatedAt,
    providerCollectors: providerCollectors.data?.sm_collectors ?? [],
    demographies: demographies.data ?? [],
  };
}
