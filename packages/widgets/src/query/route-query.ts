import type { ApiClient, CallResult, Routes } from '@pulzus/core';
import { queryOptions } from '@tanstack/react-query';
import { type QueryRouteName, type RouteArgs, routeKey } from './route-key';

/** Options of {@link routeQuery}. */
export interface RouteQueryOptions {
  /** The language the answer is translated into when no argument says so (the `Accept-Language` header); default none. */
  readonly language?: string;
}

/** The arguments after the call name: optional when the call needs none. */
export type RouteQueryRest<N extends QueryRouteName> =
  object extends RouteArgs<N>
    ? [args?: RouteArgs<N>, options?: RouteQueryOptions]
    : [args: RouteArgs<N>, options?: RouteQueryOptions];

/**
 * The react-query options of one call of the route table, key and fetch together: the cache always
 * holds the call's whole answer, and a screen that wants a part of it picks it with `select`, so
 * every screen reading one resource shares one cache entry (docs/architecture.md "Fetching and saving").
 *
 * @example
 * useQuery({ ...routeQuery(client, aid, 'surveyDatesList', { query: { all: true } }), select: (r) => r.survey_dates })
 */
export function routeQuery<N extends QueryRouteName>(
  client: Pick<ApiClient, N>,
  accountId: number | null,
  name: N,
  ...[args, options]: RouteQueryRest<N>
) {
  const callArgs = (args ?? {}) as RouteArgs<N>;
  const call = client[name] as unknown as (args: object) => Promise<CallResult<Routes[N]>>;
  return queryOptions({
    queryKey: routeKey(accountId, name, callArgs, options?.language),
    queryFn: ({ signal }) => call.call(client, { ...callArgs, signal }),
  });
}
