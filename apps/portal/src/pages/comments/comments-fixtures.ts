import type { FakeHandlers } from '@pulzus/widgets/testing';
import { reportingHandlers, UNIT } from '../graph/reporting-fixtures';

/** A topic with one rated and two open-ended questions, one of whose comments are not shown to users. */
function topic(workerGroupId: number) {
  return {
    id: workerGroupId * 10,
    survey_date_id: 2,
    worker_group_id: workerGroupId,
    name: 'Elköteleződés',
    is_commitment: false,
    is_calculated_in_index: true,
    bg_color: null,
    questions: [
      { id: workerGroupId * 100 + 1, code: 'Q1', name: 'Szívesen dolgozom itt.', is_open_ended: false },
      {
        id: workerGroupId * 100 + 2,
        code: 'ESSAY',
        name: 'Mit változtatna meg?',
        is_open_ended: true,
        show_comments: true,
      },
      {
        id: workerGroupId * 100 + 3,
        code: 'HIDDEN',
        name: 'Mit üzen a vezetésnek?',
        is_open_ended: true,
        show_comments: false,
      },
    ],
  };
}

/** 45 comments of the page tests: a comment's number is its place. */
export const COMMENT_TEXTS = Array.from({ length: 45 }, (_, i) =>
  i % 3 === 0 ? `Jobb fizetés kellene (${i + 1})` : `Több rugalmas munkaidő, otthoni munka (${i + 1})`,
);

/** Answers `GET comments` from a list of texts, searching (accents and case ignored) and paging as the server does. */
export function commentsAnswer(path: string, texts: readonly string[] = COMMENT_TEXTS) {
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const search = fold(query.get('search') ?? '');
  const found = texts
    .map((text, i) => ({ id: `c${String(i + 1).padStart(8, '0')}`, text }))
    .filter((c) => fold(c.text).includes(search));
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 20);
  return {
    question: { id: Number(query.get('question_id')), name: 'Mit változtatna meg?', topic: 'Elköteleződés' },
    shown: true,
    withheld_reason: null,
    threshold: 10,
    total: found.length,
    page,
    per_page: perPage,
    comments: found.slice((page - 1) * perPage, page * perPage),
  };
}

/** The themes answer of the 45 comments, compared with the previous date. */
export const THEMES_ANSWER = {
  question: { id: 502, name: 'Mit változtatna meg?', topic: 'Elköteleződés' },
  shown: true,
  withheld_reason: null,
  threshold: 10,
  total: 45,
  with_words: 45,
  themes: [
    {
      key: 'topic:flexibility',
      label: 'rugalmas',
      source: 'topic' as const,
      count: 30,
      share: 30 / 45,
      example_ids: ['c00000002', 'c00000003'],
    },
    {
      key: 'topic:pay',
      label: 'fizetés',
      source: 'topic' as const,
      count: 15,
      share: 15 / 45,
      example_ids: ['c00000001'],
    },
  ],
  previous: {
    survey_date_id: 1,
    date: '2023-09-01',
    changes: [
      {
        key: 'topic:flexibility',
        label: 'rugalmas',
        earlier_share: null,
        later_share: 30 / 45,
        change: null,
      },
      { key: 'topic:pay', label: 'fizetés', earlier_share: 0.5, later_share: 15 / 45, change: 15 / 45 - 0.5 },
    ],
  },
};

/** A withheld population's answers, with the reason the API gives. */
export function withheld(reason: string) {
  return {
    comments: {
      question: THEMES_ANSWER.question,
      shown: false,
      withheld_reason: reason,
      threshold: 10,
      total: null,
      page: 1,
      per_page: 20,
      comments: [],
    },
    themes: {
      ...THEMES_ANSWER,
      shown: false,
      withheld_reason: reason,
      total: null,
      with_words: null,
      themes: [],
      previous: null,
    },
  };
}

/** The calls of the comments view: the layout's, the sidebar's lists and the comments' (tests and stories). */
export function commentsHandlers(extra: FakeHandlers = {}): FakeHandlers {
  return {
    ...reportingHandlers(),
    'GET survey-dates/2/demographies': () => ({ body: { demographies: [UNIT] } }),
    'GET survey-dates/1/demographies': () => ({ body: { demographies: [UNIT] } }),
    'GET survey-dates/2/worker-group/5/question-groups': () => ({ body: { question_groups: [topic(5)] } }),
    'GET survey-dates/2/worker-group/6/question-groups': () => ({ body: { question_groups: [topic(6)] } }),
    'GET survey-dates/1/worker-group/5/question-groups': () => ({ body: { question_groups: [] } }),
    'GET survey-dates/1/worker-group/6/question-groups': () => ({ body: { question_groups: [] } }),
    'GET comments': (call) => ({ body: commentsAnswer(call.path) }),
    'GET comments/themes': () => ({ body: THEMES_ANSWER }),
    ...extra,
  };
}
