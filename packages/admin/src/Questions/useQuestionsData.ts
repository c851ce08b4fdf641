import type { Topic, ProviderQuestion, SurveyDate, WorkerGroup } from '@pulzus/core';
import { routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQueries } from '@tanstack/react-query';

/** The data of the questions screen for one survey date. */
export interface QuestionsData {
  /** The loading state of every worker group's topics. */
  readonly status: 'pending' | 'error' | 'success';
  /** The first failure, when `status` is error. */
  readonly error: unknown;
  /** The stored topics by worker group id, once all are loaded. */
  readonly topics: ReadonlyMap<number, readonly Topic[]>;
  /** The rated items of each worker group's provider survey on the date (empty when none or failed). */
  readonly items: ReadonlyMap<number, readonly ProviderQuestion[]>;
  /** Per worker group, why its items are what they are: no survey on the date, loaded, or failed. */
  readonly itemStatus: ReadonlyMap<number, ProviderItemsStatus>;
}

/** Whether a worker group's provider survey items are at hand: `none` (no survey on the date), `success` or `error`. */
export type ProviderItemsStatus = 'none' | 'success' | 'error';

/**
 * Loads, for the chosen date, each worker group's topics (`question-groups`, which creates the two
 * default topics on the server) and the items of each group's provider survey
 * (`sm-surveys/{id}/questions`, the statements a question is chosen from: a failure leaves them out and
 * the codes are typed by hand), keyed by the session account.
 */
export function useQuestionsData(
  surveyDate: Pick<SurveyDate, 'id' | 'sm_surveys'> | null,
  workerGroups: readonly WorkerGroup[],
): QuestionsData {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const dateId = surveyDate?.id ?? 0;
  const enabled = surveyDate !== null;
  const topics = useQueries({
    queries: workerGroups.map((group) => ({
      ...routeQuery(client, aid, 'topicsList', { params: { id: dateId, workerGroupId: group.id } }),
      enabled,
    })),
  });
  const surveyOf = (group: WorkerGroup) =>
    surveyDate?.sm_surveys.find((survey) => survey.worker_group_id === group.id)?.sm_survey_id;
  const items = useQueries({
    queries: workerGroups.map((group) => {
      const providerSurveyId = surveyOf(group) ?? '';
      return {
        ...routeQuery(client, aid, 'providerSurveyQuestions', { params: { id: providerSurveyId } }),
        enabled: providerSurveyId !== '',
      };
    }),
  });
  const failed = topics.find((query) => query.isError);
  // the statements are waited for too, so that a question row does not change its kind of field mid-edit
  const loading = topics.some((query) => query.isPending) || items.some((query) => query.isLoading);
  const status = failed ? 'error' : loading ? 'pending' : 'success';
  const itemStatusOf = (group: WorkerGroup, i: number): ProviderItemsStatus => {
    if (!surveyOf(group)) return 'none';
    return items[i]?.isError ? 'error' : 'success';
  };
  return {
    status,
    error: failed?.error,
    topics: new Map(workerGroups.map((group, i) => [group.id, topics[i]?.data?.question_groups ?? []])),
    items: new Map(workerGroups.map((group, i) => [group.id, items[i]?.data?.sm_questions ?? []])),
    itemStatus: new Map(workerGroups.map((group, i) => [group.id, itemStatusOf(group, i)])),
  };
}
