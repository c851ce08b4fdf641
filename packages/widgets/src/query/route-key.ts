import type { CallArgs, RouteName, Routes } from '@pulzus/core';

/**
 * The calls whose answers are cached: every JSON `GET` of the route table, and the `POST`s that only
 * read (the graph's data, its filter options, the participation rate, a password link's check).
 */
export type QueryRouteName =
  | {
      [K in RouteName]: Routes[K] extends { readonly method: 'GET'; readonly bodyKind: 'json' } ? K : never;
    }[RouteName]
  | 'graphData'
  | 'graphFilterOptions'
  | 'participationRate'
  | 'usersCheckVerifyHash';

/** What a call is made with, as its client method takes it, without the abort signal. */
export type RouteArgs<N extends RouteName> = Omit<CallArgs<Routes[N]>, 'signal'>;

/** The first three parts of every key: the session account and the call name (docs/architecture.md "Fetching and saving"). */
export type RouteKeyPrefix<N extends RouteName = RouteName> = readonly ['account', number | null, N];

/** The key of one call: the prefix, the call's arguments, and the language where the answer depends on it. */
export type RouteKey<N extends RouteName = RouteName> =
  | readonly [...RouteKeyPrefix<N>, RouteArgs<N>]
  | readonly [...RouteKeyPrefix<N>, RouteArgs<N>, string];

/**
 * The prefix every cached answer of call `name` shares, for invalidation: one resource is one call
 * name, so reloading `surveyDatesList` reloads every date list, whatever its query.
 */
export function routeKeyPrefix<N extends RouteName>(accountId: number | null, name: N): RouteKeyPrefix<N> {
  return ['account', accountId, name];
}

/**
 * The key of one call: `['account', accountId, name, args]`, plus the language when the answer is
 * translated by the `Accept-Language` header rather than by an argument. The session account comes
 * first so that a switch never shows another account's answer (docs/architecture.md "Fetching and saving").
 */
export function routeKey<N extends RouteName>(
  accountId: number | null,
  name: N,
  args: RouteArgs<N>,
  language?: string,
): RouteKey<N> {
  const prefix = routeKeyPrefix(accountId, name);
  return language === undefined ? [...prefix, args] : [...prefix, args, language];
}
