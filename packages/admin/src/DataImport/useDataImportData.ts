import { DATA_IMPORT_REFRESH_MS, type ImportJob } from '@pulzus/core';
import { routeKeyPrefix, routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/** The ids of finished jobs that change the surveys table (the survey list and the collector counts). */
function surveyChanges(jobs: readonly ImportJob[] | undefined): string | undefined {
  return jobs
    ?.filter((job) => job.state === 'completed' && (job.kind === 'survey-list' || job.kind === 'collectors'))
    .map((job) => job.id)
    .join(',');
}

/** What an import action reloads: the limits and queue length, the jobs, the provider surveys. */
export const IMPORT_LISTS = ['dataImportLimits', 'dataImportJobs', 'providerSurveys'] as const;

/**
 * The data of the data import screen, keyed by the session account (spec 2 §2): the limits and
 * queue length and the import jobs reload every `refreshMs` (spec 2 §4, §9); the provider surveys
 * reload when a survey-list or collectors import finishes; `reload` refreshes all three after an
 * action (spec 2 §4).
 */
export function useDataImportData(refreshMs: number = DATA_IMPORT_REFRESH_MS) {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const queryClient = useQueryClient();
  const limits = useQuery({
    ...routeQuery(client, aid, 'dataImportLimits'),
    refetchInterval: refreshMs,
  });
  const jobs = useQuery({
    ...routeQuery(client, aid, 'dataImportJobs'),
    refetchInterval: refreshMs,
  });
  const surveys = useQuery(routeQuery(client, aid, 'providerSurveys'));

  const reloadSurveys = useCallback(
    () => queryClient.invalidateQueries({ queryKey: routeKeyPrefix(aid, 'providerSurveys') }),
    [queryClient, aid],
  );
  const reload = useCallback(
    () =>
      Promise.all(
        IMPORT_LISTS.map((name) => queryClient.invalidateQueries({ queryKey: routeKeyPrefix(aid, name) })),
      ),
    [queryClient, aid],
  );

  const changes = surveyChanges(jobs.data?.import_jobs);
  const seen = useRef(changes);
  useEffect(() => {
    if (changes !== undefined && seen.current !== undefined && changes !== seen.current) void reloadSurveys();
    seen.current = changes;
  }, [changes, reloadSurveys]);

  const main = [limits, surveys];
  const failed = main.find((query) => query.isError);
  const status = failed ? 'error' : main.some((query) => query.isPending) ? 'pending' : 'success';
  return {
    status: status as 'error' | 'pending' | 'success',
    error: failed?.error,
    queueLength: limits.data?.queue_length ?? 0,
    apiKeys: limits.data?.api_keys ?? [],
    providerSurveys: surveys.data?.sm_surveys ?? [],
    jobs,
    reload,
  };
}
