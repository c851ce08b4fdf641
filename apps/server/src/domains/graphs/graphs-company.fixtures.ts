import type {
  CubeInputDemography,
  CubeInputRespondent,
  CubeInputTopic,
  SurveyCubeInput,
} from '@pulzus/core/analytics';
import type { TestApp } from '../../test/app';
import { bootTenantsApp } from '../../test/fixtures';
import { type SeededDate, seedSurveyDate } from './graphs.fixtures';

// The hand-checked company of the engine's tests (packages/core/src/analytics/test/hand-company.ts),
// adapted: the same two dates, topics, demographies, collectors and answers.

const CODES = ['E1', 'E2', 'E3', 'T1', 'T2', 'O1', 'S1'];

function topic(
  id: number,
  worker_group_id: number,
  name: string,
  codes: string[],
  kind: 'commitment' | 'index' | 'other',
  bg_color: CubeInputTopic['bg_color'] = null,
): CubeInputTopic {
  return {
    id,
    worker_group_id,
    name,
    is_commitment: kind === 'commitment',
    is_calculated_in_index: kind !== 'other',
    bg_color,
    questions: codes.map((code, i) => ({ id: id * 100 + i, code, name: `Item ${code}` })),
  };
}

function respondent(collector_id: number, values: (number | null)[], age?: number): CubeInputRespondent {
  const answers: Record<string, number | null> = age === undefined ? {} : { AGE: age };
  CODES.forEach((code, i) => {
    if (values[i] != null) answers[code] = values[i] ?? null;
  });
  return { collector_id, answers };
}

const demography = (
  id: number,
  name: string,
  code: string,
  type: 'survey' | 'collector',
  answers: [number, string, number, boolean][],
): CubeInputDemography => ({
  id,
  name,
  code,
  type,
  order: id,
  worker_groups: [],
  answers: answers.map(([aid, aname, value, no_answer]) => ({ id: aid, name: aname, value, no_answer })),
});

const WORKER_GROUPS = [
  { id: 1, name: 'Office' },
  { id: 2, name: 'Plant' },
];

/**
 * March 2025: Office Budapest r1–r4 (collector 1), Office Debrecen r5–r6 (2), Plant Budapest r7–r9 (3), Plant
 * collector 4 without a Site answer and without respondents. Engagement Office 7/12, Plant 3/6, total 10/18.
 */
export function handCompanyNewer(): SurveyCubeInput {
  return {
    survey_date: { id: 11, date: '2025-03-01' },
    worker_groups: WORKER_GROUPS,
    topics: [
      topic(21, 1, 'Engagement', ['E1', 'E2'], 'commitment'),
      topic(22, 1, 'Team', ['T1', 'T2'], 'index', 'light_blue'),
      topic(23, 1, 'Other', ['O1'], 'other', 'gray'),
      topic(24, 2, 'Engagement', ['E1', 'E3'], 'commitment'),
      topic(25, 2, 'Team', ['T1'], 'index', 'light_blue'),
      topic(26, 2, 'Safety', ['S1'], 'index', 'red'),
    ],
    demographies: [
      demography(20, 'Site', 'site', 'collector', [
        [201, 'Budapest', 1, false],
        [202, 'Debrecen', 2, false],
        [203, 'Unknown', 0, true],
      ]),
      demography(21, 'Age', 'AGE', 'survey', [
        [211, 'Under 30', 1, false],
        [212, '30 or more', 2, false],
        [213, 'No answer', 9, true],
      ]),
    ],
    collectors: [
      { id: 1, worker_group_id: 1, demographies: [{ demography_id: 20, demography_answer_id: 201 }] },
      { id: 2, worker_group_id: 1, demographies: [{ demography_id: 20, demography_answer_id: 202 }] },
      { id: 3, worker_group_id: 2, demographies: [{ demography_id: 20, demography_answer_id: 201 }] },
      { id: 4, worker_group_id: 2, demographies: [] },
    ],
    respondents: [
      respondent(1, [6, 5, null, 5, 2, 6, null], 1),
      respondent(1, [5, 4, null, 4, 3, 6, null], 1),
      respondent(1, [2, 1, null, 6, 6, 1, null], 2),
      respondent(1, [6, 6, null, 1, 5, 5, null], 2),
      respondent(2, [6, 6, null, 6, 6, null, null], 2),
      respondent(2, [1, 2, null, 2, 2, null, null], 9),
      respondent(3, [5, null, 5, 5, null, null, 5], 1),
      respondent(3, [3, null, 3, 3, null, null, 6]),
      respondent(3, [6, null, 1, 6, null, null, 2], 2),
    ],
  };
}

/** March 2024: fewer items and a topic "Old" (item X1); three Office Budapest respondents answering 6 to everything. */
export function handCompanyOlder(): SurveyCubeInput {
  return {
    survey_date: { id: 10, date: '2024-03-01' },
    worker_groups: WORKER_GROUPS,
    topics: [
      topic(11, 1, 'Engagement', ['E1', 'E2'], 'commitment'),
      topic(12, 1, 'Team', ['T1'], 'index', 'light_blue'),
      topic(13, 1, 'Old', ['X1'], 'index', 'yellow'),
      topic(14, 2, 'Engagement', ['E1'], 'commitment'),
    ],
    demographies: [
      demography(10, 'Site', 'site', 'collector', [
        [101, 'Budapest', 1, false],
        [102, 'Debrecen', 2, false],
      ]),
      demography(11, 'Age', 'AGE', 'survey', [
        [111, 'Under 30', 1, false],
        [112, '30 or more', 2, false],
      ]),
    ],
    collectors: [
      { id: 5, worker_group_id: 1, demographies: [{ demography_id: 10, demography_answer_id: 101 }] },
      { id: 6, worker_group_id: 1, demographies: [{ demography_id: 10, demography_answer_id: 102 }] },
      { id: 7, worker_group_id: 2, demographies: [{ demography_id: 10, demography_answer_id: 101 }] },
    ],
    respondents: [1, 2, 3].map(() => ({ collector_id: 5, answers: { E1: 6, E2: 6, T1: 6, X1: 6 } })),
  };
}

/** Headcounts of the hand company's collectors (participation rows). */
export const HAND_HEADCOUNTS: Record<number, number> = { 1: 10, 2: 4, 3: 8, 4: 5, 5: 6, 6: 2, 7: 3 };

/** Seeds both dates into an account (the newer one published, the older not unless told) with k = 3. */
export async function seedHandCompany(
  t: TestApp,
  accountId: number,
  options: { olderPublished?: boolean; minGroupSize?: number | null } = {},
): Promise<{ newer: SeededDate; older: SeededDate }> {
  const db = t.database.db;
  await db
    .updateTable('accounts')
    .set({ min_group_size: options.minGroupSize === undefined ? 3 : options.minGroupSize })
    .where('id', '=', accountId)
    .execute();
  const headcount = (id: number) => HAND_HEADCOUNTS[id] ?? 0;
  const older = await seedSurveyDate(db, accountId, handCompanyOlder(), {
    published: options.olderPublished ?? false,
    headcount,
  });
  const newer = await seedSurveyDate(db, accountId, handCompanyNewer(), {
    published: true,
    workerGroups: older.ids.workerGroups,
    headcount,
  });
  return { newer, older };
}

/**
 * Boots the app (env `overrides`; default the server's k = 3, under which the hand company's k = 3 holds, docs/privacy.md)
 * with the tenants and the hand company on tenant A, for a test file that awaits it at its top level; the app is
 * closed after the file's tests.
 */
export async function bootHandCompany(
  options: Parameters<typeof seedHandCompany>[2] = {},
  overrides: Record<string, string> = { MIN_GROUP_SIZE: '3' },
) {
  const { t, world } = await bootTenantsApp(overrides);
  return { t, world, ...(await seedHandCompany(t, world.accountA.id, options)) };
}
