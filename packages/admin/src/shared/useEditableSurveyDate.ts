import { isApiError, latestSurveyDate, type SurveyDate } from '@pulzus/core';
import {
  type Invalidation,
  routeKey,
  routeQuery,
  surveyDateScope,
  useApiClient,
  useSession,
} from '@pulzus/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

/** Whether a survey date's configuration may change: not known yet, allowed, or locked by its responses. */
export type EditingState = 'pending' | 'allowed' | 'locked';

/** The survey-date choice of a configuration screen and the editing lock of the chosen date. */
export interface EditableSurveyDate {
  /** Every survey date of the session account (admins see all, spec 2 §6). */
  readonly surveyDates: readonly SurveyDate[];
  /** The chosen date: the person's choice, else the latest one; null when there is none. */
  readonly surveyDateId: number | null;
  /** Chooses a date. */
  readonly choose: (id: number) => void;
  /** The date list's state. */
  readonly status: 'pending' | 'error' | 'success';
  /** The failure of the date list or of the response count. */
  readonly error: unknown;
  /** Whether the response count failed to load. */
  readonly countFailed: boolean;
  /** The chosen date's editing state (spec 2 §4). */
  readonly editing: EditingState;
  /** Records that the server refused a change with `editing-locked` and reloads the response count. */
  readonly markLocked: () => void;
  /** Handles a failed change: an `editing-locked` answer locks the date; returns whether it did. */
  readonly lockedBy: (error: unknown) => boolean;
  /**
   * What a change to the chosen date's configuration reloads: everything cached for it (its lists
   * and its response count), as a mutation's `invalidates`; nothing while no date is chosen.
   */
  readonly reloads: readonly Invalidation[];
}

/**
 * The survey-date selector of the demography and collector screens (spec 2 §2): the session
 * account's dates with the latest preselected, and the chosen date's response count, which locks
 * editing when it is not zero (spec 2 §4). Editing stays `pending` until the count is known; a
 * write the server refuses with `editing-locked` locks the date too. Queries are keyed by the
 * session account, so a switch reloads everything (spec 2 §2).
 */
export function useEditableSurveyDate(): EditableSurveyDate {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const queryClient = useQueryClient();
  const [chosen, choose] = useState<number | null>(null);
  const [refused, setRefused] = useState<ReadonlySet<number>>(() => new Set());
  const dates = useQuery(routeQuery(client, aid, 'surveyDatesList', { query: { all: true } }));
  const surveyDates = dates.data?.survey_dates ?? [];
  const surveyDateId = surveyDates.some((date) => date.id === chosen)
    ? chosen
    : (latestSurveyDate(surveyDates)?.id ?? null);
  const count = useQuery({
    ...routeQuery(client, aid, 'surveyDatesResponseCount', { params: { id: surveyDateId ?? 0 } }),
    enabled: surveyDateId !== null,
  });

  let editing: EditingState = 'pending';
  if (surveyDateId !== null && refused.has(surveyDateId)) editing = 'locked';
  else if (count.data) editing = count.data.answers_count === 0 ? 'allowed' : 'locked';

  const markLocked = useCallback(() => {
    if (surveyDateId === null) return;
    setRefused((ids) => new Set(ids).add(surveyDateId));
    void queryClient.invalidateQueries({
      queryKey: routeKey(aid, 'surveyDatesResponseCount', { params: { id: surveyDateId } }),
    });
  }, [queryClient, aid, surveyDateId]);
  const lockedBy = useCallback(
    (error: unknown) => {
      const locked = isApiError(error) && error.code === 'editing-locked';
      if (locked) markLocked();
      return locked;
    },
    [markLocked],
  );
  const reloads = useMemo(
    () => (surveyDateId === null ? [] : [surveyDateScope(aid, surveyDateId)]),
    [aid, surveyDateId],
  );

  return {
    surveyDates,
    surveyDateId,
    choose,
    status: dates.status,
    error: dates.error ?? count.error,
    countFailed: count.isError,
    editing,
    markLocked,
    lockedBy,
    reloads,
  };
}
