import type { SidebarState } from './sidebar-state';

/** Changes the survey dates; with the satisfaction index on and several dates, the index is switched off (spec 2 §4). */
export function changeSurveyDates(state: SidebarState, surveyDateIds: readonly number[]): SidebarState {
  const showSatisfactionIndex = state.showSatisfactionIndex && surveyDateIds.length <= 1;
  return { ...state, surveyDateIds: [...surveyDateIds], showSatisfactionIndex };
}

/**
 * Switches the satisfaction index; turning it on with several dates cuts the dates to the last one
 * (spec 2 §4): the most recent, by the days of `dates` when given, else the last chosen.
 */
export function changeSatisfactionIndex(
  state: SidebarState,
  show: boolean,
  dates: readonly { readonly id: number; readonly date: string }[] = [],
): SidebarState {
  if (!show || state.surveyDateIds.length <= 1) return { ...state, showSatisfactionIndex: show };
  const dayOf = (id: number) => dates.find((d) => d.id === id)?.date;
  const newest = state.surveyDateIds.reduce((best, id) => {
    const day = dayOf(id);
    const bestDay = dayOf(best);
    return day !== undefined && (bestDay === undefined || day > bestDay) ? id : best;
  }, state.surveyDateIds.at(-1) as number);
  return { ...state, showSatisfactionIndex: true, surveyDateIds: [newest] };
}
