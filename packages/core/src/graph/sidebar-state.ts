import type { RowDimension } from './graph-definitions';

/** One admin question filter as typed: a chosen question and the free-text answers field (spec 2 §2). */
export interface QuestionFilterDraft {
  readonly question_id: number | null;
  readonly answers: string;
}

/** What the graph sidebar has selected; the sidebar rules are pure functions from one state to the next (spec 2 §2, §4). */
export interface SidebarState {
  /** Chosen survey-date ids, the first select first. */
  readonly surveyDateIds: readonly number[];
  /** The 'show satisfaction index' checkbox. */
  readonly showSatisfactionIndex: boolean;
  /** The employee-group (worker group) select; null is every group. */
  readonly workerGroupId: number | null;
  /** The demographic indicator select. */
  readonly demographyId: number | null;
  /** The rows select (the heatmap): a demography's answers, the worker groups or the units. */
  readonly rows: RowDimension;
  /** The 'hide not answered' checkbox. */
  readonly hideNoAnswers: boolean;
  /** The topic area select (satisfaction_topics). */
  readonly topicId: number | null;
  /** Demography filter multi-selects: demography id → chosen answer ids (empty filters nothing). */
  readonly demographyFilters: Readonly<Record<number, readonly number[]>>;
  /** Admin question filters. */
  readonly questionFilters: readonly QuestionFilterDraft[];
}

/** The sidebar before anything is chosen. */
export const INITIAL_SIDEBAR_STATE: SidebarState = {
  surveyDateIds: [],
  showSatisfactionIndex: false,
  workerGroupId: null,
  demographyId: null,
  rows: 'demography',
  hideNoAnswers: false,
  topicId: null,
  demographyFilters: {},
  questionFilters: [],
};
