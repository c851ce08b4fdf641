import type { FilterOption, GraphFilterOptions } from '@pulzus/core';

/** Why a filter answer is refused (docs/privacy.md "Rule 6"). */
export type FilterRefusalReason = NonNullable<FilterOption['reason']>;

/** Why each refused worker group and demography answer cannot be chosen, as text keyed by its id. */
export interface FilterRefusals {
  /** Worker group id → reason text. */
  readonly workerGroups: ReadonlyMap<number, string>;
  /** Demography answer id → reason text. */
  readonly answers: ReadonlyMap<number, string>;
}

/** Nothing refused: while the availability loads, or when it could not be loaded, every answer stays offered. */
export const NO_FILTER_REFUSALS: FilterRefusals = { workerGroups: new Map(), answers: new Map() };

/**
 * The refused options of a `graph/filter-options` answer with their reasons in words (docs/privacy.md
 * "Rule 6"); `reasonText` gets the reason and the k in force. Without an answer nothing is refused.
 */
export function filterRefusals(
  options: GraphFilterOptions | undefined,
  reasonText: (reason: FilterRefusalReason, k: number) => string,
): FilterRefusals {
  if (!options) return NO_FILTER_REFUSALS;
  const refused = (list: readonly FilterOption[]) =>
    new Map(
      list.flatMap((option) =>
        option.available
          ? []
          : [[option.id, reasonText(option.reason ?? 'privacy', options.min_group_size)] as const],
      ),
    );
  return {
    workerGroups: refused(options.worker_groups),
    answers: refused(options.demographies.flatMap((d) => d.answers)),
  };
}
