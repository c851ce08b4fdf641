/**
 * Cells of different tables that hold the same respondents (a worker group with one site, a unit alone in its
 * worker group), as sets under union-find: each set is kept by its representative, its lowest cell, which carries
 * the set's withheld flag (docs/privacy.md "Rule 3").
 */
export class CellSets {
  /** Union-find parents over the cells. */
  readonly #alias: Int32Array;

  /** Every cell alone in its set. */
  constructor(cells: number) {
    this.#alias = Int32Array.from({ length: cells }, (_, i) => i);
  }

  /** The representative of a cell's set (compressing the path to it). */
  find(cell: number): number {
    const alias = this.#alias;
    let root = cell;
    while (alias[root] !== root) root = alias[root]!;
    let at = cell;
    while (alias[at] !== root) {
      const next = alias[at]!;
      alias[at] = root;
      at = next;
    }
    return root;
  }

  /** Joins the sets of two cells under the lower representative. */
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.#alias[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  /** Takes each cell's representative from stored decisions (pattern-format.ts, checked there). */
  adopt(representatives: Int32Array): void {
    this.#alias.set(representatives);
  }
}
