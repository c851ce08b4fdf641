import type { EmbedLock } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import {
  changeLockDates,
  changeLockDemographyFilter,
  changeLockGraph,
  changeLockIndex,
  draftOfLock,
  lockOfDraft,
  newLockDraft,
  toggleLockControl,
} from './lock-draft';

describe('the pinned query of the embed key popup (docs/embedding.md "Locked parameters")', () => {
  it("compiles the draft with core's query builder: a complete query of the graph, or null while a part is missing", () => {
    let draft = newLockDraft('satisfaction_topics');
    expect(lockOfDraft(draft)).toBeNull();
    draft = changeLockDates(draft, [12]);
    expect(lockOfDraft(draft)).toBeNull();
    draft = { ...draft, state: { ...draft.state, topicId: 7, workerGroupId: 3 } };
    draft = toggleLockControl(draft, 'filters', true);
    expect(lockOfDraft(draft)).toEqual({
      slug: 'satisfaction_topics',
      params: {
        survey_dates: [12],
        question_group_id: 7,
        filters: [{ type: 'worker_group', worker_group_ids: [3] }],
      },
      controls: ['filters'],
    });
  });

  it('keeps the sidebar rule: the satisfaction index pins one date, several dates switch it off', () => {
    let draft = changeLockDates(newLockDraft('commitment_total'), [10, 12]);
    draft = changeLockIndex(draft, true);
    expect(lockOfDraft(draft)?.params).toEqual({ survey_dates: [12], show_satisfaction_index: true });
    draft = changeLockDates(draft, [10, 12]);
    expect(lockOfDraft(draft)?.params).toEqual({ survey_dates: [10, 12], show_satisfaction_index: false });
  });

  it('offers each graph only its own controls, in the vocabulary order', () => {
    let draft = newLockDraft('commitment_demographics');
    draft = toggleLockControl(draft, 'show_satisfaction_index', true);
    draft = toggleLockControl(draft, 'survey_dates', true);
    draft = toggleLockControl(draft, 'topic', true);
    expect(draft.controls).toEqual(['survey_dates', 'show_satisfaction_index']);
    expect(changeLockGraph(draft, 'satisfaction_total').controls).toEqual(['survey_dates']);
  });

  it('turns a stored pin back into the draft it came from', () => {
    const lock: EmbedLock = {
      slug: 'commitment_demographics',
      params: {
        survey_dates: [12],
        main_dimension_demography_id: 21,
        filters: [
          { type: 'worker_group', worker_group_ids: [2] },
          { type: 'demography', demography_id: 20, demography_answer_ids: [201, 202] },
        ],
        show_satisfaction_index: true,
      },
      controls: ['filters'],
    };
    expect(lockOfDraft(draftOfLock(lock))).toEqual(lock);
    const demographics: EmbedLock = {
      slug: 'demographics',
      params: { demography_id: 20, hide_no_answers: true, filters: [] },
      controls: [],
    };
    expect(lockOfDraft(draftOfLock(demographics))).toEqual(demographics);
  });

  it('sets or clears the one demography filter of the pin', () => {
    let draft = changeLockDates(newLockDraft('total'), [12]);
    draft = changeLockDemographyFilter(draft, 20, [201]);
    expect(lockOfDraft(draft)?.params).toEqual({
      survey_dates: [12],
      filters: [{ type: 'demography', demography_id: 20, demography_answer_ids: [201] }],
    });
    draft = changeLockDemographyFilter(draft, null, []);
    expect(lockOfDraft(draft)?.params).toEqual({ survey_dates: [12], filters: [] });
  });
});
