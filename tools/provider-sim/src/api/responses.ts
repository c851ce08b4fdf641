import { answerSlots } from '../data/slots.ts';
import type { ResponseRecord, ResponseStatus, SurveyRecord } from '../data/types.ts';
import type { SimState } from '../state.ts';
import { ApiError } from './errors.ts';
import { dateParam, listParam, pageParams, paginate, sortBy, sortParams } from './query.ts';
import { indexSlots, responseJson, type ResponseView } from './render-response.ts';
import { requireSurvey, type ApiRequest, type Route } from './route.ts';

const STATUSES: readonly ResponseStatus[] = ['completed', 'partial', 'overquota', 'disqualified'];

/**
 * Applies the documented response filters (provider-api §3.7): collector_ids, created/modified
 * windows (start inclusive, end exclusive), status, sort_by=date_modified, sort_order; default order is id.
 */
function filterResponses(survey: SurveyRecord, url: URL, collectorId: string | null): ResponseRecord[] {
  const collectors = listParam(url, 'collector_ids');
  const status = url.searchParams.get('status');
  if (status !== null && !STATUSES.includes(status as ResponseStatus)) {
    throw new ApiError('1003', `'status' must be one of ${STATUSES.join(', ')}.`);
  }
  const { sortBy: key, desc } = sortParams(url, ['date_modified']);
  const window = (name: string): [number | null, number | null] => [
    dateParam(url, `start_${name}`),
    dateParam(url, `end_${name}`),
  ];
  const [createdFrom, createdTo] = window('created_at');
  const [modifiedFrom, modifiedTo] = window('modified_at');
  const kept = survey.responses.filter(
    (r) =>
      (collectorId === null || r.collector_id === collectorId) &&
      (!collectors || collectors.has(r.collector_id)) &&
      (status === null || r.response_status === status) &&
      (createdFrom === null || r.date_created >= createdFrom) &&
      (createdTo === null || r.date_created < createdTo) &&
      (modifiedFrom === null || r.date_modified >= modifiedFrom) &&
      (modifiedTo === null || r.date_modified < modifiedTo),
  );
  return sortBy(kept, (r) => (key === 'date_modified' ? r.date_modified : r.id.padStart(20, '0')), desc);
}

function bulkView(url: URL): ResponseView {
  return {
    withPages: true,
    simple: url.searchParams.get('simple') === 'true',
    pageIds: listParam(url, 'page_ids'),
    questionIds: listParam(url, 'question_ids'),
    currentPage: false,
  };
}

function bulk({ state, base, url }: ApiRequest, survey: SurveyRecord, collectorId: string | null): object {
  const { page, perPage } = pageParams(url, 100, state.perPageOverflow);
  const responses = filterResponses(survey, url, collectorId);
  const slots = indexSlots(answerSlots(survey.pages));
  const view = bulkView(url);
  const envelope = paginate(responses, url, base, page, perPage) as { data: ResponseRecord[] };
  return { ...envelope, data: envelope.data.map((r) => responseJson(survey, r, slots, base, view)) };
}

function collectorSurvey(state: SimState, id: string | undefined): SurveyRecord {
  const survey = state.data.surveys.find((s) => s.collectors.some((c) => c.id === id));
  if (!survey) throw new ApiError('1020');
  return survey;
}

function findResponse(survey: SurveyRecord, id: string | undefined): ResponseRecord {
  const response = survey.responses.find((r) => r.id === id);
  if (!response) throw new ApiError('1020');
  return response;
}

/** Response routes: bulk per survey and per collector (max 100 per page), id lists, single responses (provider-api §3.7–3.8). */
export const RESPONSE_ROUTES: readonly Route[] = [
  {
    pattern: /^\/v3\/surveys\/(\d+)\/responses\/bulk$/,
    scope: 'responses_read_detail',
    handle: (req) => bulk(req, requireSurvey(req.state, req.params[0]), null),
  },
  {
    pattern: /^\/v3\/collectors\/(\d+)\/responses\/bulk$/,
    scope: 'responses_read_detail',
    handle: (req) => bulk(req, collectorSurvey(req.state, req.params[0]), req.params[0] ?? null),
  },
  {
    pattern: /^\/v3\/surveys\/(\d+)\/responses$/,
    scope: 'responses_read',
    handle({ state, base, url, params }) {
      const survey = requireSurvey(state, params[0]);
      const { page, perPage } = pageParams(url, 1000, state.perPageOverflow);
      const items = filterResponses(survey, url, null).map((r) => ({
        id: r.id,
        href: `${base}/v3/surveys/${survey.id}/responses/${r.id}`,
      }));
      return paginate(items, url, base, page, perPage);
    },
  },
  {
    pattern: /^\/v3\/surveys\/(\d+)\/responses\/(\d+)$/,
    scope: 'responses_read',
    handle({ state, base, params }) {
      const survey = requireSurvey(state, params[0]);
      const view = { withPages: false, simple: false, pageIds: null, questionIds: null, currentPage: false };
      return responseJson(survey, findResponse(survey, params[1]), new Map(), base, view);
    },
  },
  {
    pattern: /^\/v3\/surveys\/(\d+)\/responses\/(\d+)\/details$/,
    scope: 'responses_read_detail',
    handle({ state, base, url, params }) {
      const survey = requireSurvey(state, params[0]);
      const slots = indexSlots(answerSlots(survey.pages));
      const view = { ...bulkView(url), currentPage: true };
      return responseJson(survey, findResponse(survey, params[1]), slots, base, view);
    },
  },
];
