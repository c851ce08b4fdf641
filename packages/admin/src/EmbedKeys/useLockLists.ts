import {
  type Demography,
  latestSurveyDate,
  type Topic,
  type SurveyDate,
  type WorkerGroup,
} from '@pulzus/core';
import { useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../shared/admin-query-keys';

const NONE: readonly never[] = [];

/** The account's lists a pinned query is picked from. */
export interface LockLists {
  /** The published survey dates: an embed reads no other (docs/embedding.md). */
  readonly surveyDates: readonly SurveyDate[];
  readonly workerGroups: readonly WorkerGroup[];
  /** The demographies of the first pinned date, else of the latest published one. */
  readonly demographies: readonly Demography[];
  /** The topics of every employee group on that date, the engagement topic left out. */
  readonly topics: readonly Topic[];
  /** Some list is still loading. */
  readonly loading: boolean;
}

/**
 * Loads what the pinned-query fields offer, from the session account's data: its published survey
 * dates, employee groups, and the demographies and topics of the date the lists are read on.
 */
export function useLockLists(enabled: boolean, firstDateId: number | null): LockLists {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const dates = useQuery({
    queryKey: adminQueryKeys.allSurveyDates(aid),
    queryFn: () => client.surveyDatesList({ query: { all: true } }),
    enabled,
  });
  const groups = useQuery({
    queryKey: adminQueryKeys.workerGroups(aid),
    queryFn: () => client.workerGroupsList(),
    enabled,
  });
  const published = (dates.data?.survey_dates ?? NONE).filter((date) => date.enabled_for_users);
  const dateId = firstDateId ?? latestSurveyDate(published)?.id ?? null;
  const workerGroups = groups.data?.worker_groups ?? NONE;
  const demographies = useQuery({
    queryKey: adminQueryKeys.demographies(aid, dateId ?? 0),
    queryFn: ({ signal }) =>
      client.demographiesList({ params: { id: dateId ?? 0 }, signal }).then((r) => r.demographies),
    enabled: enabled && dateId !== null,
  });
  const topics = useQuery({
    queryKey: ['account', aid, 'survey-date', dateId, 'embed-lock-topics', workerGroups.map((g) => g.id)],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        workerGroups.map((group) =>
          client.topicsList({ params: { id: dateId ?? 0, workerGroupId: group.id }, signal }),
        ),
      );
      return lists.flatMap((list) => list.question_groups).filter((topic) => !topic.is_commitment);
    },
    enabled: enabled && dateId !== null && workerGroups.length > 0,
  });
  return {
    surveyDates: published,
    workerGroups,
    demographies: demographies.data ?? NONE,
    topics: topics.data ?? NONE,
    loading: dates.isPending || groups.isPending || (dateId !== null && demographies.isPending),
  };
}
