/** Median, 90th percentile, min and max of a sample, ms, two decimals. */
export interface Summary {
  median: number;
  p90: number;
  min: number;
  max: number;
  n: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The nearest-rank percentile `p` (0–1) of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Summarises a sample, null when it is empty; the median of an even count is the mean of the middle two. */
export function summarize(values: readonly number[]): Summary | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    median: round2(median),
    p90: round2(percentile(sorted, 0.9)),
    min: round2(sorted[0]!),
    max: round2(sorted.at(-1)!),
    n: sorted.length,
  };
}
