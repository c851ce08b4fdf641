/** A published or derivable total and the disjoint parts that pool into it, as cell indexes. */
export interface SuppressionRelation {
  readonly total: number;
  readonly parts: readonly number[];
}

/** Index of the nonempty, not withheld part with the fewest contributors (first on ties), or -1. */
function smallestVisible(
  parts: readonly number[],
  contributors: ArrayLike<number>,
  withheld: Uint8Array,
): number {
  let best = -1;
  for (const p of parts) {
    if (withheld[p] === 1 || !(contributors[p]! > 0)) continue;
    if (best < 0 || contributors[p]! < contributors[best]!) best = p;
  }
  return best;
}

/**
 * The privacy rule with secondary suppression inside one response (docs/graphs.md "Secondary suppression"): a cell
 * with 1..k-1 contributors is withheld, and so is every cell in `forced` (withheld by the date's privacy pattern,
 * docs/privacy.md); then, until nothing changes, for every relation total = Σ parts —
 * (1) if the total is visible and exactly one nonempty part is withheld, or its withheld nonempty parts pool
 * 1..k-1 contributors, the visible nonempty part with the fewest contributors is withheld too (the total itself when
 * there is none), so a visible total minus its visible parts is never one withheld part nor a group below k; (2) if the total is withheld and every nonempty part is visible, the
 * smallest part is withheld, so the total is not the sum of its parts. Relations are visited smallest total first.
 * Returns 1 per withheld cell; cells without contributors are never withheld.
 */
export function suppressCells(
  contributors: ArrayLike<number>,
  relations: readonly SuppressionRelation[],
  k: number,
  forced: Iterable<number> = [],
): Uint8Array {
  const withheld = new Uint8Array(contributors.length);
  for (let i = 0; i < contributors.length; i++) {
    const c = contributors[i]!;
    if (c > 0 && c < k) withheld[i] = 1;
  }
  for (const i of forced) if (contributors[i]! > 0) withheld[i] = 1;
  // Finer relations first (smaller totals): a hierarchy then withholds inside the smallest group it can.
  const ordered = relations
    .map((relation, i) => ({ relation, i }))
    .sort((a, b) => contributors[a.relation.total]! - contributors[b.relation.total]! || a.i - b.i)
    .map((x) => x.relation);
  let changed = true;
  while (changed) {
    changed = false;
    for (const { total, parts } of ordered) {
      if (!(contributors[total]! > 0)) continue;
      let hidden = 0;
      let hiddenParts = 0;
      let visible = 0;
      for (const p of parts) {
        if (!(contributors[p]! > 0)) continue;
        if (withheld[p] === 1) {
          hidden += contributors[p]!;
          hiddenParts++;
        } else visible++;
      }
      if (withheld[total] === 0) {
        while (hiddenParts === 1 || (hidden > 0 && hidden < k)) {
          const next = smallestVisible(parts, contributors, withheld);
          changed = true;
          if (next < 0) {
            withheld[total] = 1;
            break;
          }
          withheld[next] = 1;
          hidden += contributors[next]!;
          hiddenParts++;
        }
      } else if (hidden === 0 && visible > 0) {
        withheld[smallestVisible(parts, contributors, withheld)] = 1;
        changed = true;
      }
    }
  }
  return withheld;
}
