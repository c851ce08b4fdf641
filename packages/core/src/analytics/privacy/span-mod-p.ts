/** A prime below 2^26: a product of two residues stays below 2^52, so every step is exact in a double. */
const PRIME = 67_108_859;
const INV_PRIME = 1 / PRIME;

/**
 * `x mod PRIME` for an integer 0 ≤ x < 2^53, without the floating-point remainder (a library call in V8, the audit's
 * costliest step): the quotient from one multiplication is off by at most one, and both products stay exact.
 */
function reduce(x: number): number {
  const r = x - Math.floor(x * INV_PRIME) * PRIME;
  return r < 0 ? r + PRIME : r >= PRIME ? r - PRIME : r;
}

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

/** A sparse vector of the quotient's coordinates: its nonzero coordinates and their residues. */
export interface Coordinates {
  readonly cols: readonly number[];
  readonly vals: readonly number[];
}

/**
 * How many residues `QuotientSpan` holds for `width` columns and `incidences` (the secrets' columns, summed): the
 * columns' dense coordinates, and per secret only its columns.
 */
export const quotientSpanSize = (width: number, incidences: number) => width * width + incidences;

/**
 * The quotient of GF(p)^width by a growing span of 0/1 vectors, for the privacy pattern's audit (docs/privacy.md
 * "Rule 3", "How the audit stays fast"). Every column's unit vector is kept as its coordinates in the quotient — its
 * products with a basis of the span's null space — so a vector is in the span exactly when its coordinates (the sum
 * of its columns') are zero, and adding a vector with coordinates ρ puts a secret into the span exactly when the
 * secret's coordinates are a multiple of ρ. Adding ρ eliminates one coordinate from every column that has it, the
 * coordinate the fewest columns hold (Markowitz's rule), which keeps the work small.
 *
 * A secret (a 0/1 vector: its columns) is not eliminated with the columns: its coordinates are the sum of its
 * columns', read only when needed. What is kept per secret is two random linear sketches of its coordinates — the
 * sums of its columns' sketches, updated when a column changes — whose ratio is the same for a vector and its
 * multiples: a secret is a multiple of ρ only when its sketches are in ρ's ratio, and each such candidate is checked
 * exactly. Secrets far outnumber columns on a date with many small cells, so this is most of the audit's saving.
 *
 * Over a prime field a false "in the span" needs the prime to divide a determinant; then the audit only withholds
 * one cell more than it must.
 */
export class QuotientSpan {
  readonly #width: number;
  /** Per column, its dense coordinates. */
  readonly #rows: Int32Array[];
  /** Per column, the coordinates that may be nonzero (a superset, compacted when it grows stale), and which those are. */
  readonly #support: number[][];
  readonly #listed: Uint8Array;
  /** Per column, how many coordinates are nonzero. */
  readonly #nonzero: Int32Array;
  /** Per coordinate, how many columns have it. */
  readonly #holders: Int32Array;
  /** Per column, whether `add` has changed its row: an untouched column is still its own unit vector. */
  readonly #touched: Uint8Array;
  /** `coordinates`' sums and the coordinates they have reached, reused from call to call (zero between calls). */
  readonly #sum: Float64Array;
  readonly #seen: Uint8Array;
  /** The random weights of the two sketches, per coordinate, and each column's two sketches. */
  readonly #w1: Float64Array;
  readonly #w2: Float64Array;
  readonly #k1: Float64Array;
  readonly #k2: Float64Array;
  /** The secrets' columns, the secrets of each column (`#secretsAt` from `#secretsFrom[c]`), and their sketches. */
  readonly #secrets: readonly (readonly number[])[];
  readonly #secretsFrom: Int32Array;
  readonly #secretsAt: Int32Array;
  readonly #s1: Float64Array;
  readonly #s2: Float64Array;
  /** Per secret, whether it is still outside the span (a secret in the span stays there). */
  readonly #outside: Uint8Array;

  /** Tracks the unit vectors of `width` columns and the 0/1 `secrets` (their columns, each listed once). */
  constructor(width: number, secrets: readonly (readonly number[])[]) {
    this.#width = width;
    this.#rows = Array.from({ length: width }, () => new Int32Array(width));
    this.#support = Array.from({ length: width }, (_, c) => [c]);
    this.#listed = new Uint8Array(width * width);
    this.#nonzero = new Int32Array(width).fill(1);
    this.#holders = new Int32Array(width).fill(1);
    this.#touched = new Uint8Array(width);
    this.#sum = new Float64Array(width);
    this.#seen = new Uint8Array(width);
    // a fixed seed: the audit is deterministic (a pattern never changes between runs); collisions are checked
    let seed = 0x9e3779b9;
    const random = () => {
      seed = (seed + 0x6d2b79f5) >>> 0;
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return 1 + (((t ^ (t >>> 14)) >>> 0) % (PRIME - 1));
    };
    this.#w1 = Float64Array.from({ length: width }, random);
    this.#w2 = Float64Array.from({ length: width }, random);
    this.#k1 = Float64Array.from(this.#w1);
    this.#k2 = Float64Array.from(this.#w2);
    for (let c = 0; c < width; c++) {
      this.#rows[c]![c] = 1;
      this.#listed[c * width + c] = 1;
    }
    this.#secrets = secrets;
    this.#secretsFrom = new Int32Array(width + 1);
    for (const secret of secrets) for (const c of secret) this.#secretsFrom[c + 1]!++;
    for (let c = 0; c < width; c++) this.#secretsFrom[c + 1]! += this.#secretsFrom[c]!;
    this.#secretsAt = new Int32Array(this.#secretsFrom[width]!);
    const next = this.#secretsFrom.slice(0, width);
    this.#s1 = new Float64Array(secrets.length);
    this.#s2 = new Float64Array(secrets.length);
    secrets.forEach((secret, s) => {
      let s1 = 0;
      let s2 = 0;
      for (const c of secret) {
        this.#secretsAt[next[c]!++] = s;
        s1 = reduce(s1 + this.#w1[c]!);
        s2 = reduce(s2 + this.#w2[c]!);
      }
      this.#s1[s] = s1;
      this.#s2[s] = s2;
    });
    this.#outside = new Uint8Array(secrets.length).fill(1);
  }

  /**
   * The coordinates of the 0/1 vector on `columns`. A column `add` never changed is its own unit vector, one step;
   * a changed column is read through its support, not every coordinate (docs/privacy.md "How the audit stays fast").
   * Most cells the audit asks for are in the span already: the sum of their columns' sketches says so first, one
   * step per column, and only a vector whose sketches are not both zero is summed in full (a nonzero vector has both
   * zero with odds of one in p², about 2⁻⁵²).
   */
  coordinates(columns: readonly number[]): Coordinates {
    let z1 = 0;
    let z2 = 0;
    for (const column of columns) {
      z1 += this.#k1[column]!;
      z2 += this.#k2[column]!;
    }
    if (reduce(z1) === 0 && reduce(z2) === 0) return { cols: [], vals: [] };
    return this.#exactly(columns);
  }

  /** The coordinates of the 0/1 vector on `columns`, summed in full. */
  #exactly(columns: readonly number[]): Coordinates {
    const sum = this.#sum;
    const seen = this.#seen;
    const reached: number[] = [];
    for (const column of columns) {
      if (this.#nonzero[column] === 0) continue;
      if (this.#touched[column] === 0) {
        sum[column] = reduce(sum[column]! + 1);
        if (seen[column] === 0) {
          seen[column] = 1;
          reached.push(column);
        }
        continue;
      }
      const row = this.#rows[column]!;
      for (const c of this.#support[column]!) {
        const x = row[c]!;
        if (x === 0) continue;
        sum[c] = reduce(sum[c]! + x);
        if (seen[c] === 0) {
          seen[c] = 1;
          reached.push(c);
        }
      }
    }
    reached.sort((a, b) => a - b);
    const cols: number[] = [];
    const vals: number[] = [];
    for (const c of reached) {
      if (sum[c] !== 0) {
        cols.push(c);
        vals.push(sum[c]!);
      }
      sum[c] = 0;
      seen[c] = 0;
    }
    return { cols, vals };
  }

  #sketches(rho: Coordinates): [number, number] {
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < rho.cols.length; i++) {
      h1 = reduce(h1 + this.#w1[rho.cols[i]!]! * rho.vals[i]!);
      h2 = reduce(h2 + this.#w2[rho.cols[i]!]! * rho.vals[i]!);
    }
    return [h1, h2];
  }

  /** Whether adding a vector with coordinates `rho` (nonzero) would put a secret outside the span into it. */
  exposes(rho: Coordinates): boolean {
    const [r1, r2] = this.#sketches(rho);
    const s1 = this.#s1;
    const s2 = this.#s2;
    const outside = this.#outside;
    for (let s = 0; s < outside.length; s++) {
      // a multiple of rho has its sketches in rho's ratio (a secret in the span, all zero, passes too: checked below)
      if (outside[s] === 0 || reduce(s1[s]! * r2) !== reduce(s2[s]! * r1)) continue;
      const secret = this.#exactly(this.#secrets[s]!);
      if (secret.cols.length === 0) {
        outside[s] = 0; // in the span already: public, since a unit made it so
        continue;
      }
      if (secret.cols.length !== rho.cols.length) continue;
      // a multiple of rho: same support, one ratio throughout
      const ratio = reduce(secret.vals[0]! * inverse(rho.vals[0]!));
      if (secret.cols.every((c, i) => c === rho.cols[i] && secret.vals[i] === reduce(ratio * rho.vals[i]!)))
        return true;
    }
    return false;
  }

  /** Adds a vector with coordinates `rho`; a zero `rho` is in the span already and changes nothing. */
  add(rho: Coordinates): void {
    const n = rho.cols.length;
    if (n === 0) return;
    const width = this.#width;
    const holders = this.#holders;
    const cols = Int32Array.from(rho.cols);
    const vals = Float64Array.from(rho.vals);
    let at = 0;
    for (let i = 1; i < n; i++) if (holders[cols[i]!]! < holders[cols[at]!]!) at = i;
    const pivot = cols[at]!;
    const scale = inverse(vals[at]!);
    const [h1, h2] = this.#sketches(rho);
    const listed = this.#listed;
    const rows = this.#rows;
    const s1 = this.#s1;
    const s2 = this.#s2;
    const secretsFrom = this.#secretsFrom;
    const secretsAt = this.#secretsAt;
    const k1 = this.#k1;
    const k2 = this.#k2;
    for (let id = 0; id < width; id++) {
      const row = rows[id]!;
      const x = row[pivot]!;
      if (x === 0) continue;
      this.#touched[id] = 1;
      const g = PRIME - reduce(x * scale);
      const support = this.#support[id]!;
      const base = id * width;
      let nonzero = this.#nonzero[id]!;
      for (let i = 0; i < n; i++) {
        const c = cols[i]!;
        const old = row[c]!;
        const y = i === at ? 0 : reduce(old + g * vals[i]!);
        row[c] = y;
        if (old === 0) {
          if (y === 0) continue;
          nonzero++;
          holders[c]!++;
          if (listed[base + c] === 0) {
            listed[base + c] = 1;
            support.push(c);
          }
        } else if (y === 0) {
          nonzero--;
          holders[c]!--;
        }
      }
      this.#nonzero[id] = nonzero;
      if (support.length > 2 * nonzero + 16) this.#compact(id);
      // the column moved by g × rho, so its sketches, and those of every secret holding it, move by g × rho's
      const d1 = reduce(g * h1);
      const d2 = reduce(g * h2);
      k1[id] = reduce(k1[id]! + d1);
      k2[id] = reduce(k2[id]! + d2);
      const from = secretsFrom[id]!;
      const to = secretsFrom[id + 1]!;
      for (let j = from; j < to; j++) {
        const secret = secretsAt[j]!;
        s1[secret] = reduce(s1[secret]! + d1);
        s2[secret] = reduce(s2[secret]! + d2);
      }
    }
  }

  /** Drops the coordinates of a column's support that are zero again. */
  #compact(id: number): void {
    const row = this.#rows[id]!;
    const at = id * this.#width;
    const kept = this.#support[id]!.filter((c) => {
      if (row[c] !== 0) return true;
      this.#listed[at + c] = 0;
      return false;
    });
    this.#support[id] = kept;
  }
}
