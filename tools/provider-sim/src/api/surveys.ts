import { surveyDetails, surveyListItem, surveyResource } from './render-survey.ts';
import { dateParam, listParam, pageParams, paginate, sortBy, sortParams } from './query.ts';
import { requireSurvey, type Route } from './route.ts';

/** `GET /v3/surveys`: paging (max 1000), sort, include, title search, modified-at filters (provider-api §3.2). */
const listSurveys: Route = {
  pattern: /^\/v3\/surveys$/,
  scope: 'surveys_read',
  handle({ state, base, url }) {
    const { page, perPage } = pageParams(url, 1000, state.perPageOverflow);
    const { sortBy: key, desc } = sortParams(url, ['title', 'date_modified', 'num_responses']);
    const title = url.searchParams.get('title')?.toLowerCase();
    const from = dateParam(url, 'start_modified_at');
    const to = dateParam(url, 'end_modified_at');
    const include = listParam(url, 'include') ?? new Set<string>();
    let surveys = state.data.surveys.filter(
      (s) =>
        (!title || s.title.toLowerCase().includes(title)) &&
        (from === null || s.date_modified >= from) &&
        (to === null || s.date_modified < to),
    );
    surveys = sortBy(
      surveys,
      (s) =>
        key === 'title'
          ? s.title
          : key === 'date_modified'
            ? s.date_modified
            : key === 'num_responses'
              ? s.responses.length
              : s.id,
      desc,
    );
    return paginate(
      surveys.map((s) => surveyListItem(s, base, include)),
      url,
      base,
      page,
      perPage,
    );
  },
};

/** `GET /v3/surveys/{id}` (provider-api §3.3). */
const getSurvey: Route = {
  pattern: /^\/v3\/surveys\/(\d+)$/,
  scope: 'surveys_read',
  handle: ({ state, base, params }) => surveyResource(requireSurvey(state, params[0]), base),
};

/** `GET /v3/surveys/{id}/details` (provider-api §3.4). */
const getDetails: Route = {
  pattern: /^\/v3\/surveys\/(\d+)\/details$/,
  scope: 'surveys_read',
  handle: ({ state, base, params }) => surveyDetails(requireSurvey(state, params[0]), base),
};

/** Survey routes. */
export const SURVEY_ROUTES: readonly Route[] = [listSurveys, getSurvey, getDetails];
