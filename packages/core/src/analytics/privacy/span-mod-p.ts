/** A prime below 2^26: a product of two residues stays below 2^52, so every step is exact in a double. */
const PRIME = 67_108_859;

function inverse(a: number): number {
  let [r0, r1] = [PRIME, a % PRIME];
  let [t0, t1] = [0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return ((t0 % PRIME) + PRIME) % PRIME;
}

/** A basis row: its columns ascending (the first is its pivot, with value 1) and their values. */
interface Row {
  readonly cols: Int32Array;
  readonly vals: Float64Array;
}

/**
 * The span of 0/1 vectors over GF(p), for the privacy pattern's audit (docs/privacy.md "Rule 3"): sparse rows in
 * echelon form, each pivot the row's smallest column, reduced through one dense accumulator scanned left to right.
 * A vector is in the span when it reduces to zero; over a prime field a false "in the span" needs the prime to
 * divide a determinant, and then the audit only withholds one cell more than it must.
 */
export class SparseSpan {
  readonly #width: number;
  readonly #pivots: (Row | undefined)[];
  readonly #acc: Float64Array;

  constructor(width: number) {
    this.#width = width;
    this.#pivots = new Array(width);
    this.#acc = new Float64Array(width);
  }

  /** Reduces the 0/1 vector on `support` in the accumulator; returns its first nonzero column, or -1. */
  #reduce(support: readonly number[], keep: boolean): number {
    const acc = this.#acc;
    let from = this.#width;
    for (const c of support) {
      acc[c] = 1;
      if (c < from) from = c;
    }
    let first = -1;
    for (let c = from; c < this.#width; c++) {
      const f = acc[c]!;
      if (f === 0) continue;
      const pivot = this.#pivots[c];
      if (!pivot) {
        if (first < 0) first = c;
        if (!keep) break;
        continue;
      }
      const { cols, vals } = pivot;
      for (let i = 0; i < cols.length; i++) {
        const x = cols[i]!;
        acc[x] = (acc[x]! - ((f * vals[i]!) % PRIME) + PRIME) % PRIME;
      }
    }
    return first;
  }

  /** Adds the 0/1 vector on `support`; its pivot when the span grew (for `remove`), else -1. */
  add(support: readonly number[]): number {
    const first = this.#reduce(support, true);
    const acc = this.#acc;
    if (first < 0) {
      acc.fill(0);
      return -1;
    }
    const scale = inverse(acc[first]!);
    const cols: number[] = [];
    const vals: number[] = [];
    for (let c = first; c < this.#width; c++) {
      if (acc[c] === 0) continue;
      cols.push(c);
      vals.push((acc[c]! * scale) % PRIME);
      acc[c] = 0;
    }
    this.#pivots[first] = { cols: Int32Array.from(cols), vals: Float64Array.from(vals) };
    return first;
  }

  /** Takes back the vector added last, by the pivot `add` returned (no later vector was reduced by it). */
  remove(pivot: number): void {
    this.#pivots[pivot] = undefined;
  }

  /** Whether the 0/1 vector on `support` is in the span. */
  contains(support: readonly number[]): boolean {
    return this.block(support) < 0;
  }

  /**
   * The column where reducing the 0/1 vector on `support` stops (its first column without a pivot), or -1 when it
   * is in the span. Only a new pivot at exactly that column can change the answer.
   */
  block(support: readonly number[]): number {
    const first = this.#reduce(support, false);
    this.#acc.fill(0);
    return first;
  }
}
