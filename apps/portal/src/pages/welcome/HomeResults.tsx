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
 * /welcome link keeps them, and every tile's link carries them to its graph.
 */
export function HomeResults() {
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
  // the welcome page names the newest date above: the home does not repeat it
  return (
    <ResultsHome
      filter={filter}
      onFilterChange={onFilterChange}
      linkComponent={RouterLink}
      showDate={false}
    />
  );
}
