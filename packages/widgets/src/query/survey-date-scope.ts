import { type RouteName, routes } from '@pulzus/core';
import type { QueryFilters } from '@tanstack/react-query';

const SURVEY_DATE_PATH = 'survey-dates/{id}/';

/** The calls that read one survey date's data: their path starts with `survey-dates/{id}/`. */
const SURVEY_DATE_ROUTES: ReadonlySet<string> = new Set(
  (Object.keys(routes) as RouteName[]).filter((name) => routes[name].path.startsWith(SURVEY_DATE_PATH)),
);

/**
 * A query filter for everything cached of one survey date of a session account (its lists, its
 * response count): what a configuration screen reloads after a change to the date
 * (docs/architecture.md "Fetching and saving"). Admin-only: it reads the route table's paths, which
 * the embed element's bundle does not carry.
 */
export function surveyDateScope(accountId: number | null, surveyDateId: number): QueryFilters {
  return {
    predicate: ({ queryKey }) => {
      const [scope, aid, name, args] = queryKey;
      if (scope !== 'account' || aid !== accountId || typeof name !== 'string') return false;
      const params = (args as { params?: { id?: unknown } } | undefined)?.params;
      return SURVEY_DATE_ROUTES.has(name) && params?.id === surveyDateId;
    },
  };
}
