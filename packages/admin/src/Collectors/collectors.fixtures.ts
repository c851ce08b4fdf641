import type { Collector, ProviderCollector } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { DEMOGRAPHIES } from '../Demographies/demographies.fixtures';
import { SURVEY_DATES, WORKER_GROUPS } from '../testing/fixtures';

// Fixed fixtures of the collectors screen's stories and component tests (style.md §17).

/** The provider collectors of survey date 13. */
export const SM_COLLECTORS: ProviderCollector[] = [
  { id: '5001', title: 'Budapesti telephely – webes link' },
  { id: '5002', title: 'Debreceni telephely – papíralapú' },
  { id: '5003', title: 'Vezetői kör' },
];

/** The stored collectors of survey date 13: one with a site chosen, one without. */
export const COLLECTORS: Collector[] = [
  {
    id: 41,
    account_id: 3,
    survey_date_id: 13,
    sm_collector_id: '5001',
    worker_group_id: 1,
    headcount: 120,
    demographies: [{ demography_id: 32, demography_answer_id: 311 }],
  },
  {
    id: 42,
    account_id: 3,
    survey_date_id: 13,
    sm_collector_id: '5002',
    worker_group_id: 2,
    headcount: 45,
    demographies: [],
  },
];

/** The ticket the fake server hands out for downloads. */
export const TICKET = 'ticket-0123456789abcdef';

/**
 * The fake server of the collectors screen: every survey date (13 has no responses, 12 has 300),
 * the worker groups, and per date its collectors, provider collectors and demographies.
 */
export function collectorHandlers(
  collectors: Record<number, Collector[]> = { 13: COLLECTORS, 12: COLLECTORS.slice(0, 1) },
  extra: FakeHandlers = {},
): FakeHandlers {
  const handlers: FakeHandlers = {
    'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
    'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
    'POST download-tickets': () => ({ body: { ticket: TICKET } }),
  };
  for (const date of SURVEY_DATES) {
    handlers[`GET survey-dates/${date.id}/response-count`] = () => ({
      body: { answers_count: date.answer_count },
    });
    handlers[`GET survey-dates/${date.id}/collectors`] = () => ({
      body: { collectors: collectors[date.id] ?? [] },
    });
    handlers[`GET survey-dates/${date.id}/sm-collectors`] = () => ({
      body: { sm_collectors: SM_COLLECTORS },
    });
    handlers[`GET survey-dates/${date.id}/demographies`] = () => ({ body: { demographies: DEMOGRAPHIES } });
  }
  return { ...handlers, ...extra };
}

/** The collectors screen's server refusing a save of date 13: its second card's collector 5002 belongs to date 12. */
export const otherDateRefusalHandlers = (): FakeHandlers =>
  collectorHandlers(undefined, {
    'PUT survey-dates/13/collectors': () =>
      apiError(409, 'collector-on-other-date', {
        fields: [
          {
            path: 'collectors.1.sm_collector_id',
            message: 'Assigned to another survey date',
            sm_collector_id: '5002',
            survey_date_id: 12,
            survey_date: '2024-09-01',
          },
        ],
      }),
  });
