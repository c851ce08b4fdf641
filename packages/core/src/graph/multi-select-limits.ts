/** Multi-select defaults: at most 100 chosen, at least 1, list at most 300 px high (spec 2 §5, §9). */
export const MULTI_SELECT = { maxSelection: 100, minSelection: 1, maxHeight: 300 } as const;

/** Demography filter multi-selects may be left empty: minimum selection 0 (spec 2 §2). */
export const DEMOGRAPHY_FILTER_MIN_SELECTION = 0;

/** Whether a tag may be removed: never below the minimum, so the last tag stays when the minimum is 1 (spec 2 §5). */
export function canRemoveTag(
  selectedCount: number,
  minSelection: number = MULTI_SELECT.minSelection,
): boolean {
  return selectedCount > minSelection;
}

/** Whether another option may be chosen: not at the maximum, and not one already chosen (spec 2 §5). */
export function canChooseOption(
  selected: readonly unknown[],
  option: unknown,
  maxSelection: number = MULTI_SELECT.maxSelection,
): boolean {
  return selected.length < maxSelection && !selected.includes(option);
}
