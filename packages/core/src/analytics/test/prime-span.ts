/**
 * Two primes below 2^26: a product of two residues stays below 2^52, so every step is exact in a double. A vector
 * counts as derivable only when it is derivable modulo both, which rules out a coincidence of one prime.
 */
export const SPAN_PRIMES = [67_108_859, 67_108_837] as const;

/** The inverse of `a` modulo the prime `p` (extended Euclid; `a` not divisible by `p`). */
export function inverseMod(a: number, p: number): number {
  let [r0, r1] = [p, ((a % p) + p) % p];
  let [t0, t1] = [0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return ((t0 % p) + p) % p;
}

/**
 * The span of observed 0/1 vectors over GF(p), kept as a basis of its annihilator (the vectors orthogonal to every
 * observation): a vector is in the span exactly when it is orthogonal to that basis. Adding an observation the span
 * already holds costs one sum of |support| rows, which is what most observations are; a new one narrows the basis.
 */
export class AnnihilatorSpan {
  /** The number of coordinates. */
  readonly dimension: number;
  readonly prime: number;
  /** The current annihilator basis size: `dimension - rank`. */
  private cols: number;
  /** Coordinate-major: `basis[x * dimension + i]` is coordinate x of annihilator vector i (i < cols). */
  private readonly basis: Float64Array;
  private readonly acc: Float64Array;

  constructor(dimension: number, prime: number) {
    this.dimension = dimension;
    this.prime = prime;
    this.cols = dimension;
    this.basis = new Float64Array(dimension * dimension);
    for (let x = 0; x < dimension; x++) this.basis[x * dimension + x] = 1;
    this.acc = new Float64Array(dimension);
  }

  /** The dimension of the span of everything added so far. */
  get rank(): number {
    return this.dimension - this.cols;
  }

  /** Per annihilator vector, its inner product with the 0/1 vector on `support`, reduced mod p (a shared buffer). */
  products(support: ArrayLike<number>): Float64Array {
    const { basis, dimension, cols, prime } = this;
    const acc = this.acc;
    acc.fill(0, 0, cols);
    // residues below 2^26, at most `dimension` of them: the sum stays exact without reducing inside the loop
    for (let s = 0; s < support.length; s++) {
      const row = support[s]! * dimension;
      for (let i = 0; i < cols; i++) acc[i]! += basis[row + i]!;
    }
    for (let i = 0; i < cols; i++) acc[i] = acc[i]! % prime;
    return acc;
  }

  /** Whether the 0/1 vector on `support` is in the span. */
  contains(support: ArrayLike<number>): boolean {
    const q = this.products(support);
    for (let i = 0; i < this.cols; i++) if (q[i] !== 0) return false;
    return true;
  }

  /** Adds the 0/1 vector on `support`; answers whether the span grew. */
  add(support: ArrayLike<number>): boolean {
    return this.absorb(this.products(support));
  }

  /**
   * Narrows the annihilator to the vectors orthogonal to an observation whose products (`products`) are `q`;
   * answers whether the span grew (some product was nonzero).
   */
  absorb(q: Float64Array): boolean {
    const { basis, dimension, prime } = this;
    const cols = this.cols;
    let pivot = -1;
    for (let i = 0; i < cols; i++)
      if (q[i] !== 0) {
        pivot = i;
        break;
      }
    if (pivot < 0) return false;
    const inv = inverseMod(q[pivot]!, prime);
    const touched: number[] = [];
    const factors: number[] = [];
    for (let i = pivot + 1; i < cols; i++)
      if (q[i] !== 0) {
        touched.push(i);
        factors.push((q[i]! * inv) % prime);
      }
    // column i -= (q_i / q_pivot) · column pivot keeps it orthogonal to everything and makes it orthogonal to q
    for (let x = 0; x < dimension; x++) {
      const row = x * dimension;
      const v = basis[row + pivot]!;
      if (v === 0) continue;
      for (let t = 0; t < touched.length; t++) {
        const at = row + touched[t]!;
        let r = (basis[at]! - factors[t]! * v) % prime;
        if (r < 0) r += prime;
        basis[at] = r;
      }
    }
    // drop the pivot column: move the last active column into its place
    const last = cols - 1;
    if (pivot !== last)
      for (let x = 0; x < dimension; x++) basis[x * dimension + pivot] = basis[x * dimension + last]!;
    this.cols = last;
    return true;
  }

  /**
   * For atoms (coordinate `atom * classes + c`), the products of the annihilator with each class's vector over
   * `atoms`: row-major `cols × classes`. The vector `1_atoms ⊗ z` is in the span exactly when this matrix times z
   * is zero.
   */
  classProducts(atoms: ArrayLike<number>, classes: number): { matrix: Float64Array; rows: number } {
    const { basis, dimension, cols, prime } = this;
    const matrix = new Float64Array(cols * classes);
    for (let c = 0; c < classes; c++) {
      for (let s = 0; s < atoms.length; s++) {
        const row = (atoms[s]! * classes + c) * dimension;
        for (let i = 0; i < cols; i++) matrix[i * classes + c]! += basis[row + i]!;
      }
    }
    for (let i = 0; i < matrix.length; i++) matrix[i] = matrix[i]! % prime;
    return { matrix, rows: cols };
  }
}

/**
 * A nonzero z with `matrix · z = 0` over GF(p) (`matrix` row-major `rows × columns`), or null when the columns are
 * independent. Small `columns` (the answer classes): plain elimination on a copy.
 */
export function nullVector(
  matrix: Float64Array,
  rows: number,
  columns: number,
  prime: number,
): number[] | null {
  const m = Float64Array.from(matrix);
  const pivotCol: number[] = [];
  let r = 0;
  for (let c = 0; c < columns && r < rows; c++) {
    let found = -1;
    for (let i = r; i < rows; i++)
      if (m[i * columns + c] !== 0) {
        found = i;
        break;
      }
    if (found < 0) continue;
    for (let j = 0; j < columns; j++) {
      const a = m[r * columns + j]!;
      m[r * columns + j] = m[found * columns + j]!;
      m[found * columns + j] = a;
    }
    const inv = inverseMod(m[r * columns + c]!, prime);
    for (let j = 0; j < columns; j++) m[r * columns + j] = (m[r * columns + j]! * inv) % prime;
    for (let i = 0; i < rows; i++) {
      if (i === r) continue;
      const f = m[i * columns + c]!;
      if (f === 0) continue;
      for (let j = 0; j < columns; j++) {
        let v = (m[i * columns + j]! - f * m[r * columns + j]!) % prime;
        if (v < 0) v += prime;
        m[i * columns + j] = v;
      }
    }
    pivotCol.push(c);
    r++;
  }
  if (pivotCol.length === columns) return null;
  const free = [...Array(columns).keys()].find((c) => !pivotCol.includes(c))!;
  const z = new Array<number>(columns).fill(0);
  z[free] = 1;
  pivotCol.forEach((c, row) => {
    z[c] = (prime - m[row * columns + free]!) % prime;
  });
  return z;
}
