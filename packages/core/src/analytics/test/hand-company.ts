import type { SurveyCubeInput } from '../survey-cube-input';
import { newerMeta, respondent } from './fixtures';

const CODES = ['E1', 'E2', 'E3', 'T1', 'T2', 'O1', 'S1'];

/**
 * The hand-checked company (newer date of the fixtures): Office Budapest r1–r4, Office Debrecen r5–r6, Plant
 * Budapest r7–r9; answers chosen so every number below can be checked with pencil and paper.
 */
export function handCompany(): SurveyCubeInput {
  const row = (collector: number, v: (number | null)[], age?: number) =>
    respondent(collector, CODES, v, age === undefined ? {} : { AGE: age });
  return {
    ...newerMeta(),
    respondents: [
      row(1, [6, 5, null, 5, 2, 6, null], 1),
      row(1, [5, 4, null, 4, 3, 6, null], 1),
      row(1, [2, 1, null, 6, 6, 1, null], 2),
      row(1, [6, 6, null, 1, 5, 5, null], 2),
      row(2, [6, 6, null, 6, 6, null, null], 2),
      row(2, [1, 2, null, 2, 2, null, null], 9),
      row(3, [5, null, 5, 5, null, null, 5], 1),
      row(3, [3, null, 3, 3, null, null, 6]),
      row(3, [6, null, 1, 6, null, null, 2], 2),
    ],
  };
}
