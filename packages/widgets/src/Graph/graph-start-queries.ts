import type { ApiClient } from '@pulzus/core';
import { routeQuery } from '../query/route-query';

type ListsClient = Pick<ApiClient, 'surveyDatesList' | 'workerGroupsList' | 'graphExplanations'>;

/**
 * The graph's lists that depend on no choice of the sidebar, as the route table's query options
 * (`routeQuery`, whole answers cached): `useGraphLists` reads them, and the portal and the embed
 * element fetch them while the page or the texts are still loading.
 */
export const graphStartQueries = {
  /** `GET survey-dates`, every date for admins: the admin screens' key of the same call. */
  surveyDates: (client: ListsClient, aid: number | null, isAdmin: boolean) =>
    routeQuery(client, aid, 'surveyDatesList', { query: isAdmin ? { all: true } : {} }),
  /**
   * `GET worker-groups?names=display`: the names in the page's language for showing (docs/i18n.md "Data names"),
   * keyed by that language.
   */
  workerGroups: (client: ListsClient, aid: number | null, language: string) =>
    routeQuery(client, aid, 'workerGroupsList', { query: { names: 'display' } }, { language }),
  /** `GET account/graph-explanations`, keyed by the language they are shown in. */
  explanations: (client: ListsClient, aid: number | null, language: string) =>
    routeQuery(client, aid, 'graphExplanations', {}, { language }),
};
