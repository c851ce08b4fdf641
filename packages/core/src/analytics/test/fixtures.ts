import type { TopicColor } from '../../schemas/graph-response';
import type {
  CubeInputCollector,
  CubeInputDemography,
  CubeInputRespondent,
  CubeInputTopic,
  SurveyCubeInput,
} from '../survey-cube-input';

/** A topic row for tests: question ids are derived from `idBase`, codes are the given item codes. */
export function topic(
  id: number,
  worker_group_id: number,
  name: string,
  codes: readonly string[],
  kind: 'commitment' | 'index' | 'other' = 'index',
  bg_color: TopicColor | null = null,
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

/** A respondent of a collector answering items in order of `codes`. */
export function respondent(
  collector_id: number | null,
  codes: readonly string[],
  values: readonly (number | null)[],
  extra: Readonly<Record<string, number>> = {},
): CubeInputRespondent {
  const answers: Record<string, number | null> = { ...extra };
  codes.forEach((code, i) => {
    answers[code] = values[i] ?? null;
  });
  return { collector_id, answers };
}

/** The survey demography "Age": Under 30 and 30 or more (answer ids `id * 10 + 1`, `+ 2`), and No answer (`+ 3`). */
export function ageDemography(id: number, withNoAnswer: boolean): CubeInputDemography {
  const answers = [
    { id: id * 10 + 1, name: 'Under 30', value: 1, no_answer: false },
    { id: id * 10 + 2, name: '30 or more', value: 2, no_answer: false },
  ];
  if (withNoAnswer) answers.push({ id: id * 10 + 3, name: 'No answer', value: 9, no_answer: true });
  return { id, name: 'Age', code: 'AGE', type: 'survey', order: 2, worker_groups: [], answers };
}

/** graphs.md "A worked example": one worker group, commitment C1, C2; index topic "Team" with T1; four respondents. */
export function workedExampleInput(): SurveyCubeInput {
  const codes = ['C1', 'C2', 'T1'];
  return {
    survey_date: { id: 1, date: '2024-03-01' },
    worker_groups: [{ id: 1, name: 'Everyone' }],
    topics: [
      topic(1, 1, 'Engagement', ['C1', 'C2'], 'commitment'),
      topic(2, 1, 'Team', ['T1'], 'index', 'blue'),
    ],
    demographies: [],
    collectors: [{ id: 1, worker_group_id: 1, demographies: [] }],
    respondents: [
      respondent(1, codes, [6, 5, 2]),
      respondent(1, codes, [5, 3, 4]),
      respondent(1, codes, [1, 6, 6]),
      respondent(1, codes, [4, 4, 5]),
    ],
  };
}

/** The two-date company of the property tests: metadata fixed, respondents supplied. */
export const COMPANY = {
  older: { id: 10, date: '2024-03-01' },
  newer: { id: 11, date: '2025-03-01' },
  workerGroups: [
    { id: 1, name: 'Office' },
    { id: 2, name: 'Plant' },
  ],
} as const;

/** The collector demography Site (`id`): answer `id`1 Budapest (value 1), `id`2 Debrecen (value 2). */
function siteDemography(id: number): CubeInputDemography {
  return {
    id,
    name: 'Site',
    code: 'site',
    type: 'collector',
    order: 1,
    worker_groups: [],
    answers: [
      { id: id * 10 + 1, name: 'Budapest', value: 1, no_answer: false },
      { id: id * 10 + 2, name: 'Debrecen', value: 2, no_answer: false },
    ],
  };
}

/** The collector demography Site of worker group 1's two collectors: 1 in Budapest (201), 2 in Debrecen (202). */
export function twoSites(): Pick<SurveyCubeInput, 'demographies' | 'collectors'> {
  return {
    demographies: [siteDemography(20)],
    collectors: [
      { id: 1, worker_group_id: 1, demographies: [{ demography_id: 20, demography_answer_id: 201 }] },
      { id: 2, worker_group_id: 1, demographies: [{ demography_id: 20, demography_answer_id: 202 }] },
    ],
  };
}

/**
 * `n` respondents of a collector answering C1 and T1: the first `positive` answer C1 with 6, the rest 3; the
 * first `team` answer T1 with 5, the rest 2.
 */
export const scoredPeople = (collector: number, n: number, positive: number, team: number) =>
  Array.from({ length: n }, (_, i) =>
    respondent(collector, ['C1', 'T1'], [i < positive ? 6 : 3, i < team ? 5 : 2]),
  );

/** The newer date's metadata: two worker groups, a collector and a survey demography, four collectors. */
export function newerMeta(): Omit<SurveyCubeInput, 'respondents'> {
  const sites = twoSites();
  const site = sites.demographies[0]!;
  const demographies: CubeInputDemography[] = [
    { ...site, answers: [...site.answers, { id: 203, name: 'Unknown', value: 0, no_answer: true }] },
    ageDemography(21, true),
  ];
  const collectors: CubeInputCollector[] = [
    ...sites.collectors,
    { id: 3, worker_group_id: 2, demographies: [{ demography_id: 20, demography_answer_id: 201 }] },
    { id: 4, worker_group_id: 2, demographies: [] },
  ];
  return {
    survey_date: COMPANY.newer,
    worker_groups: [...COMPANY.workerGroups],
    topics: [
      topic(21, 1, 'Engagement', ['E1', 'E2'], 'commitment'),
      topic(22, 1, 'Team', ['T1', 'T2'], 'index', 'light_blue'),
      topic(23, 1, 'Other', ['O1'], 'other', 'gray'),
      topic(24, 2, 'Engagement', ['E1', 'E3'], 'commitment'),
      topic(25, 2, 'Team', ['T1'], 'index', 'light_blue'),
      topic(26, 2, 'Safety', ['S1'], 'index', 'red'),
    ],
    demographies,
    collectors,
  };
}

/** The older date's metadata: fewer items, a topic "Old", demographies without no-answer answers. */
export function olderMeta(): Omit<SurveyCubeInput, 'respondents'> {
  return {
    survey_date: COMPANY.older,
    worker_groups: [...COMPANY.workerGroups],
    topics: [
      topic(11, 1, 'Engagement', ['E1', 'E2'], 'commitment'),
      topic(12, 1, 'Team', ['T1'], 'index', 'light_blue'),
      topic(13, 1, 'Old', ['X1'], 'index', 'yellow'),
      topic(14, 2, 'Engagement', ['E1'], 'commitment'),
    ],
    demographies: [siteDemography(10), ageDemography(11, false)],
    collectors: [
      { id: 5, worker_group_id: 1, demographies: [{ demography_id: 10, demography_answer_id: 101 }] },
      { id: 6, worker_group_id: 1, demographies: [{ demography_id: 10, demography_answer_id: 102 }] },
      { id: 7, worker_group_id: 2, demographies: [{ demography_id: 10, demography_answer_id: 101 }] },
    ],
  };
}

/** Every item code of either date, for generating answers. */
export const COMPANY_CODES = ['E1', 'E2', 'E3', 'T1', 'T2', 'O1', 'S1', 'X1'] as const;

/** The head counts of the four sites of docs/privacy.md's examples (Office = Budapest + Pécs, Plant = Szeged + Győr). */
export const SITES = { Budapest: 20, Pécs: 9, Szeged: 3, Győr: 12 } as const;
/** A site of {@link SITES}. */
export type Site = keyof typeof SITES;
/** The answer id of each site in the demography "Telephely" (id 10); each site's collector id is its answer id − 100. */
export const SITE_IDS: Record<Site, number> = { Budapest: 101, Pécs: 102, Szeged: 103, Győr: 104 };
/** The answer ids of the demography "Age" (id 11) of {@link telephelyInput}. */
export const AGE_IDS = { under30: 111, over30: 112, none: 113 } as const;

/**
 * 44 people at four sites (Budapest 20, Pécs 9, Szeged 3, Győr 12; Office = Budapest + Pécs, Plant = Szeged + Győr),
 * an age question with a no-answer answer (2 people did not answer it), a tenure question, and answers that vary
 * by person so that differences of groups are visible in the numbers.
 */
export function telephelyInput(): SurveyCubeInput {
  const codes = ['E1', 'E2', 'T1'];
  const respondents = [];
  let n = 0;
  for (const [site, count] of Object.entries(SITES) as [Site, number][]) {
    for (let i = 0; i < count; i++, n++) {
      const age = n % 22 === 5 ? 9 : n % 3 === 0 ? 1 : 2;
      const tenure = (n % 4) + 1;
      const value = (offset: number) => ((n * 7 + offset) % 6) + 1;
      respondents.push(
        respondent(SITE_IDS[site] - 100, codes, [value(0), value(3), value(1)], { AGE: age, TEN: tenure }),
      );
    }
  }
  return {
    survey_date: { id: 1, date: '2025-03-01' },
    worker_groups: [...COMPANY.workerGroups],
    topics: [
      topic(1, 1, 'Engagement', ['E1', 'E2'], 'commitment'),
      topic(2, 1, 'Team', ['T1'], 'index'),
      topic(3, 2, 'Engagement', ['E1', 'E2'], 'commitment'),
      topic(4, 2, 'Team', ['T1'], 'index'),
    ],
    demographies: [
      {
        id: 10,
        name: 'Telephely',
        code: 'site',
        type: 'collector',
        order: 1,
        worker_groups: [],
        answers: (Object.keys(SITES) as Site[]).map((name, i) => ({
          id: SITE_IDS[name],
          name,
          value: i + 1,
          no_answer: false,
        })),
      },
      ageDemography(11, true),
      {
        id: 12,
        name: 'Tenure',
        code: 'TEN',
        type: 'survey',
        order: 3,
        worker_groups: [],
        answers: [1, 2, 3, 4].map((v) => ({ id: 120 + v, name: `Tenure ${v}`, value: v, no_answer: false })),
      },
    ],
    collectors: (Object.keys(SITES) as Site[]).map((name, i) => ({
      id: SITE_IDS[name] - 100,
      worker_group_id: i < 2 ? 1 : 2,
      demographies: [{ demography_id: 10, demography_answer_id: SITE_IDS[name] }],
    })),
    respondents,
  };
}
