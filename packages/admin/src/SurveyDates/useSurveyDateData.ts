import { type Invalidation, routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';

/**
 * What a change to a survey date reloads: every list of dates (this screen's, the sidebars', the
 * other configuration screens') and the welcome page's last date.
 */
export const SURVEY_DATE_LISTS: readonly Invalidation[] = ['surveyDatesList', 'surveyDatesLast'];

/**
 * The lists of the survey dates screen, keyed by the session account (spec 2 §2): every survey
 * date, the worker groups, the provider surveys and API keys.
 */
export function useSurveyDateData() {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const dates = useQuery(routeQuery(client, aid, 'surveyDatesList', { query: { all: true } }));
  const groups = useQuery(routeQuery(client, aid, 'workerGroupsList'));
  const surveys = useQuery(routeQuery(client, aid, 'providerSurveys'));
  const apiKeys = useQuery(routeQuery(client, aid, 'providerApiKeys'));
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
  };
}
