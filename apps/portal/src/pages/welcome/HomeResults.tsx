import {
  carriedFilterSearch,
  INITIAL_SIDEBAR_STATE,
  sidebarStateFromSearch,
  sidebarStateToSearch,
} from '@pulzus/core';
import { type HomeFilter, ResultsHome } from '@pulzus/widgets';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '../graph/RouterLink';

/**
 * The results home with its filters in the address (docs/graphs.md "The results home"): a reload or a shared
 * /welcome link keeps them, and every tile's link carries them to its graph. `surveyDateId` shows a shared date's
 * results (docs/api.md "Sharing a date"); default null, the newest date.
 */
export function HomeResults({ surveyDateId = null }: { surveyDateId?: number | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const filter = useMemo<HomeFilter>(() => {
    const state = sidebarStateFromSearch(new URLSearchParams(location.search));
    return { workerGroupId: state.workerGroupId, demographyFilters: state.demographyFilters };
  }, [location.search]);
  const onFilterChange = (next: HomeFilter) => {
    const search = carriedFilterSearch(
      sidebarStateToSearch({ ...INITIAL_SIDEBAR_STATE, ...next }),
    ).toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  };
  // the welcome page names the newest date above: the home does not repeat it, but names a shared date's
  return (
    <ResultsHome
      filter={filter}
      onFilterChange={onFilterChange}
      linkComponent={RouterLink}
      showDate={surveyDateId !== null}
      surveyDateId={surveyDateId}
    />
  );
}
