import type { Topic, ProviderQuestion } from '@pulzus/core';
import type { FakeHandlers } from '@pulzus/widgets/testing';
import { SURVEY_DATES, WORKER_GROUPS } from '../testing/fixtures';

// Fixed fixtures of the questions screen's stories and component tests (style.md §17).

const topic = (fields: Partial<Topic> & Pick<Topic, 'id' | 'name'>): Topic => ({
  survey_date_id: 13,
  worker_group_id: 1,
  is_commitment: false,
  is_calculated_in_index: true,
  bg_color: null,
  questions: [],
  ...fields,
});

/** The topics of "Fizikai dolgozók" on 2025. március: commitment, a coloured index topic, an other topic. */
export const PHYSICAL_TOPICS: Topic[] = [
  topic({
    id: 101,
    name: 'Elkötelezettség',
    is_commitment: true,
    questions: [{ id: 1001, code: '420002:440001', name: 'Büszke vagyok a munkahelyemre.' }],
  }),
  topic({
    id: 102,
    name: 'Vezetés',
    bg_color: 'light_blue',
    questions: [
      { id: 1002, code: '420010', name: 'A vezetőm meghallgat.' },
      { id: 1003, code: '420011', name: 'Rendszeresen kapok visszajelzést.' },
    ],
  }),
  topic({
    id: 103,
    name: 'Munkakörülmények',
    is_calculated_in_index: false,
    questions: [{ id: 1004, code: '420020', name: 'Megfelelőek a munkaeszközeim.' }],
  }),
];

/** The two default topics the server created for "Szellemi dolgozók" (spec 2 §4). */
export const CLERICAL_TOPICS: Topic[] = [
  topic({ id: 201, worker_group_id: 2, name: 'Elkötelezettség', is_commitment: true }),
  topic({ id: 202, worker_group_id: 2, name: '' }),
];

/**
 * "Szellemi dolgozók" with stored questions: one chosen from its provider survey, one whose code is
 * not in the survey (a statement of an earlier survey).
 */
export const CLERICAL_WITH_STATEMENTS: Topic[] = [
  {
    ...(CLERICAL_TOPICS[0] as Topic),
    questions: [
      { id: 2001, code: '510001', name: 'Szívesen ajánlom a céget az ismerőseimnek.' },
      { id: 2002, code: '470099', name: 'Régi kérdés egy korábbi felmérésből.' },
    ],
  },
  CLERICAL_TOPICS[1] as Topic,
];

/** The rated items of provider survey 2001, the survey of "Szellemi dolgozók" on 2025. március. */
export const SURVEY_ITEMS: ProviderQuestion[] = [
  { id: '510001', title: 'Szívesen ajánlom a céget az ismerőseimnek.' },
  { id: '510002:610001', title: 'Értem, mi a feladatom.' },
];

/** Topics with long Hungarian names and texts, for the narrow-screen story. */
export const LONG_TOPICS: Topic[] = [
  PHYSICAL_TOPICS[0] as Topic,
  topic({
    id: 104,
    name: 'Munkahelyi légkör és a munkatársakkal való együttműködés minősége',
    bg_color: 'mint_green',
    questions: [
      {
        id: 1005,
        code: '420030:440099',
        name: 'A közvetlen munkatársaimmal akkor is számíthatunk egymásra, amikor szoros a határidő.',
      },
    ],
  }),
];

/**
 * "Fizikai dolgozók" with an open-ended question under its other topic, comments not yet shown to users
 * (docs/import.md "Comments").
 */
export const PHYSICAL_WITH_OPEN_QUESTION: Topic[] = PHYSICAL_TOPICS.map((t) =>
  t.id === 103
    ? {
        ...t,
        questions: [
          ...t.questions,
          {
            id: 1009,
            code: '420090',
            name: 'Mit változtatna meg?',
            is_open_ended: true,
            show_comments: false,
          },
        ],
      }
    : t,
);

/** Response counts by survey date id: 11 and 12 have responses, 13 has none. */
const RESPONSE_COUNTS: Record<number, number> = { 11: 1200, 12: 300, 13: 0 };

/** The fake server of the questions screen: dates, worker groups, counts, topics and survey items. */
export function questionsHandlers(extra: FakeHandlers = {}): FakeHandlers {
  const handlers: FakeHandlers = {
    'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
    'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
    'GET sm-surveys/2001/questions': () => ({ body: { sm_questions: SURVEY_ITEMS } }),
    'PUT question-groups': () => ({ body: { status: 'ok' } }),
  };
  for (const date of SURVEY_DATES) {
    handlers[`GET survey-dates/${date.id}/response-count`] = () => ({
      body: { answers_count: RESPONSE_COUNTS[date.id] ?? 0 },
    });
    const on = (list: Topic[]) => list.map((t) => ({ ...t, survey_date_id: date.id }));
    handlers[`GET survey-dates/${date.id}/worker-group/1/question-groups`] = () => ({
      body: { question_groups: on(PHYSICAL_TOPICS) },
    });
    handlers[`GET survey-dates/${date.id}/worker-group/2/question-groups`] = () => ({
      body: { question_groups: on(CLERICAL_TOPICS) },
    });
  }
  return { ...handlers, ...extra };
}
