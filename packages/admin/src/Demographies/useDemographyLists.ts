import { routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';

/** The demographies of a survey date and the session account's worker groups, keyed by the session account. */
export function useDemographyLists(surveyDateId: number | null) {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const groups = useQuery(routeQuery(client, aid, 'workerGroupsList'));
  const demographies = useQuery({
    ...routeQuery(client, aid, 'demographiesList', { params: { id: surveyDateId ?? 0 } }),
    select: (r) => r.demographies,
    enabled: surveyDateId !== null,
  });
  const failed = [groups, demographies].find((query) => query.isError);
  const pending = groups.isPending || (surveyDateId !== null && demographies.isPending);
  return {
    status: (failed ? 'error' : pending ? 'pending' : 'success') as 'error' | 'pending' | 'success',
    error: failed?.error,
    workerGroups: groups.data?.worker_groups ?? [],
    demographies: demographies.data ?? [],
  };
}
