import {
  type ChartGraphSlug,
  changeSatisfactionIndex,
  changeSurveyDates,
  type EmbedControl,
  type EmbedLock,
  embedControlsOf,
  type GraphFilter,
  INITIAL_SIDEBAR_STATE,
  type SidebarState,
  sidebarQuery,
} from '@pulzus/core';

/**
 * A pinned query as the embed key popup edits it (docs/embedding.md "Locked parameters"): the
 * graph, the graph sidebar's state (so core's sidebar rules and query builder apply as on the graph
 * page) and the controls the intranet page may still change.
 */
export interface LockDraft {
  readonly slug: ChartGraphSlug;
  readonly state: SidebarState;
  readonly controls: readonly EmbedControl[];
}

/** A new pin of a graph: nothing chosen yet, no control left to the page. */
export function newLockDraft(slug: ChartGraphSlug): LockDraft {
  return { slug, state: INITIAL_SIDEBAR_STATE, controls: [] };
}

/** Another graph keeps the choices it shares with the old one and the controls it has too. */
export function changeLockGraph(draft: LockDraft, slug: ChartGraphSlug): LockDraft {
  const offered = embedControlsOf(slug);
  return { slug, state: draft.state, controls: draft.controls.filter((c) => offered.includes(c)) };
}

/** Sets the pinned survey dates; several dates switch the satisfaction index off (spec 2 §4). */
export function changeLockDates(draft: LockDraft, ids: readonly number[]): LockDraft {
  return { ...draft, state: changeSurveyDates(draft.state, ids) };
}

/** Switches the satisfaction index; turning it on keeps the last date only (spec 2 §4). */
export function changeLockIndex(draft: LockDraft, show: boolean): LockDraft {
  return { ...draft, state: changeSatisfactionIndex(draft.state, show) };
}

/** Sets the one demography filter of the pin: a demography and the answers it keeps (none: no filter). */
export function changeLockDemographyFilter(
  draft: LockDraft,
  demographyId: number | null,
  answerIds: readonly number[],
): LockDraft {
  const demographyFilters = demographyId === null ? {} : { [demographyId]: [...answerIds] };
  return { ...draft, state: { ...draft.state, demographyFilters } };
}

/** The pin's one demography filter: its demography and answers, or null. */
export function lockDemographyFilter(draft: LockDraft): { demographyId: number; answerIds: number[] } | null {
  const [entry] = Object.entries(draft.state.demographyFilters);
  return entry ? { demographyId: Number(entry[0]), answerIds: [...entry[1]] } : null;
}

/** Leaves a control to the page, or locks it again. */
export function toggleLockControl(draft: LockDraft, control: EmbedControl, open: boolean): LockDraft {
  const controls = embedControlsOf(draft.slug).filter((c) =>
    c === control ? open : draft.controls.includes(c),
  );
  return { ...draft, controls };
}

/**
 * The pinned query the draft stands for, compiled by core's query builder as the graph page
 * compiles its sidebar; null while a part the graph needs (a date, a demography, a topic) is missing.
 */
export function lockOfDraft(draft: LockDraft): EmbedLock | null {
  const request = sidebarQuery(draft.slug, draft.state).compile();
  if (!request) return null;
  return { slug: draft.slug, params: request.query, controls: [...draft.controls] };
}

/**
 * The draft of a stored pin. The popup offers one employee group and one demography filter, as the
 * graph sidebar does; a pin set through the API with more keeps its first of each when edited here.
 */
export function draftOfLock(lock: EmbedLock): LockDraft {
  const query = lock.params as {
    survey_dates?: number[];
    filters?: GraphFilter[];
    demography_id?: number;
    main_dimension_demography_id?: number;
    question_group_id?: number;
    hide_no_answers?: boolean;
    show_satisfaction_index?: boolean;
  };
  const filters = query.filters ?? [];
  const workerGroup = filters.find((f) => f.type === 'worker_group');
  const demography = filters.find((f) => f.type === 'demography');
  const state: SidebarState = {
    ...INITIAL_SIDEBAR_STATE,
    surveyDateIds: query.survey_dates ?? [],
    showSatisfactionIndex: query.show_satisfaction_index ?? false,
    workerGroupId: workerGroup?.worker_group_ids[0] ?? null,
    demographyId: query.demography_id ?? query.main_dimension_demography_id ?? null,
    hideNoAnswers: query.hide_no_answers ?? false,
    topicId: query.question_group_id ?? null,
    demographyFilters: demography ? { [demography.demography_id]: demography.demography_answer_ids } : {},
  };
  return { slug: lock.slug, state, controls: lock.controls };
}
