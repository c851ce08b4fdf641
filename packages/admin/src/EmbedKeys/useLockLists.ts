import {
  type Demography,
  latestSurveyDate,
  type Topic,
  type SurveyDate,
  type WorkerGroup,
} from '@pulzus/core';
import { allTopicsQuery, routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';

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
    ...routeQuery(client, aid, 'surveyDatesList', { query: { all: true } }),
    enabled,
  });
  const groups = useQuery({
    ...routeQuery(client, aid, 'workerGroupsList'),
    enabled,
  });
  const published = (dates.data?.survey_dates ?? NONE).filter((date) => date.enabled_for_users);
  const dateId = firstDateId ?? latestSurveyDate(published)?.id ?? null;
  const workerGroups = groups.data?.worker_groups ?? NONE;
  const demographies = useQuery({
    ...routeQuery(client, aid, 'demographiesList', { params: { id: dateId ?? 0 } }),
    select: (r) => r.demographies,
    enabled: enabled && dateId !== null,
  });
  const topics = useQuery({
    // the graph sidebar's query of the same topics: one cache entry
    ...allTopicsQuery(
      client,
      aid,
      dateId,
      workerGroups.map((g) => g.id),
    ),
    select: (list) => list.filter((topic) => !topic.is_commitment),
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
