import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeSatisfactionIndex, changeSurveyDates } from './sidebar-dates';
import { INITIAL_SIDEBAR_STATE, type SidebarState } from './sidebar-state';
import { changeWorkerGroup, type SidebarDemography, validDemographyId } from './sidebar-worker-group';
import { filterDemographyIds, showEmployeeGroupSelect, showHideNotAnswered } from './sidebar-visibility';

const state = (patch: Partial<SidebarState>): SidebarState => ({ ...INITIAL_SIDEBAR_STATE, ...patch });

describe('multi-date selection and the satisfaction index exclude each other (spec 2 §4)', () => {
  it('switches the index off after a date change to several dates', () => {
    const next = changeSurveyDates(state({ showSatisfactionIndex: true, surveyDateIds: [1] }), [1, 2]);
    expect(next).toMatchObject({ surveyDateIds: [1, 2], showSatisfactionIndex: false });
  });

  it('keeps the index on after a date change to one date', () => {
    const next = changeSurveyDates(state({ showSatisfactionIndex: true, surveyDateIds: [1] }), [3]);
    expect(next).toMatchObject({ surveyDateIds: [3], showSatisfactionIndex: true });
  });

  it('cuts the dates to the last one after the index is switched on', () => {
    const next = changeSatisfactionIndex(state({ surveyDateIds: [5, 6, 7] }), true);
    expect(next).toMatchObject({ surveyDateIds: [7], showSatisfactionIndex: true });
  });

  it('cuts the dates to the most recent one, whatever order they were chosen in (spec 2 §4)', () => {
    const dates = [
      { id: 5, date: '2025-03-01' },
      { id: 6, date: '2023-11-01' },
      { id: 7, date: '2024-05-01' },
    ];
    const next = changeSatisfactionIndex(state({ surveyDateIds: [5, 6, 7] }), true, dates);
    expect(next).toMatchObject({ surveyDateIds: [5], showSatisfactionIndex: true });
  });

  it('leaves the dates alone when the index is switched off', () => {
    const next = changeSatisfactionIndex(
      state({ surveyDateIds: [5, 6], showSatisfactionIndex: true }),
      false,
    );
    expect(next).toMatchObject({ surveyDateIds: [5, 6], showSatisfactionIndex: false });
  });

  it('never ends with the index on and more than one date, and never mutates', () => {
    const step = fc.oneof(
      fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }).map((d) => ({ dates: d })),
      fc.boolean().map((on) => ({ on })),
    );
    fc.assert(
      fc.property(fc.array(step), (steps) => {
        let s = INITIAL_SIDEBAR_STATE;
        for (const st of steps) {
          const before = JSON.stringify(s);
          const next = 'dates' in st ? changeSurveyDates(s, st.dates) : changeSatisfactionIndex(s, st.on);
          expect(JSON.stringify(s)).toBe(before);
          s = next;
          expect(s.showSatisfactionIndex && s.surveyDateIds.length > 1).toBe(false);
        }
      }),
    );
  });
});

describe('worker group and demography selections (spec 2 §4)', () => {
  const demographies: SidebarDemography[] = [
    { id: 1, name: 'Age', worker_groups: [10] },
    { id: 2, name: 'Site', worker_groups: [10, 20] },
    { id: 3, name: 'Age', worker_groups: [20] },
    { id: 4, name: 'Shift', worker_groups: [20] },
  ];

  it('clears filter selections of demographies that exclude the chosen worker group', () => {
    const next = changeWorkerGroup(
      state({ demographyFilters: { 1: [11], 2: [21], 4: [] } }),
      10,
      demographies,
    );
    expect(next.demographyFilters).toEqual({ 1: [11], 2: [21] });
    expect(next.workerGroupId).toBe(10);
  });

  it('keeps a selected demography valid for the worker group', () => {
    expect(changeWorkerGroup(state({ demographyId: 2 }), 20, demographies).demographyId).toBe(2);
  });

  it('replaces an invalid demography by the first valid one of the same name', () => {
    expect(changeWorkerGroup(state({ demographyId: 1 }), 20, demographies).demographyId).toBe(3);
  });

  it('falls back to the first valid demography when no name matches, or none', () => {
    expect(validDemographyId(4, 10, demographies)).toBe(1);
    expect(validDemographyId(99, 20, demographies)).toBe(2);
    expect(validDemographyId(1, 30, demographies)).toBeNull();
    expect(validDemographyId(null, 10, demographies)).toBeNull();
  });

  it('changes nothing else when every worker group is chosen again', () => {
    const s = state({ workerGroupId: 10, demographyId: 1, demographyFilters: { 1: [11] } });
    expect(changeWorkerGroup(s, null, demographies)).toEqual({ ...s, workerGroupId: null });
  });
});

describe('sidebar control visibility (spec 2 §2)', () => {
  const wgRow = { demography_id: null, is_worker_group_demography: true, is_filter: true };
  const demoRow = { demography_id: 5, is_worker_group_demography: false, is_filter: true };

  it.each([
    [2, [wgRow], true],
    [1, [wgRow], false],
    [3, [{ ...wgRow, is_filter: false }], false],
    [3, [demoRow], false],
    [3, [], false],
  ])('with %i worker groups and rows %o the employee-group select shows: %s', (n, rows, shown) => {
    expect(showEmployeeGroupSelect(n, rows)).toBe(shown);
  });

  it('shows "hide not answered" only for a demography with a no-answer answer', () => {
    const answer = (no_answer: boolean) => ({ id: 1, name: 'x', value: 1, no_answer });
    expect(showHideNotAnswered({ answers: [answer(false), answer(true)] })).toBe(true);
    expect(showHideNotAnswered({ answers: [answer(false)] })).toBe(false);
    expect(showHideNotAnswered(null)).toBe(false);
  });

  it('offers demography filter multi-selects for the filter rows only', () => {
    expect(filterDemographyIds([wgRow, demoRow, { ...demoRow, demography_id: 6, is_filter: false }])).toEqual(
      [5],
    );
  });
});
