/** One category matched across dates, from the newest date that has it. */
export interface MergedCategory<T> {
  readonly key: string;
  readonly item: T;
}

/**
 * Categories matched by key across dates (given oldest first): the latest date's in its order, then those found
 * only on older dates, newest date first (graphs.md finer point 5).
 */
export function mergeCategories<T>(
  perDate: readonly (readonly T[])[],
  keyOf: (item: T) => string,
): MergedCategory<T>[] {
  const seen = new Map<string, MergedCategory<T>>();
  for (let d = perDate.length - 1; d >= 0; d--) {
    for (const item of perDate[d] ?? []) {
      const key = keyOf(item);
      if (!seen.has(key)) seen.set(key, { key, item });
    }
  }
  return [...seen.values()];
}

/** Sorts category positions by a value, highest first; nulls last; ties keep the natural order (graphs.md 4). */
export function rankOrder(values: readonly (number | null)[]): number[] {
  return values
    .map((value, i) => ({ value, i }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || a.i - b.i;
      return b.value - a.value || a.i - b.i;
    })
    .map((x) => x.i);
}
