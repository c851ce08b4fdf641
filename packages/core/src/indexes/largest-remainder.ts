import { type BandCounts, totalAnswers } from './band-counts';
import { type Count, type Percent, asPercent } from './units';

/** Whole percents of `counts` summing to exactly 100 by largest remainder, ties to the earlier part; `null` if all 0. */
export function largestRemainderPercents(counts: readonly Count[]): Percent[] | null {
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (total === 0) return null;
  // Integer arithmetic: floor(100c / total) and its remainder, so no float error decides a tie.
  const floors = counts.map((c) => Math.floor((100 * c) / total));
  const remainders = counts.map((c) => (100 * c) % total);
  let leftover = 100 - floors.reduce((sum, f) => sum + f, 0);
  const order = counts.map((_, i) => i).sort((a, b) => (remainders[b] ?? 0) - (remainders[a] ?? 0) || a - b);
  for (const i of order) {
    if (leftover === 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    leftover--;
  }
  return floors.map((f) => asPercent(f));
}

/** A negative/middle/positive distribution in whole percents that adds up to exactly 100. */
export interface BandDistribution {
  readonly negative: Percent;
  readonly middle: Percent;
  readonly positive: Percent;
}

/** Distributes band counts to whole percents by largest remainder, ties negative → middle → positive (graphs.md 3). */
export function bandDistribution(counts: BandCounts): BandDistribution | null {
  if (totalAnswers(counts) === 0) return null;
  const [negative, middle, positive] = largestRemainderPercents([
    counts.negative,
    counts.middle,
    counts.positive,
  ])!;
  return { negative: negative!, middle: middle!, positive: positive! };
}
