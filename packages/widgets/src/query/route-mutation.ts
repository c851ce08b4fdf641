import type { ApiClient, CallResult, RouteName, Routes } from '@pulzus/core';
import { mutationOptions } from '@tanstack/react-query';
import type { RouteArgs } from './route-key';

/** The calls that change data: every route that is not a download. */
export type MutationRouteName = {
  [K in RouteName]: Routes[K] extends { readonly bodyKind: 'download' } ? never : K;
}[RouteName];

/** The mutation key of call `name`: `useMutationState` finds a call's running mutations by it. */
export function routeMutationKey<N extends MutationRouteName>(name: N): readonly ['route', N] {
  return ['route', name];
}

/**
 * The react-query mutation options of one call of the route table: `mutate(args)` makes the call
 * with the arguments its client method takes. Screens add what to reload on success
 * (`useRouteMutation`).
 */
export function routeMutation<N extends MutationRouteName>(client: Pick<ApiClient, N>, name: N) {
  const call = client[name] as unknown as (args: RouteArgs<N>) => Promise<CallResult<Routes[N]>>;
  return mutationOptions<CallResult<Routes[N]>, Error, RouteArgs<N>>({
    mutationKey: routeMutationKey(name),
    mutationFn: (args) => call.call(client, args),
  });
}
