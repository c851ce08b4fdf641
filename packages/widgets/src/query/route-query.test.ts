import { type ApiClient, ROUTE_NAMES, type RouteName, routes } from '@pulzus/core';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { graphStartQueries } from '../Graph/useGraphLists';
import { allTopicsQuery } from './all-topics-query';
import type { QueryRouteName } from './route-key';
import { routeQuery } from './route-query';
import { surveyDateScope } from './survey-date-scope';

/** Every JSON `GET` of the route table: the calls whose answers are cached. */
const GET_ROUTES = ROUTE_NAMES.filter(
  (name) => routes[name].method === 'GET' && routes[name].bodyKind === 'json',
) as QueryRouteName[];

/** A client whose every method records its call and answers the call's name. */
function recordingClient() {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const client = new Proxy({} as ApiClient, {
    get: (_, name: string) => async (args: Record<string, unknown>) => {
      calls.push({ name, args });
      return { answered: name };
    },
  });
  return { client, calls };
}

/** Builds a route's query options without its own argument types (the test walks every route). */
const anyRouteQuery = routeQuery as (
  client: ApiClient,
  accountId: number | null,
  name: RouteName,
  args?: object,
  options?: { language?: string },
) => ReturnType<typeof routeQuery<'workerGroupsList'>>;

describe('query factories from the route table (docs/architecture.md "Fetching and saving")', () => {
  it('gives every GET route of the table a query: key under the account and the call name, fetch through its client method', async () => {
    expect(GET_ROUTES.length).toBeGreaterThan(30);
    const { client, calls } = recordingClient();
    const queryClient = new QueryClient();
    for (const name of GET_ROUTES) {
      const args = { params: { id: 3 } };
      const options = anyRouteQuery(client, 7, name, args);
      expect(options.queryKey.slice(0, 3)).toEqual(['account', 7, name]);
      await expect(queryClient.fetchQuery(options)).resolves.toEqual({ answered: name });
      expect(calls.at(-1)).toEqual({ name, args: { params: { id: 3 }, signal: expect.any(AbortSignal) } });
    }
  });

  it('keys are unique per route, arguments, account and language, and equal for equal arguments', () => {
    const { client } = recordingClient();
    const argSets = [undefined, { params: { id: 3 } }, { params: { id: 4 } }, { query: { all: true } }];
    const hashes = new Set<string>();
    let built = 0;
    for (const name of GET_ROUTES) {
      for (const args of argSets) {
        for (const accountId of [7, 8]) {
          hashes.add(hashKey(anyRouteQuery(client, accountId, name, args).queryKey));
          built += 1;
        }
      }
      hashes.add(hashKey(anyRouteQuery(client, 7, name, {}, { language: 'en' }).queryKey));
      built += 1;
    }
    expect(hashes.size).toBe(built);
    // no arguments and empty arguments, or the same fields in another order, are one call
    expect(hashKey(anyRouteQuery(client, 7, 'surveyDatesList').queryKey)).toBe(
      hashKey(anyRouteQuery(client, 7, 'surveyDatesList', {}).queryKey),
    );
    expect(
      hashKey(anyRouteQuery(client, 7, 'topicsList', { params: { id: 3, workerGroupId: 1 } }).queryKey),
    ).toBe(hashKey(anyRouteQuery(client, 7, 'topicsList', { params: { workerGroupId: 1, id: 3 } }).queryKey));
  });

  it("caches one resource under one key: the admin screens' every-date list is the graph sidebar's", () => {
    const { client } = recordingClient();
    const admin = routeQuery(client, 7, 'surveyDatesList', { query: { all: true } });
    expect(hashKey(graphStartQueries.surveyDates(client, 7, true).queryKey)).toBe(hashKey(admin.queryKey));
    // a user's list (published dates only) is another call
    expect(hashKey(graphStartQueries.surveyDates(client, 7, false).queryKey)).not.toBe(
      hashKey(admin.queryKey),
    );
  });

  it("a survey date's scope covers its lists and response count, not other dates, accounts or calls", () => {
    const { client } = recordingClient();
    const { predicate } = surveyDateScope(7, 3);
    const covers = (queryKey: readonly unknown[]) =>
      predicate?.({ queryKey } as Parameters<NonNullable<typeof predicate>>[0]) ?? false;
    expect(covers(routeQuery(client, 7, 'demographiesList', { params: { id: 3 } }).queryKey)).toBe(true);
    expect(covers(routeQuery(client, 7, 'surveyDatesResponseCount', { params: { id: 3 } }).queryKey)).toBe(
      true,
    );
    expect(covers(allTopicsQuery(client, 7, 3, [1, 2]).queryKey)).toBe(true);
    expect(covers(routeQuery(client, 7, 'demographiesList', { params: { id: 4 } }).queryKey)).toBe(false);
    expect(covers(routeQuery(client, 8, 'demographiesList', { params: { id: 3 } }).queryKey)).toBe(false);
    // a provider survey's id 3 is no survey date
    expect(covers(routeQuery(client, 7, 'providerSurveyQuestions', { params: { id: '3' } }).queryKey)).toBe(
      false,
    );
    expect(covers(routeQuery(client, 7, 'surveyDatesList').queryKey)).toBe(false);
  });
});
