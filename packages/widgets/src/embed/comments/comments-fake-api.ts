import type { Topic } from '@pulzus/core';
import { graphApiFixture } from '../../mocks/graph-api-fixture';
import { apiError, type FakeAnswer, type FakeCall, type FakeHandlers } from '../../testing/fake-fetch';
import { type EmbedFakeApiOptions, embedFakeApi } from '../embed-fake-api';

/** 25 comments of the fake server: a comment's number is its place; every third speaks of pay. */
export const EMBED_COMMENT_TEXTS = Array.from({ length: 25 }, (_, i) =>
  i % 3 === 0 ? `Jobb fizetés kellene (${i + 1})` : `Több rugalmas munkaidő, otthoni munka (${i + 1})`,
);

/** The open-ended question whose comments are on, and the one whose comments are off. */
export const SHOWN_QUESTION = { code: 'ESSAY', name: 'What would you change?' };
export const HIDDEN_QUESTION = { code: 'HIDDEN', name: 'What do you tell the management?' };

/** A topic of one worker group with a rated and two open-ended questions, one of which users may read. */
function topic(surveyDateId: number, workerGroupId: number): Topic {
  return {
    id: workerGroupId * 10,
    survey_date_id: surveyDateId,
    worker_group_id: workerGroupId,
    name: 'Engagement',
    is_commitment: false,
    is_calculated_in_index: true,
    bg_color: null,
    questions: [
      { id: workerGroupId * 100 + 1, code: 'Q1', name: 'I like working here.', is_open_ended: false },
      { id: workerGroupId * 100 + 2, ...SHOWN_QUESTION, is_open_ended: true, show_comments: true },
      { id: workerGroupId * 100 + 3, ...HIDDEN_QUESTION, is_open_ended: true, show_comments: false },
    ],
  } as Topic;
}

/** Folds accents and case away, as the server's search does. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The worker groups and demography answers a comments call asks for (the client joins a list with commas). */
export function askedFilters(call: FakeCall): { workerGroupIds: number[]; answerIds: number[] } {
  const query = new URLSearchParams(call.path.split('?')[1] ?? '');
  const ids = (name: string) => (query.get(name) ?? '').split(',').filter(Boolean).map(Number);
  return { workerGroupIds: ids('worker_group_ids'), answerIds: ids('demography_answer_ids') };
}

/**
 * `GET comments` from a list of texts: searching (accents and case ignored) and paging as the server does; a
 * population narrowed by any worker group or demography answer has every other comment (the 1st, 3rd, …).
 */
export function commentsAnswer(call: FakeCall, texts: readonly string[] = EMBED_COMMENT_TEXTS): FakeAnswer {
  const query = new URLSearchParams(call.path.split('?')[1] ?? '');
  const search = fold(query.get('search') ?? '');
  const { workerGroupIds, answerIds } = askedFilters(call);
  const narrowed = workerGroupIds.length > 0 || answerIds.length > 0;
  const found = texts
    .map((text, i) => ({ id: `c${String(i + 1).padStart(8, '0')}`, text }))
    .filter((_, i) => !narrowed || i % 2 === 0)
    .filter((c) => fold(c.text).includes(search));
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 20);
  return {
    body: {
      question: { id: Number(query.get('question_id')), name: SHOWN_QUESTION.name, topic: 'Engagement' },
      shown: true,
      withheld_reason: null,
      threshold: 10,
      total: found.length,
      page,
      per_page: perPage,
      comments: found.slice((page - 1) * perPage, page * perPage),
    },
  };
}

/** The themes of {@link EMBED_COMMENT_TEXTS}, one new since the previous date. */
export const THEMES_ANSWER = {
  question: { id: 0, name: SHOWN_QUESTION.name, topic: 'Engagement' },
  shown: true,
  withheld_reason: null,
  threshold: 10,
  total: 25,
  with_words: 25,
  themes: [
    {
      key: 'topic:flexibility',
      label: 'rugalmas',
      source: 'topic',
      count: 16,
      share: 16 / 25,
      example_ids: [],
    },
    { key: 'topic:pay', label: 'fizetés', source: 'topic', count: 9, share: 9 / 25, example_ids: [] },
  ],
  previous: {
    survey_date_id: 1,
    date: '2023-09-01',
    changes: [
      { key: 'topic:flexibility', label: 'rugalmas', earlier_share: null, later_share: 0.64, change: null },
      { key: 'topic:pay', label: 'fizetés', earlier_share: 0.5, later_share: 0.36, change: -0.14 },
    ],
  },
};

/** A population the comment rules withhold, with the reason the API gives. */
export function withheldComments(reason: string): FakeHandlers {
  return {
    'GET comments': (call) => {
      const answer = commentsAnswer(call).body as Record<string, unknown>;
      return {
        body: { ...answer, shown: false, withheld_reason: reason, total: null, comments: [] },
      };
    },
    'GET comments/themes': () => ({
      body: {
        ...THEMES_ANSWER,
        shown: false,
        withheld_reason: reason,
        total: null,
        with_words: null,
        themes: [],
      },
    }),
  };
}

/**
 * The comment rules withhold the population of one demography answer (beside the others it would give a smaller
 * group away, docs/privacy.md "Comments"); every other population is answered as usual.
 */
export function withheldForAnswer(answerId: number, reason = 'protects-smaller'): FakeHandlers {
  const withheld = withheldComments(reason);
  const picks = (call: FakeCall) => askedFilters(call).answerIds.includes(answerId);
  return {
    'GET comments': (call) => (picks(call) ? withheld['GET comments']!(call) : commentsAnswer(call)),
    'GET comments/themes': (call) =>
      picks(call) ? withheld['GET comments/themes']!(call) : { body: THEMES_ANSWER },
  };
}

/** The server's refusal of a key without the comments permission, on both reads. */
export const COMMENTS_NOT_ALLOWED: FakeHandlers = {
  'GET comments': () => apiError(403, 'embed-comments-not-allowed'),
  'GET comments/themes': () => apiError(403, 'embed-comments-not-allowed'),
};

/**
 * The element's fake server (tests and stories only) with a key that allows comments: the graph
 * fixture's dates and worker groups, each group asked one open-ended question users may read and one
 * they may not, the comments and their themes; `routes` answer instead (a refusal, a withheld population).
 */
export function embedCommentsFakeApi(options: EmbedFakeApiOptions = {}) {
  const fixture = graphApiFixture({ language: 'en', ...options.fixture });
  const handlers: FakeHandlers = {
    'GET comments': (call) => commentsAnswer(call),
    'GET comments/themes': () => ({ body: THEMES_ANSWER }),
  };
  for (const date of fixture.surveyDates)
    for (const group of fixture.workerGroups)
      handlers[`GET survey-dates/${date.id}/worker-group/${group.id}/question-groups`] = () => ({
        body: { question_groups: [topic(date.id, group.id)] },
      });
  return embedFakeApi({ ...options, routes: { ...handlers, ...options.routes } });
}
