import { GRAPH_SLUGS, type SurveyDate } from '@pulzus/core';
import type { FakeHandlers } from '@pulzus/widgets/testing';

/** The demo-like unit demography of the comments and participation views' tests and stories. */
export const UNIT = {
  id: 40,
  name: 'Telephely',
  code: 'telephely',
  type: 'collector' as const,
  order: 1,
  worker_groups: [5, 6],
  answers: [
    { id: 401, name: 'Budapest', value: 1, no_answer: false },
    { id: 402, name: 'Győr', value: 2, no_answer: false },
  ],
};

/** A survey date as `GET survey-dates` lists it (tests only). */
export function surveyDate(id: number, date: string, published = true): SurveyDate {
  return {
    id,
    date,
    enabled_for_users: published,
    is_refresh_enabled: false,
    answer_count: 10,
    sm_api_key_id: 1,
    sm_surveys: [],
  };
}

/** Every graph key, the ones not listed in `disabled` enabled (tests only). */
export function enabledGraphs(disabled: readonly string[] = []): Record<string, boolean> {
  return Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, !disabled.includes(slug)]));
}

/** The calls of the logged-in layout and of the reporting pages' sidebar (tests only). */
export function reportingHandlers({
  dates = [surveyDate(2, '2024-03-01'), surveyDate(1, '2023-09-01')],
  disabled = [],
}: {
  dates?: SurveyDate[];
  disabled?: readonly string[];
} = {}): FakeHandlers {
  return {
    'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
    'GET account/enabled-graphs': () => ({ body: { enabled_graphs: enabledGraphs(disabled) } }),
    'GET survey-dates': () => ({ body: { survey_dates: dates } }),
    'GET worker-groups': () => ({
      body: {
        worker_groups: [
          { id: 5, name: 'Irodai munkatársak', code: 'irodai' },
          { id: 6, name: 'Termelés', code: 'termeles' },
        ],
      },
    }),
    'GET account/graph-explanations': () => ({ body: { graph_explanations: {} } }),
  };
}
