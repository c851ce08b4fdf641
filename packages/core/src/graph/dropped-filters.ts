import type { ChartGraphSlug } from '../schemas/graph-slugs';
import { chartQueryDefinition } from './graph-definitions';
import { type SidebarQueryOptions, sidebarFilters } from './sidebar-query';
import type { SidebarState } from './sidebar-state';

/** A filter of the state that a graph does not apply: the worker group, one demography's, or the answer filters. */
export type DroppedFilter =
  | { readonly type: 'worker_group'; readonly workerGroupId: number }
  | { readonly type: 'demography'; readonly demographyId: number }
  | { readonly type: 'answer' };

/**
 * The filters a state carries that the graph leaves out of its query: all of them where the graph takes no
 * filters, otherwise those its dimension settings do not mark `is_filter` (docs/graphs.md "In the address").
 * The page says so, instead of drawing an unfiltered population as if it were filtered.
 */
export function droppedFilters(
  slug: ChartGraphSlug,
  state: SidebarState,
  options: SidebarQueryOptions = {},
): DroppedFilter[] {
  const takesFilters = chartQueryDefinition(slug).filters;
  const applied = takesFilters ? sidebarFilters(state, options) : [];
  const wanted = sidebarFilters(state, { isAdmin: options.isAdmin ?? false });
  const dropped: DroppedFilter[] = [];
  for (const filter of wanted) {
    if (filter.type === 'worker_group') {
      if (!applied.some((f) => f.type === 'worker_group')) {
        dropped.push({ type: 'worker_group', workerGroupId: filter.worker_group_ids[0]! });
      }
    } else if (filter.type === 'demography') {
      const id = filter.demography_id;
      if (!applied.some((f) => f.type === 'demography' && f.demography_id === id)) {
        dropped.push({ type: 'demography', demographyId: id });
      }
    } else if (!applied.some((f) => f.type === 'answer')) {
      dropped.push({ type: 'answer' });
    }
  }
  return dropped;
}
