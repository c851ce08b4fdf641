/** The z of a two-sided 95 % interval. */
const Z95 = 1.96;

/**
 * The 95 % margin of the difference of two shares, in percentage points (docs/graphs.md "Change since the previous
 * date"): 1.96·√(p̄(1−p̄)(1/n₁+1/n₂))·100, with p̄ the two shares pooled by their respondent counts.
 */
export function changeMargin(earlier: number, later: number, nEarlier: number, nLater: number): number {
  const pooled = (earlier * nEarlier + later * nLater) / (100 * (nEarlier + nLater));
  return Z95 * Math.sqrt(pooled * (1 - pooled) * (1 / nEarlier + 1 / nLater)) * 100;
}

/**
 * Whether a change between two shown values means anything for groups of these sizes: it is not zero and at least
 * the 95 % margin of the difference; null when a size is not shown (the change cannot be judged).
 */
export function changeMeaningful(
  earlier: number,
  later: number,
  nEarlier: number | null,
  nLater: number | null,
): boolean | null {
  if (nEarlier === null || nLater === null || nEarlier <= 0 || nLater <= 0) return null;
  const change = later - earlier;
  return change !== 0 && Math.abs(change) >= changeMargin(earlier, later, nEarlier, nLater);
}
