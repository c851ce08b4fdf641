import type { SurveyDate } from '@pulzus/core';
import { graphStartQueries, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** The survey dates a sidebar offers and the chosen one. */
export interface SidebarSurveyDate {
  /** The dates the person may see, newest first; undefined while loading. */
  readonly surveyDates: readonly SurveyDate[] | undefined;
  /** The chosen date: the person's choice, or the latest one; null when there is none. */
  readonly surveyDateId: number | null;
  /** Chooses a date. */
  readonly choose: (id: number) => void;
  /** The list is loading. */
  readonly loading: boolean;
  /** The list failed to load, or null. */
  readonly error: unknown;
}

/** The dates a person may see (spec 2 §6): admins every date, others only published ones; newest first. */
export function visibleSurveyDates(dates: readonly SurveyDate[], isAdmin: boolean): SurveyDate[] {
  return dates.filter((d) => isAdmin || d.enabled_for_users).sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * The single survey-date choice of the documents and participation sidebars (spec 2 §2): the list
 * (shared with the graph widget's cache), the latest date preselected.
 */
export function useSidebarSurveyDate(): SidebarSurveyDate {
  const client = useApiClient();
  const { sessionAccountId, isAdmin } = useSession();
  const [chosen, choose] = useState<number | null>(null);
  const list = useQuery({
    ...graphStartQueries.surveyDates(client, sessionAccountId, isAdmin),
    select: (r) => r.survey_dates,
  });
  const surveyDates = list.data ? visibleSurveyDates(list.data, isAdmin) : undefined;
  const surveyDateId = surveyDates?.find((d) => d.id === chosen)?.id ?? surveyDates?.[0]?.id ?? null;
  return { surveyDates, surveyDateId, choose, loading: list.isPending, error: list.error };
}
