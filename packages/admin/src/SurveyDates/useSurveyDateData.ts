import { pulzusQueryKeys, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminQueryKeys } from '../shared/admin-query-keys';

/**
 * The lists of the survey dates screen, keyed by the session account (spec 2 §2): every survey
 * date, the worker groups, the provider surveys and API keys; `reload` refreshes the survey dates
 * here and in the rest of the app (sidebar lists, the welcome page's last date).
 */
export function useSurveyDateData() {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const queryClient = useQueryClient();
  const dates = useQuery({
    queryKey: adminQueryKeys.allSurveyDates(aid),
    queryFn: () => client.surveyDatesList({ query: { all: true } }),
  });
  const groups = useQuery({
    queryKey: adminQueryKeys.workerGroups(aid),
    queryFn: () => client.workerGroupsList(),
  });
  const surveys = useQuery({
    queryKey: adminQueryKeys.providerSurveys(aid),
    queryFn: () => client.providerSurveys(),
  });
  const apiKeys = useQuery({
    queryKey: adminQueryKeys.providerApiKeys(aid),
    queryFn: () => client.providerApiKeys(),
  });
  const reload = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.allSurveyDates(aid) }),
        queryClient.invalidateQueries({ queryKey: pulzusQueryKeys.surveyDates(aid) }),
        queryClient.invalidateQueries({ queryKey: pulzusQueryKeys.lastSurveyDate(aid) }),
      ]),
    [queryClient, aid],
  );
  const all = [dates, groups, surveys, apiKeys];
  const failed = all.find((query) => query.isError);
  const status = failed ? 'error' : all.some((query) => query.isPending) ? 'pending' : 'success';
  return {
    status: status as 'error' | 'pending' | 'success',
    error: failed?.error,
    surveyDates: dates.data?.survey_dates ?? [],
    workerGroups: groups.data?.worker_groups ?? [],
    providerSurveys: surveys.data?.sm_surveys ?? [],
    apiKeys: apiKeys.data?.sm_api_keys ?? [],
    reload,
  };
}
