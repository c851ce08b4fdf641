import { type SidebarState, sidebarStateFromSearch, sidebarStateToSearch } from '@pulzus/core';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A graph's state kept in the address, and the key that starts the graph anew when the address changes from outside. */
export interface AddressState {
  /** The state the address names. */
  readonly initialState: SidebarState;
  /** Writes a state into the address, replacing the entry (a filter change is not a page of its own). */
  readonly onStateChange: (state: SidebarState) => void;
  /** Changes when the address changes other than by `onStateChange` (Back, Forward, a link): remount the graph. */
  readonly generation: number;
}

/**
 * The graph page's query in the address (docs/graphs.md "In the address"): the graph starts from the state the address
 * names, and every change is written back, so Back, a reload and a shared link restore the same view.
 */
export function useAddressState(): AddressState {
  const location = useLocation();
  const navigate = useNavigate();
  const written = useRef<string | null>(null);
  const generation = useRef(0);
  const search = location.search.replace(/^\?/, '');
  // an address this page did not write (first visit, Back, Forward, a link) starts the graph from it
  if (search !== written.current) {
    written.current = search;
    generation.current += 1;
  }
  const current = generation.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read anew only when the graph starts anew
  const initialState = useMemo(() => sidebarStateFromSearch(new URLSearchParams(search)), [current]);
  const onStateChange = useCallback(
    (state: SidebarState) => {
      const next = sidebarStateToSearch(state).toString();
      if (next === written.current) return;
      written.current = next;
      navigate({ search: next ? `?${next}` : '' }, { replace: true });
    },
    [navigate],
  );
  return { initialState, onStateChange, generation: current };
}
