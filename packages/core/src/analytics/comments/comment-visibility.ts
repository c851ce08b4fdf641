import type { WithheldReason } from '../../schemas/graph-response';
import { type PortableFilter, populationOf } from '../population';
import { populationPrivacy, populationReason } from '../privacy/population-privacy';
import type { SurveyCube } from '../survey-cube';
import { commentPartition, isUnionOfBlocks } from './comment-partition';

/** Whether a population's comments may be shown (docs/privacy.md "Comments"), and whose they are. */
export interface CommentVisibility {
  /** Null when shown; otherwise why not, as graphs say it (docs/privacy.md "Reasons"). */
  readonly reason: WithheldReason | null;
  /** The respondents (cube indexes) whose comments are shown: the population narrowed to the worker groups asked; empty when withheld. */
  readonly members: Int32Array;
}

/** Which of the comment rules apply; every one unless a test switches one off to show what it stops. */
export interface CommentRules {
  /** Rule C3, the date's comment partition (on unless a test shows the intersection attack it stops). */
  readonly partition?: boolean;
}

const NONE = new Int32Array(0);

/**
 * The comment rules of docs/privacy.md "Comments" for one date's population and one question:
 * - C1: the population narrowed to the worker groups asked the question holds at least the comment threshold;
 * - C2: the date's privacy pattern judged at the comment threshold shows its box, and the box narrowed to the
 *   worker groups asked (as Rule 9 judges a value on the people it counts), with its filters in at most the
 *   dimensions the pattern covers;
 * - C3: the narrowed population is a union of whole blocks of the date's comment partition, so no intersection or
 *   difference of shown comment sets isolates a group below the threshold.
 * Answer filters are not comment filters (an answer filter selects by the secret itself): refused as a combination.
 */
export function commentVisibility(
  cube: SurveyCube,
  filters: readonly PortableFilter[],
  askedWorkerGroupIds: ReadonlySet<number> | null,
  threshold: number,
  rules: CommentRules = {},
): CommentVisibility {
  if (filters.some((f) => f.type === 'answer')) return { reason: 'combination', members: NONE };
  const population = populationOf(cube, filters);
  const asked = new Set<number>();
  cube.workerGroups.forEach((g, i) => {
    if (askedWorkerGroupIds === null || askedWorkerGroupIds.has(g.id)) asked.add(i);
  });
  const members =
    asked.size === cube.workerGroups.length
      ? population
      : population.filter((r) => asked.has(cube.workerGroupOf[r]!));
  if (members.length < threshold) return { reason: 'fewer-than-k', members: NONE };
  const privacy = populationPrivacy(cube, filters, population.length, threshold);
  const own = populationReason(privacy.status);
  if (own) return { reason: own, members: NONE };
  if (asked.size < cube.workerGroups.length) {
    const counted = privacy.counted(asked);
    if (counted !== 'visible') return { reason: counted, members: NONE };
  }
  if (rules.partition !== false && !isUnionOfBlocks(commentPartition(cube, threshold), members))
    return { reason: 'protects-smaller', members: NONE };
  return { reason: null, members };
}
