import type { QuestionFilter } from '../schemas/graph-query';
import { parseQuestionFilterAnswers } from './question-filter-answers';
import type { QuestionFilterDraft, SidebarState } from './sidebar-state';

/** Adds an empty admin question filter at the end (spec 2 §2). */
export function addQuestionFilter(state: SidebarState): SidebarState {
  return { ...state, questionFilters: [...state.questionFilters, { question_id: null, answers: '' }] };
}

/** Deletes the admin question filter at an index (spec 2 §2). */
export function removeQuestionFilter(state: SidebarState, index: number): SidebarState {
  return { ...state, questionFilters: state.questionFilters.filter((_, i) => i !== index) };
}

/** Replaces fields of the admin question filter at an index (spec 2 §2). */
export function updateQuestionFilter(
  state: SidebarState,
  index: number,
  patch: Partial<QuestionFilterDraft>,
): SidebarState {
  return {
    ...state,
    questionFilters: state.questionFilters.map((f, i) => (i === index ? { ...f, ...patch } : f)),
  };
}

/** The drafts that filter something: a question chosen and at least one valid answer number (spec 2 §5). */
export function compileQuestionFilters(drafts: readonly QuestionFilterDraft[]): QuestionFilter[] {
  return drafts.flatMap((draft) => {
    const answers = parseQuestionFilterAnswers(draft.answers);
    return draft.question_id !== null && answers.length > 0
      ? [{ question_id: draft.question_id, answers }]
      : [];
  });
}
