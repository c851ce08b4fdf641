import {
  type AdminGraphExplanationsPayload,
  type Demography,
  defaultGraphDimensions,
  type EnabledGraphs,
  GRAPH_SLUGS,
  type Language,
} from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { LANGUAGES, SURVEY_DATES } from '../testing/fixtures';

// Fixed fixtures of the graph settings stories and tests (style.md §17: no Math.random).

function demography(id: number, name: string, code: string, order: number): Demography {
  return {
    id,
    name,
    code,
    type: 'survey',
    order,
    worker_groups: [1, 2],
    answers: [
      { id: id * 10 + 1, name: 'Igen', value: 1, no_answer: false },
      { id: id * 10 + 2, name: 'Nem', value: 2, no_answer: false },
    ],
  };
}

/** The demographies per survey date: two on the newest date (13), one on 12, none on 11. */
export const DEMOGRAPHIES_BY_DATE: Record<number, Demography[]> = {
  13: [demography(31, 'Életkor', 'eletkor', 1), demography(32, 'Munkavégzés helye', 'hely', 2)],
  12: [demography(41, 'Telephely', 'telephely', 1)],
  11: [],
};

/** Every graph enabled but `total`. */
export const ENABLED_GRAPHS: EnabledGraphs = Object.fromEntries(
  GRAPH_SLUGS.map((slug) => [slug, slug !== 'total']),
) as EnabledGraphs;

/** Explanations: both languages for `total`, Hungarian only for `demographics`. */
export const EXPLANATIONS: AdminGraphExplanationsPayload['graph_explanations'] = {
  hu: {
    total: 'Az összes kérdés a pozitív válaszok aránya szerint rendezve.',
    demographics: 'A válaszadók megoszlása a kiválasztott demográfia szerint.',
  },
  en: { total: 'Every question ordered by the share of positive answers.' },
};

/** An account with both languages. */
export const BOTH_LANGUAGES: Language[] = LANGUAGES;

/** The server's answer when nothing is stored: core's defaults (several main demographies, spec 2 §4). */
export function storedDimensions(surveyDateId: number) {
  return {
    grouped_graph_dimensions: defaultGraphDimensions(surveyDateId, DEMOGRAPHIES_BY_DATE[surveyDateId] ?? []),
  };
}

/** The fake server of the screen: dates, flags, texts, the account languages and each date's rows. */
export function graphSettingsHandlers(
  options: { languages?: Language[]; extra?: FakeHandlers } = {},
): FakeHandlers {
  const handlers: FakeHandlers = {
    'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
    'GET account/enabled-graphs': () => ({ body: { enabled_graphs: ENABLED_GRAPHS } }),
    'GET admin/graph-explanations': () => ({ body: { graph_explanations: EXPLANATIONS } }),
    'GET account/languages': () => ({ body: { languages: options.languages ?? BOTH_LANGUAGES } }),
  };
  for (const date of SURVEY_DATES) {
    handlers[`GET survey-dates/${date.id}/graph-dimensions`] = () => ({ body: storedDimensions(date.id) });
    handlers[`GET survey-dates/${date.id}/demographies`] = () => ({
      body: { demographies: DEMOGRAPHIES_BY_DATE[date.id] ?? [] },
    });
  }
  return { ...handlers, ...options.extra };
}

/** The answers of a successful save of every part. */
export const SAVE_OK: FakeHandlers = {
  'POST survey-dates/13/graph-dimensions': () => ({ body: { status: 'ok' } }),
  'POST account/enabled-graphs': () => ({ body: { status: 'ok' } }),
  'POST account/graph-explanations': () => ({ body: { status: 'ok' } }),
};

/** The server refusing the dimensions of the sent group at `index` (5: commitment_ranking). */
export function refusedDimensions(index: number): FakeHandlers {
  return {
    'POST survey-dates/13/graph-dimensions': () =>
      apiError(400, 'validation-failed', {
        fields: [{ path: `grouped_graph_dimensions.${index}`, message: 'More than one main dimension' }],
      }),
  };
}
