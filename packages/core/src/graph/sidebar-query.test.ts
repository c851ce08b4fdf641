import { describe, expect, it } from 'vitest';
import {
  addQuestionFilter,
  compileQuestionFilters,
  removeQuestionFilter,
  updateQuestionFilter,
} from './sidebar-question-filters';
import { sidebarFilters, sidebarQuery } from './sidebar-query';
import { INITIAL_SIDEBAR_STATE, type SidebarState } from './sidebar-state';

const selected: SidebarState = {
  ...INITIAL_SIDEBAR_STATE,
  surveyDateIds: [8],
  workerGroupId: 2,
  demographyId: 5,
  demographyFilters: { 5: [51, 52], 6: [], 7: [71] },
  questionFilters: [
    { question_id: 30, answers: '5, 6' },
    { question_id: null, answers: '1' },
    { question_id: 31, answers: 'x' },
  ],
};

describe('admin question filters (spec 2 §2, §5)', () => {
  it('adds, edits and deletes filters without mutating the state', () => {
    const a = addQuestionFilter(INITIAL_SIDEBAR_STATE);
    const b = updateQuestionFilter(addQuestionFilter(a), 1, { question_id: 4, answers: '1,2' });
    expect(b.questionFilters).toEqual([
      { question_id: null, answers: '' },
      { question_id: 4, answers: '1,2' },
    ]);
    expect(removeQuestionFilter(b, 0).questionFilters).toEqual([{ question_id: 4, answers: '1,2' }]);
    expect(a.questionFilters).toHaveLength(1);
  });

  it('keeps only drafts with a question and at least one whole number', () => {
    expect(compileQuestionFilters(selected.questionFilters)).toEqual([{ question_id: 30, answers: [5, 6] }]);
  });
});

describe('filters from the sidebar (spec 2 §7, graphs.md "Filters")', () => {
  it('makes worker-group, non-empty demography and (for admins) answer filters', () => {
    expect(sidebarFilters(selected, { isAdmin: true })).toEqual([
      { type: 'worker_group', worker_group_ids: [2] },
      { type: 'demography', demography_id: 5, demography_answer_ids: [51, 52] },
      { type: 'demography', demography_id: 7, demography_answer_ids: [71] },
      { type: 'answer', question_filters: [{ question_id: 30, answers: [5, 6] }] },
    ]);
  });

  it('sends no answer filter for non-admins (spec 2 §6)', () => {
    expect(sidebarFilters(selected).some((f) => f.type === 'answer')).toBe(false);
  });

  it('sends only filters whose dimension row is a filter', () => {
    const dimensions = [
      { demography_id: null, is_worker_group_demography: true, is_filter: false },
      { demography_id: 5, is_worker_group_demography: false, is_filter: true },
      { demography_id: 7, is_worker_group_demography: false, is_filter: false },
    ];
    expect(sidebarFilters(selected, { dimensions })).toEqual([
      { type: 'demography', demography_id: 5, demography_answer_ids: [51, 52] },
    ]);
  });

  it('builds the compiled query of a graph from the sidebar (spec 2 §5)', () => {
    expect(sidebarQuery('satisfaction_demographics', selected).compile()).toEqual({
      type: 'satisfaction_demographics',
      query: {
        survey_dates: [8],
        main_dimension_demography_id: 5,
        filters: sidebarFilters(selected),
      },
    });
    expect(sidebarQuery('satisfaction_topics', selected).compile()).toBeNull();
  });
});
