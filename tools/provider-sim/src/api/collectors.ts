import { ApiError } from './errors.ts';
import { dateParam, listParam, pageParams, paginate, sortBy, sortParams } from './query.ts';
import { collectorListItem, collectorResource } from './render-collector.ts';
import { requireSurvey, type Route } from './route.ts';

/** `GET /v3/surveys/{id}/collectors`: paging, sort, name search, created-at filters, include (provider-api §3.5). */
const listCollectors: Route = {
  pattern: /^\/v3\/surveys\/(\d+)\/collectors$/,
  scope: 'collectors_read',
  handle({ state, base, url, params }) {
    const survey = requireSurvey(state, params[0]);
    const { page, perPage } = pageParams(url, 1000, state.perPageOverflow);
    const { sortBy: key, desc } = sortParams(url, ['id', 'date_modified', 'type', 'status', 'name']);
    const name = url.searchParams.get('name')?.toLowerCase();
    const from = dateParam(url, 'start_date');
    const to = dateParam(url, 'end_date');
    const include = listParam(url, 'include') ?? new Set<string>();
    const collectors = sortBy(
      survey.collectors.filter(
        (c) =>
          (!name || c.name.toLowerCase().includes(name)) &&
          (from === null || c.date_created >= from) &&
          (to === null || c.date_created < to),
      ),
      (c) =>
        key === 'date_modified'
          ? c.date_modified
          : key === 'type'
            ? c.type
            : key === 'status'
              ? c.status
              : key === 'name'
                ? c.name
                : c.id,
      desc,
    );
    return paginate(
      collectors.map((c) => collectorListItem(survey, c, base, include)),
      url,
      base,
      page,
      perPage,
    );
  },
};

/** `GET /v3/collectors/{id}` (provider-api §3.6). */
const getCollector: Route = {
  pattern: /^\/v3\/collectors\/(\d+)$/,
  scope: 'collectors_read',
  handle({ state, base, params }) {
    for (const survey of state.data.surveys) {
      const collector = survey.collectors.find((c) => c.id === params[0]);
      if (collector) return collectorResource(survey, collector, base);
    }
    throw new ApiError('1020');
  },
};

/** Collector routes. */
export const COLLECTOR_ROUTES: readonly Route[] = [listCollectors, getCollector];
