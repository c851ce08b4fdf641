import type { Demography } from '@pulzus/core';
import type { FakeHandlers } from '@pulzus/widgets/testing';
import { SURVEY_DATES, WORKER_GROUPS } from '../testing/fixtures';

// Fixed fixtures of the demographies screen's stories and component tests (style.md §17).

/** The demographies of survey date 13 (2025. március, no responses): one with a no-answer answer. */
export const DEMOGRAPHIES: Demography[] = [
  {
    id: 31,
    name: 'Életkor',
    code: 'kor',
    type: 'survey',
    order: 1,
    worker_groups: [1, 2],
    answers: [
      { id: 301, name: '30 év alatt', value: 1, no_answer: false },
      { id: 302, name: '30–50 év', value: 2, no_answer: false },
      { id: 303, name: 'Nem kívánok válaszolni', value: 9, no_answer: true },
    ],
  },
  {
    id: 32,
    name: 'Telephely',
    code: 'telephely',
    type: 'collector',
    order: 2,
    worker_groups: [1],
    answers: [
      { id: 311, name: 'Budapest', value: 1, no_answer: false },
      { id: 312, name: 'Debrecen', value: 2, no_answer: false },
    ],
  },
  {
    id: 33,
    name: 'Beosztás',
    code: 'beosztas',
    type: 'survey',
    order: 3,
    worker_groups: [2],
    answers: [
      { id: 321, name: 'Vezető', value: 1, no_answer: false },
      { id: 322, name: 'Beosztott', value: 2, no_answer: false },
    ],
  },
];

/** A demography with long Hungarian labels, for the narrow-screen story. */
export const LONG_DEMOGRAPHY: Demography = {
  id: 34,
  name: 'Munkáltatónál eltöltött munkaviszony hossza',
  code: 'munkaviszony-hossza-a-munkaltatonal',
  type: 'collector',
  order: 4,
  worker_groups: [1, 2],
  answers: [
    { id: 331, name: 'Kevesebb mint egy év (próbaidősökkel együtt)', value: 1, no_answer: false },
    { id: 332, name: 'Egy és öt év között', value: 2, no_answer: false },
    { id: 333, name: 'Nem kívánok válaszolni erre a kérdésre', value: 99, no_answer: true },
  ],
};

/**
 * The fake server of the screen: every survey date (13 has no responses, 12 has 300), the worker
 * groups and each date's demographies; a demographies-order call reorders the served list.
 */
export function demographyHandlers(
  lists: Record<number, Demography[]> = { 13: DEMOGRAPHIES, 12: DEMOGRAPHIES.slice(0, 2) },
  extra: FakeHandlers = {},
): FakeHandlers {
  const served = new Map(Object.entries(lists).map(([id, list]) => [Number(id), [...list]]));
  const handlers: FakeHandlers = {
    'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
    'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
  };
  for (const date of SURVEY_DATES) {
    handlers[`GET survey-dates/${date.id}/response-count`] = () => ({
      body: { answers_count: date.answer_count },
    });
    handlers[`GET survey-dates/${date.id}/demographies`] = () => ({
      body: { demographies: served.get(date.id) ?? [] },
    });
    handlers[`PUT survey-dates/${date.id}/demographies-order`] = (call) => {
      const { order } = call.body as { order: number[] };
      const list = served.get(date.id) ?? [];
      served.set(
        date.id,
        order.flatMap((id) => list.filter((d) => d.id === id)),
      );
      return { body: { status: 'ok' } };
    };
  }
  return { ...handlers, ...extra };
}
