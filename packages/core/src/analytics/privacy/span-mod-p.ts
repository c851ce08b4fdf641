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

const mulMod = (a: number, b: number) => (a * b) % PRIME;

/** A sparse vector of the quotient's coordinates: its nonzero coordinates and their residues. */
export interface Coordinates {
  readonly cols: readonly number[];
  readonly vals: readonly number[];
}

/** How many residues the dense coordinates of `width` columns and `secrets` secrets take; see `QuotientSpan`. */
export const quotientSpanSize = (width: number, secrets: number) => (width + secrets) * width;

/**
 * The quotient of GF(p)^width by a growing span of 0/1 vectors, for the privacy pattern's audit (docs/privacy.md
 * "Rule 3"). Every tracked vector (each column's unit vector, and each secret) is kept as its coordinates in the
 * quotient — its products with a basis of the span's null space — so a vector is in the span exactly when its
 * coordinates are zero, and adding a vector with coordinates ρ puts a tracked vector into the span exactly when its
 * coordinates are a multiple of ρ. Multiples are found by a hash: two random linear sketches of the coordinates,
 * updated with them, whose ratio is the same for a vector and its multiples (each hit is then checked exactly).
 * Adding ρ eliminates one coordinate from every tracked vector that has it, the coordinate with the fewest holders
 * (Markowitz's rule), which keeps the work small. Coordinates are dense, `quotientSpanSize` residues.
 *
 * Over a prime field a false "in the span" needs the prime to divide a determinant; then the audit only withholds
 * one cell more than it must.
 */
export class QuotientSpan {
  readonly #width: number;
  /** Per tracked vector (the columns, then the secrets), its dense coordinates. */
  readonly #rows: Int32Array[];
  /** Per tracked vector, how many coordinates are nonzero. */
  readonly #nonzero: Int32Array;
  /** Per coordinate, how many tracked vectors have it. */
  readonly #holders: Int32Array;
  /** Per column, whether `add` has changed its row: an untouched column is still its own unit vector. */
  readonly #touched: Uint8Array;
  /** `coordinates`' sums and the coordinates they have reached, reused from call to call (zero between calls). */
  readonly #sum: Float64Array;
  readonly #seen: Uint8Array;
  /** The random weights of the two sketches, per coordinate, and each tracked vector's two sketches. */
  readonly #w1: Float64Array;
  readonly #w2: Float64Array;
  readonly #h1: Float64Array;
  readonly #h2: Float64Array;
  /** Secrets outside the span, by the ratio of their sketches. */
  readonly #byKey = new Map<number, Set<number>>();
  readonly #keyOf: Float64Array;

  /** Tracks the unit vectors of `width` columns and the 0/1 `secrets` (their columns). */
  constructor(width: number, secrets: readonly (readonly number[])[]) {
    this.#width = width;
    const n = width + secrets.length;
    this.#rows = Array.from({ length: n }, () => new Int32Array(width));
    this.#nonzero = new Int32Array(n);
    this.#holders = new Int32Array(width);
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
    this.#h1 = new Float64Array(n);
    this.#h2 = new Float64Array(n);
    this.#keyOf = new Float64Array(n).fill(-1);
    const set = (id: number, c: number) => {
      if (this.#rows[id]![c] !== 0) return;
      this.#rows[id]![c] = 1;
      this.#nonzero[id]!++;
      this.#holders[c]!++;
      this.#h1[id] = (this.#h1[id]! + this.#w1[c]!) % PRIME;
      this.#h2[id] = (this.#h2[id]! + this.#w2[c]!) % PRIME;
    };
    for (let c = 0; c < width; c++) set(c, c);
    secrets.forEach((secret, s) => {
      for (const c of secret) set(width + s, c);
      this.#index(width + s);
    });
  }

  /** The ratio of the sketches: equal for a vector and its nonzero multiples. */
  static #key(h1: number, h2: number): number {
    return h2 === 0 ? PRIME + (h1 === 0 ? 0 : 1) : mulMod(h1, inverse(h2));
  }

  #index(id: number): void {
    const key = QuotientSpan.#key(this.#h1[id]!, this.#h2[id]!);
    this.#keyOf[id] = key;
    let ids = this.#byKey.get(key);
    if (!ids) {
      ids = new Set();
      this.#byKey.set(key, ids);
    }
    ids.add(id);
  }

  #unindex(id: number): void {
    const key = this.#keyOf[id]!;
    if (key < 0) return;
    const ids = this.#byKey.get(key)!;
    ids.delete(id);
    if (ids.size === 0) this.#byKey.delete(key);
    this.#keyOf[id] = -1;
  }

  /**
   * The coordinates of the 0/1 vector on `columns`. A column `add` never changed is its own unit vector, which is one
   * step rather than a pass over every coordinate: the audit asks for its largest cells first, while most columns
   * are untouched (docs/privacy.md "How the audit stays fast").
   */
  coordinates(columns: readonly number[]): Coordinates {
    const sum = this.#sum;
    const seen = this.#seen;
    const reached: number[] = [];
    const reach = (c: number) => {
      if (seen[c] === 0) {
        seen[c] = 1;
        reached.push(c);
      }
    };
    for (const column of columns) {
      if (this.#nonzero[column] === 0) continue;
      if (this.#touched[column] === 0) {
        sum[column] = (sum[column]! + 1) % PRIME;
        reach(column);
        continue;
      }
      const row = this.#rows[column]!;
      for (let c = 0; c < sum.length; c++)
        if (row[c] !== 0) {
          sum[c] = (sum[c]! + row[c]!) % PRIME;
          reach(c);
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
    rho.cols.forEach((c, i) => {
      h1 = (h1 + mulMod(this.#w1[c]!, rho.vals[i]!)) % PRIME;
      h2 = (h2 + mulMod(this.#w2[c]!, rho.vals[i]!)) % PRIME;
    });
    return [h1, h2];
  }

  /** Whether adding a vector with coordinates `rho` (nonzero) would put a secret outside the span into it. */
  exposes(rho: Coordinates): boolean {
    const [h1, h2] = this.#sketches(rho);
    const ids = this.#byKey.get(QuotientSpan.#key(h1, h2));
    if (!ids) return false;
    // a multiple of rho: same support, one ratio throughout
    const c0 = rho.cols[0]!;
    const inv0 = inverse(rho.vals[0]!);
    for (const id of ids) {
      if (this.#nonzero[id] !== rho.cols.length) continue;
      const row = this.#rows[id]!;
      const ratio = mulMod(row[c0]!, inv0);
      if (rho.cols.every((c, i) => row[c] === mulMod(ratio, rho.vals[i]!))) return true;
    }
    return false;
  }

  /** Adds a vector with coordinates `rho`; a zero `rho` is in the span already and changes nothing. */
  add(rho: Coordinates): void {
    if (rho.cols.length === 0) return;
    let at = 0;
    for (let i = 1; i < rho.cols.length; i++)
      if (this.#holders[rho.cols[i]!]! < this.#holders[rho.cols[at]!]!) at = i;
    const pivot = rho.cols[at]!;
    const scale = inverse(rho.vals[at]!);
    const [h1, h2] = this.#sketches(rho);
    for (let id = 0; id < this.#rows.length; id++) {
      const row = this.#rows[id]!;
      const x = row[pivot]!;
      if (x === 0) continue;
      if (id < this.#width) this.#touched[id] = 1;
      const f = mulMod(x, scale);
      const g = PRIME - f;
      let nonzero = this.#nonzero[id]!;
      for (let i = 0; i < rho.cols.length; i++) {
        const c = rho.cols[i]!;
        const old = row[c]!;
        const y = i === at ? 0 : (old + mulMod(g, rho.vals[i]!)) % PRIME;
        row[c] = y;
        if (old === 0 && y !== 0) {
          nonzero++;
          this.#holders[c]!++;
        } else if (old !== 0 && y === 0) {
          nonzero--;
          this.#holders[c]!--;
        }
      }
      this.#nonzero[id] = nonzero;
      this.#h1[id] = (this.#h1[id]! + mulMod(g, h1)) % PRIME;
      this.#h2[id] = (this.#h2[id]! + mulMod(g, h2)) % PRIME;
      if (id < this.#width) continue;
      this.#unindex(id);
      if (nonzero > 0) this.#index(id); // else the secret is in the span: public, since a unit made it so
    }
  }
}
