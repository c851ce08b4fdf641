import type { CallResult, Routes } from '@pulzus/core';
import {
  type InvalidateQueryFilters,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { type QueryRouteName, type RouteArgs, routeKeyPrefix } from './route-key';
import { type MutationRouteName, routeMutation } from './route-mutation';

/** What a save reloads: a resource by its call name (its key prefix), or any query filter. */
export type Invalidation = QueryRouteName | InvalidateQueryFilters;

/** Options of {@link useRouteMutation}: react-query's own (`onMutate`, `onError`, …) and what to reload. */
export interface RouteMutationOptions<N extends MutationRouteName>
  extends Omit<
    UseMutationOptions<CallResult<Routes[N]>, Error, RouteArgs<N>>,
    'mutationFn' | 'mutationKey' | 'onSuccess'
  > {
  /**
   * What to reload once the call succeeds, under the session account: call names, or filters; a
   * function of the arguments when they decide it. Default nothing.
   */
  readonly invalidates?: readonly Invalidation[] | ((args: RouteArgs<N>) => readonly Invalidation[]);
  /** Runs on success before the reload, e.g. to put the answer in the cache; default none. */
  readonly onSuccess?: (answer: CallResult<Routes[N]>, args: RouteArgs<N>) => unknown;
}

/**
 * One call of the route table as a react-query mutation for the session account: `isPending` is the
 * busy state of the form or button, and a success reloads the resources it changed before
 * `mutateAsync` resolves, so the screen shows the saved state when it stops being busy
 * (docs/architecture.md "Fetching and saving").
 */
export function useRouteMutation<N extends MutationRouteName>(
  name: N,
  options: RouteMutationOptions<N> = {},
) {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const queryClient = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    ...routeMutation(client, name),
    onSuccess: async (answer, args) => {
      await onSuccess?.(answer, args);
      const list = typeof invalidates === 'function' ? invalidates(args) : invalidates;
      await Promise.all(
        list.map((entry) =>
          queryClient.invalidateQueries(
            typeof entry === 'string' ? { queryKey: routeKeyPrefix(sessionAccountId, entry) } : entry,
          ),
        ),
      );
    },
  });
}
