import type { PooledAnswers } from './pooled-answers';
import { positiveShare } from './positive-share';
import { type GatedValue, privacyGate } from './privacy-gate';
import { roundHalfUp } from './round-half-up';
import type { Percent } from './units';

/** One index value as the API sends it: the positive share rounded half up, withheld below k (graphs.md). */
export function indexCell(pooled: PooledAnswers, k: number): GatedValue<Percent> {
  const exact = positiveShare(pooled.counts);
  return privacyGate(exact === null ? null : roundHalfUp(exact), pooled.contributors, k);
}
