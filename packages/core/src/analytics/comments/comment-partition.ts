import type { SurveyCube } from '../survey-cube';

/**
 * One date's comment partition at a comment threshold (docs/privacy.md "Comments", rule C3): the date's respondents
 * split into blocks of at least the threshold, such that every population whose comments may be shown is a union of
 * whole blocks. A comment set is a set: from two shown sets an attacker reads their intersection and differences as
 * well as their sums, so shown populations must generate, under ∩, ∪ and ∖, nothing smaller than the threshold —
 * which holds exactly when they are unions of blocks of one partition whose blocks all hold that many.
 */
export interface CommentPartition {
  /** Per respondent, its block. */
  readonly blockOf: Int32Array;
  /** Per block, its respondents. */
  readonly blockSize: Int32Array;
  /** The filter values the partition separates, as `wg:<index>` and `<demography code>=<answer index>`. */
  readonly separated: readonly string[];
}

interface Candidate {
  readonly key: string;
  readonly size: number;
  readonly member: (r: number) => boolean;
}

/**
 * The filter values a comment query may name, in the order the partition takes them: each worker group (the
 * narrowing to the worker groups asked a question is one), then each demography's answers, largest first, so the
 * big categories a reader filters by first are the ones kept separable.
 */
function candidatesOf(cube: SurveyCube): Candidate[] {
  const out: Candidate[] = [];
  const groupSize = new Int32Array(cube.workerGroups.length);
  for (let r = 0; r < cube.respondentCount; r++) {
    const g = cube.workerGroupOf[r]!;
    if (g >= 0) groupSize[g]! += 1;
  }
  cube.workerGroups.forEach((_, g) => {
    out.push({ key: `wg:${g}`, size: groupSize[g]!, member: (r) => cube.workerGroupOf[r] === g });
  });
  for (const demography of cube.demographies) {
    const size = new Int32Array(demography.answers.length);
    for (let r = 0; r < cube.respondentCount; r++) {
      const a = demography.answerOf[r]!;
      if (a >= 0) size[a]! += 1;
    }
    const answers = demography.answers.map((_, a) => a).sort((x, y) => size[y]! - size[x]! || x - y);
    for (const a of answers)
      out.push({
        key: `${demography.code}=${a}`,
        size: size[a]!,
        member: (r) => demography.answerOf[r] === a,
      });
  }
  return out;
}

const partitions = new WeakMap<SurveyCube, Map<number, CommentPartition>>();

/**
 * The date's comment partition at `threshold` (kept per cube and threshold): starting from everyone as one block,
 * each candidate filter value splits every block into its members and the rest, and is kept only if no nonempty
 * part falls below the threshold. Decided by counts of the whole date only, never by a query, so every caller —
 * any role, scope or filter — reads the same partition.
 */
export function commentPartition(cube: SurveyCube, threshold: number): CommentPartition {
  let byThreshold = partitions.get(cube);
  if (!byThreshold) {
    byThreshold = new Map();
    partitions.set(cube, byThreshold);
  }
  const known = byThreshold.get(threshold);
  if (known) return known;
  const n = cube.respondentCount;
  let blockOf = new Int32Array(n);
  let blocks = n >= threshold ? 1 : 0;
  const separated: string[] = [];
  if (blocks === 1) {
    for (const candidate of candidatesOf(cube)) {
      if (candidate.size < threshold || n - candidate.size < threshold) continue;
      // block b splits into 2b (outside) and 2b + 1 (inside)
      const counts = new Int32Array(blocks * 2);
      for (let r = 0; r < n; r++) counts[blockOf[r]! * 2 + (candidate.member(r) ? 1 : 0)]! += 1;
      if (counts.some((c) => c > 0 && c < threshold)) continue;
      const renumber = new Int32Array(blocks * 2).fill(-1);
      let next = 0;
      counts.forEach((c, i) => {
        if (c > 0) renumber[i] = next++;
      });
      const refined = new Int32Array(n);
      for (let r = 0; r < n; r++) refined[r] = renumber[blockOf[r]! * 2 + (candidate.member(r) ? 1 : 0)]!;
      blockOf = refined;
      blocks = next;
      separated.push(candidate.key);
    }
  } else blockOf.fill(-1);
  const blockSize = new Int32Array(blocks);
  for (let r = 0; r < n; r++) if (blockOf[r]! >= 0) blockSize[blockOf[r]!]! += 1;
  const partition = { blockOf, blockSize, separated };
  byThreshold.set(threshold, partition);
  return partition;
}

/** Whether a set of respondents (indexes, each once) is a union of whole blocks of the partition. */
export function isUnionOfBlocks(partition: CommentPartition, members: ArrayLike<number>): boolean {
  const seen = new Int32Array(partition.blockSize.length);
  for (let i = 0; i < members.length; i++) {
    const b = partition.blockOf[members[i]!]!;
    if (b < 0) return false;
    seen[b]! += 1;
  }
  for (let b = 0; b < seen.length; b++) if (seen[b] !== 0 && seen[b] !== partition.blockSize[b]) return false;
  return true;
}
