import { type GraphResponse, isApiError } from '@pulzus/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HomeTileState } from './home-tile-state';

/**
 * A tile's state from its `graph/data` query: loading until the request can be built and answered, refused on
 * 401/403, an error with a retry otherwise, empty where `read` finds nothing to show (with the graph's first
 * warning, as the graph page shows it), else the data read off the answer.
 */
export function tileStateOf<A, T>(
  asked: boolean,
  query: UseQueryResult<A>,
  read: (answer: A) => T | null,
  warningOf: (answer: A) => GraphResponse['warnings'][number] | undefined = () => undefined,
): HomeTileState<T> {
  if (!asked || query.isPending) return { status: 'loading' };
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 401 || status === 403) return { status: 'refused' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  const warning = warningOf(query.data);
  const data = read(query.data);
  return data === null ? { status: 'empty', warning } : { status: 'ready', data, warning };
}
