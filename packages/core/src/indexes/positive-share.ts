import { type BandCounts, totalAnswers } from './band-counts';
import { type Percent, asPercent } from './units';

/** Positive share = 100 × (answers 5 or 6) / (all answers 1..6), unrounded; `null` without answers (graphs.md). */
export function positiveShare(counts: BandCounts): Percent | null {
  const total = totalAnswers(counts);
  return total === 0 ? null : asPercent((100 * counts.positive) / total);
}
