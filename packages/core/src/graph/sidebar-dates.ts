import type { SidebarState } from './sidebar-state';

/** Changes the survey dates; with the satisfaction index on and several dates, the index is switched off (spec 2 §4). */
export function changeSurveyDates(state: SidebarState, surveyDateIds: readonly number[]): SidebarState {
  const showSatisfactionIndex = state.showSatisfactionIndex && surveyDateIds.length <= 1;
  return { ...state, surveyDateIds: [...surveyDateIds], showSatisfactionIndex };
}

/** Switches the satisfaction index; turning it on with several dates cuts the dates to the last one (spec 2 §4). */
export function changeSatisfactionIndex(state: SidebarState, show: boolean): SidebarState {
  const surveyDateIds =
    show && state.surveyDateIds.length > 1 ? state.surveyDateIds.slice(-1) : state.surveyDateIds;
  return { ...state, showSatisfactionIndex: show, surveyDateIds };
}
