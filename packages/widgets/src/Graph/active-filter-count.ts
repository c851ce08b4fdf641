import type { GraphFilter } from '@pulzus/core';

/** The number of active filters the "Filters (n)" button shows: one per employee group or demography, one per question filter. */
export function activeFilterCount(filters: readonly GraphFilter[]): number {
  return filters.reduce(
    (count, filter) => count + (filter.type === 'answer' ? filter.question_filters.length : 1),
    0,
  );
}
