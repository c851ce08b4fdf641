import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParticipationCollector } from '../schemas/participation';
import { mergeParticipationRows } from './participation-merge';
import {
  completionRatio,
  type ParticipationTableDemography,
  participationTables,
  titleDemography,
} from './participation-table';

const answer = (id: number, name: string) => ({ id, name, value: id, no_answer: false });
const demographies: ParticipationTableDemography[] = [
  { id: 2, name: 'Shift', type: 'collector', order: 2, answers: [answer(21, 'Day'), answer(22, 'Night')] },
  { id: 1, name: 'Site', type: 'collector', order: 1, answers: [answer(11, 'Budapest'), answer(12, 'Győr')] },
  { id: 3, name: 'Age', type: 'survey', order: 0, answers: [answer(31, '<30')] },
];
const row = (
  wg: number,
  headcount: number,
  respondents: number,
  ...answers: [number, number][]
): ParticipationCollector => ({
  worker_group_id: wg,
  headcount,
  respondent_count: respondents,
  demographies: answers.map(([demography_id, demography_answer_id]) => ({
    demography_id,
    demography_answer_id,
  })),
});

describe('participation rows are merged into units (spec 2 §4)', () => {
  it('sums rows of the same worker group and the same demographies, in any order', () => {
    const merged = mergeParticipationRows([
      row(1, 10, 4, [1, 12], [2, 21]),
      row(1, 5, 5, [2, 21], [1, 12]),
      row(2, 7, 1, [1, 12], [2, 21]),
      row(1, 3, 0, [1, 11], [2, 21]),
    ]);
    expect(merged.map((u) => [u.worker_group_id, u.headcount, u.respondent_count])).toEqual([
      [1, 15, 9],
      [2, 7, 1],
      [1, 3, 0],
    ]);
  });

  it('keeps the overall sums whatever the rows', () => {
    const collector = fc.record({
      worker_group_id: fc.integer({ min: 1, max: 3 }),
      headcount: fc.nat(50),
      respondent_count: fc.nat(50),
      demographies: fc.constantFrom<ParticipationCollector['demographies']>(
        [],
        [{ demography_id: 1, demography_answer_id: 11 }],
      ),
    });
    fc.assert(
      fc.property(fc.array(collector), (rows) => {
        const merged = mergeParticipationRows(rows);
        const sum = (xs: { headcount: number; respondent_count: number }[]) =>
          xs.reduce((s, r) => [s[0]! + r.headcount, s[1]! + r.respondent_count], [0, 0]);
        expect(sum(merged)).toEqual(sum(rows));
        expect(merged.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('participation tables (spec 2 §2, §4, §9)', () => {
  it('takes the first collector-type demography by order as the title demography', () => {
    expect(titleDemography(demographies)?.id).toBe(1);
    expect(titleDemography([demographies[2]!])).toBeNull();
  });

  it('orders units by the title demography answer order, labels them, and adds a total row', () => {
    const [table, ...rest] = participationTables(
      [
        row(1, 8, 3, [1, 12], [2, 22]),
        row(1, 4, 4, [2, 21]),
        row(1, 6, 3, [1, 11], [2, 21]),
        row(1, 2, 1, [1, 12], [2, 22]),
      ],
      demographies,
    );
    expect(rest).toEqual([]);
    expect(table!.rows.map((r) => [r.label, r.headcount, r.respondent_count, r.completion])).toEqual([
      ['Budapest / Day', 6, 3, 50],
      ['Győr / Night', 10, 4, 40],
      ['Day', 4, 4, 100],
    ]);
    expect(table!.total).toEqual({ headcount: 20, respondent_count: 11, completion: 55 });
  });

  it('makes one table per worker group, in the given order first', () => {
    const tables = participationTables([row(3, 1, 1), row(1, 1, 0), row(2, 1, 1)], demographies, [2, 1]);
    expect(tables.map((t) => t.worker_group_id)).toEqual([2, 1, 3]);
  });

  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 4, 125],
    [0, 0, null],
  ])('completion of %i respondents of %i headcount is %s', (respondents, headcount, expected) => {
    expect(completionRatio(respondents, headcount)).toBe(expected);
  });
});
