import { useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../shared/admin-query-keys';

/** The demographies of a survey date and the session account's worker groups, keyed by the session account. */
export function useDemographyLists(surveyDateId: number | null) {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const groups = useQuery({
    queryKey: adminQueryKeys.workerGroups(aid),
    queryFn: () => client.workerGroupsList(),
  });
  const demographies = useQuery({
    queryKey: adminQueryKeys.demographies(aid, surveyDateId ?? 0),
    queryFn: ({ signal }) =>
      client.demographiesList({ params: { id: surveyDateId ?? 0 }, signal }).then((r) => r.demographies),
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
