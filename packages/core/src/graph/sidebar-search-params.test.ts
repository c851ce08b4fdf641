import { describe, expect, it } from 'vitest';
import { droppedFilters } from './dropped-filters';
import {
  carriedFilterSearch,
  sidebarStateFromSearch,
  sidebarStateToSearch,
  withSearch,
} from './sidebar-search-params';
import { INITIAL_SIDEBAR_STATE, type SidebarState } from './sidebar-state';

const filtered: SidebarState = {
  ...INITIAL_SIDEBAR_STATE,
  surveyDateIds: [12, 11],
  workerGroupId: 3,
  demographyId: 100,
  rows: 'worker_groups',
  topicId: 7,
  showSatisfactionIndex: true,
  hideNoAnswers: true,
  demographyFilters: { 100: [1001, 1002], 101: [] },
  questionFilters: [
    { question_id: 55, answers: '1, 2~3' },
    { question_id: null, answers: '4' },
  ],
};

describe('the query in the address (docs/graphs.md "In the address")', () => {
  it('restores every choice of the sidebar from the address it writes', () => {
    const back = sidebarStateFromSearch(new URLSearchParams(sidebarStateToSearch(filtered).toString()));
    expect(back).toEqual({
      ...filtered,
      // an empty demography filter and an unfinished question filter filter nothing: they are not written
      demographyFilters: { 100: [1001, 1002] },
      questionFilters: [{ question_id: 55, answers: '1, 2~3' }],
    });
  });

  it('writes nothing for the first visit and reads the first visit from an empty address', () => {
    expect(sidebarStateToSearch(INITIAL_SIDEBAR_STATE).toString()).toBe('');
    expect(sidebarStateFromSearch(new URLSearchParams())).toEqual(INITIAL_SIDEBAR_STATE);
  });

  it('ignores malformed values instead of failing (a hand-edited link)', () => {
    const state = sidebarStateFromSearch(
      new URLSearchParams('dates=x,5,-1,5&wg=0&demography=abc&rows=units2&f.x=1&f.9=&qf=zz~1&topic=1e3'),
    );
    expect(state).toEqual({ ...INITIAL_SIDEBAR_STATE, surveyDateIds: [5] });
  });

  it('carries the filters, not the graph-specific choices, to the next graph', () => {
    const carried = carriedFilterSearch(sidebarStateToSearch(filtered));
    expect(sidebarStateFromSearch(carried)).toEqual({
      ...INITIAL_SIDEBAR_STATE,
      workerGroupId: 3,
      demographyFilters: { 100: [1001, 1002] },
      questionFilters: [{ question_id: 55, answers: '1, 2~3' }],
    });
    expect(withSearch('/graph/total', new URLSearchParams())).toBe('/graph/total');
    expect(withSearch('/graph/total', carried)).toMatch(/^\/graph\/total\?wg=3&f\.100=1001%2C1002&qf=/);
  });
});

describe('filters a graph does not apply are named, not silently dropped', () => {
  const state = { ...INITIAL_SIDEBAR_STATE, workerGroupId: 3, demographyFilters: { 100: [1001] } };

  it('names every filter on a graph that takes none (commitment_total)', () => {
    expect(droppedFilters('commitment_total', state)).toEqual([
      { type: 'worker_group', workerGroupId: 3 },
      { type: 'demography', demographyId: 100 },
    ]);
  });

  it('names the filters the graph settings do not mark as filters', () => {
    const dimensions = [
      { demography_id: null, is_worker_group_demography: true, is_filter: true },
      { demography_id: 100, is_worker_group_demography: false, is_filter: false },
    ];
    expect(droppedFilters('total', state, { dimensions })).toEqual([
      { type: 'demography', demographyId: 100 },
    ]);
    expect(droppedFilters('total', state)).toEqual([]);
  });

  it("names an admin's answer filters only where the graph takes filters", () => {
    const answers = { ...INITIAL_SIDEBAR_STATE, questionFilters: [{ question_id: 5, answers: '1' }] };
    expect(droppedFilters('commitment_total', answers, { isAdmin: true })).toEqual([{ type: 'answer' }]);
    expect(droppedFilters('total', answers, { isAdmin: true })).toEqual([]);
  });
});
