import { carriedFilterSearch } from '@pulzus/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '../routes/paths';

/**
 * The filters of the current graph page, comments view or results home (worker group, demography and answer filters), which a link
 * to another graph carries over (docs/graphs.md "In the address"); empty elsewhere.
 */
export function useCarriedFilters(): URLSearchParams {
  const { pathname, search } = useLocation();
  const carries = pathname === PATHS.welcome || pathname === PATHS.comments || pathname.startsWith('/graph/');
  return useMemo(
    () => (carries ? carriedFilterSearch(new URLSearchParams(search)) : new URLSearchParams()),
    [carries, search],
  );
}
