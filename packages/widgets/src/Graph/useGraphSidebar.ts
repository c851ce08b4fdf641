import {
  changeSatisfactionIndex,
  changeSurveyDates,
  changeWorkerGroup,
  type Demography,
  latestSurveyDate,
  type QuestionFilterDraft,
  type RowDimension,
  type SidebarState,
  type SurveyDate,
  validDemographyId,
} from '@pulzus/core';
import { useEffect } from 'react';
import type { GraphControls } from './graph-controls';
import type { GraphLists } from './useGraphLists';

type SetSidebarState = (update: (s: SidebarState) => SidebarState) => void;

/** The sidebar's actions; each applies one of core's sidebar rules (spec 2 §4). */
export interface GraphSidebarActions {
  setSurveyDates(ids: readonly number[]): void;
  setSatisfactionIndex(show: boolean): void;
  setWorkerGroup(id: number | null): void;
  setDemography(id: number): void;
  setRows(rows: RowDimension): void;
  setHideNoAnswers(hide: boolean): void;
  setTopic(id: number): void;
  setDemographyFilter(demographyId: number, answerIds: readonly number[]): void;
  setQuestionFilters(filters: readonly QuestionFilterDraft[]): void;
}

/** The sidebar actions over a state setter: dates and index exclude each other, a worker group re-checks demographies (core). */
export function sidebarActions(
  setState: SetSidebarState,
  demographies: readonly Demography[],
  surveyDates: readonly SurveyDate[] = [],
): GraphSidebarActions {
  return {
    setSurveyDates: (ids) => setState((s) => changeSurveyDates(s, ids)),
    // the dates are cut to the most recent one (spec 2 §4), by their days
    setSatisfactionIndex: (show) => setState((s) => changeSatisfactionIndex(s, show, surveyDates)),
    setWorkerGroup: (id) => setState((s) => changeWorkerGroup(s, id, demographies)),
    setDemography: (demographyId) => setState((s) => ({ ...s, demographyId })),
    setRows: (rows) => setState((s) => ({ ...s, rows })),
    setHideNoAnswers: (hideNoAnswers) => setState((s) => ({ ...s, hideNoAnswers })),
    setTopic: (topicId) => setState((s) => ({ ...s, topicId })),
    setDemographyFilter: (id, answerIds) =>
      setState((s) => ({ ...s, demographyFilters: { ...s.demographyFilters, [id]: answerIds } })),
    setQuestionFilters: (questionFilters) => setState((s) => ({ ...s, questionFilters })),
  };
}

/**
 * Fills the defaults once the lists are there: the latest survey date (spec 2 §2), the graph's
 * main-dimension demography or the first one valid for the worker group, the first topic; a choice
 * the new date's lists no longer hold is replaced the same way.
 */
export function useSidebarDefaults(
  state: SidebarState,
  setState: SetSidebarState,
  controls: GraphControls,
  lists: GraphLists,
  topicIds: readonly number[],
): void {
  const latest = latestSurveyDate(lists.surveyDates)?.id ?? null;
  useEffect(() => {
    if (state.surveyDateIds.length === 0 && latest !== null) setState((s) => changeSurveyDates(s, [latest]));
  }, [state.surveyDateIds.length, latest, setState]);

  const { demographies, dimensions } = lists;
  useEffect(() => {
    if (!controls.demography || demographies.length === 0) return;
    if (demographies.some((d) => d.id === state.demographyId)) return;
    const main = dimensions.find((row) => row.is_main_dimension && row.demography_id !== null)?.demography_id;
    const candidate = main ?? demographies[0]!.id;
    const id =
      state.workerGroupId === null
        ? candidate
        : validDemographyId(candidate, state.workerGroupId, demographies);
    if (id !== null) setState((s) => ({ ...s, demographyId: id }));
  }, [controls.demography, demographies, dimensions, state.demographyId, state.workerGroupId, setState]);

  const firstTopic = topicIds[0];
  useEffect(() => {
    if (!controls.topic || firstTopic === undefined) return;
    if (state.topicId !== null && topicIds.includes(state.topicId)) return;
    setState((s) => ({ ...s, topicId: firstTopic }));
  }, [controls.topic, firstTopic, topicIds, state.topicId, setState]);
}
