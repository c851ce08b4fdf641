import { AnnihilatorSpan, nullVector } from './prime-span';

/**
 * One observed set: atoms of a date and, for an admin's answer filter, the answer classes it keeps (a bit mask over
 * the classes; 0 = no answer filter).
 */
export interface Observation {
  readonly atoms: Int32Array;
  readonly classes: number;
  readonly label: string;
}

/** A date's observations, deduplicated by set, at the two levels the attacker keeps. */
export interface DateObservations {
  readonly value: Map<string, Observation>;
  readonly count: Map<string, Observation>;
}

/** A new, empty observation store. */
export const emptyObservations = (): DateObservations => ({ value: new Map(), count: new Map() });

const atomKeys = new WeakMap<Int32Array, string>();

/** The key of a set (atoms with a class mask): equal sets, equal keys. */
export function setKey(atoms: Int32Array, classes: number): string {
  let key = atomKeys.get(atoms);
  if (key === undefined) {
    key = atoms.join(',');
    atomKeys.set(atoms, key);
  }
  return `${classes}:${key}`;
}

/** Records an observation once (the first that showed the set labels it, for examples). */
export function observe(
  store: Map<string, Observation>,
  atoms: Int32Array,
  classes: number,
  label: () => string,
): void {
  const key = setKey(atoms, classes);
  if (!store.has(key)) store.set(key, { atoms, classes, label: label() });
}

/** The coordinates of `1_atoms ⊗ 1_mask` in the atoms × classes space. */
export function supportOf(atoms: ArrayLike<number>, mask: number, classes: number): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < atoms.length; i++)
    for (let c = 0; c < classes; c++) if (mask & (1 << c)) out.push(atoms[i]! * classes + c);
  return Int32Array.from(out);
}

/**
 * The spans of one date over one prime (docs/privacy.md, the attacker's model): what the unfiltered observations
 * give over atoms (`value`, `count`, the latter with the public participation counts), and, for an admin, what the
 * answer-filtered ones give over atoms × answer classes (`classValue`, `classCount`). Each remembers which
 * observations grew it (a basis, for examples).
 */
export interface DateSpans {
  readonly value: AnnihilatorSpan;
  readonly count: AnnihilatorSpan;
  /** The public counts alone (docs/privacy.md: the participation table's sizes are no breach). */
  readonly publicCount: AnnihilatorSpan;
  readonly classValue: AnnihilatorSpan | null;
  readonly classCount: AnnihilatorSpan | null;
  readonly basis: Map<AnnihilatorSpan, Observation[]>;
}

function fillAtoms(span: AnnihilatorSpan, observations: Iterable<Observation>, basis: Observation[]): void {
  for (const o of observations) if (o.classes === 0 && span.add(o.atoms)) basis.push(o);
}

/**
 * Adds the answer-filtered observations to an atoms × classes span, grouped by atom set: the per-class products of a
 * set are summed once, and each answer filter of that set only adds up its classes (recomputed when the span grows).
 */
function fillClasses(
  span: AnnihilatorSpan,
  observations: Iterable<Observation>,
  classes: number,
  basis: Observation[],
): void {
  const byAtoms = new Map<string, Observation[]>();
  for (const o of observations) {
    if (o.classes === 0) continue;
    const key = setKey(o.atoms, 0);
    const list = byAtoms.get(key) ?? [];
    list.push(o);
    byAtoms.set(key, list);
  }
  for (const list of byAtoms.values()) {
    let products = span.classProducts(list[0]!.atoms, classes);
    for (const o of list) {
      const q = new Float64Array(products.rows);
      for (let i = 0; i < products.rows; i++) {
        let sum = 0;
        for (let c = 0; c < classes; c++) if (o.classes & (1 << c)) sum += products.matrix[i * classes + c]!;
        q[i] = sum % span.prime;
      }
      if (span.absorb(q)) {
        basis.push(o);
        products = span.classProducts(o.atoms, classes);
      }
    }
  }
}

/**
 * Builds a date's spans over a prime from its observations and the public counts (the participation table's unit
 * sizes); `classes` is 0 for a user (no answer filters).
 */
export function buildSpans(
  observations: DateObservations,
  publicCounts: readonly Observation[],
  atomCount: number,
  classes: number,
  prime: number,
): DateSpans {
  const basis = new Map<AnnihilatorSpan, Observation[]>();
  const make = (dimension: number) => {
    const span = new AnnihilatorSpan(dimension, prime);
    basis.set(span, []);
    return span;
  };
  const value = make(atomCount);
  const count = make(atomCount);
  const publicCount = make(atomCount);
  fillAtoms(value, observations.value.values(), basis.get(value)!);
  fillAtoms(publicCount, publicCounts, basis.get(publicCount)!);
  fillAtoms(count, publicCounts, basis.get(count)!);
  fillAtoms(count, observations.count.values(), basis.get(count)!);
  if (classes === 0) return { value, count, publicCount, classValue: null, classCount: null, basis };
  const classValue = make(atomCount * classes);
  const classCount = make(atomCount * classes);
  fillClasses(classValue, observations.value.values(), classes, basis.get(classValue)!);
  fillClasses(classCount, observations.count.values(), classes, basis.get(classCount)!);
  return { value, count, publicCount, classValue, classCount, basis };
}

/** A nonzero z over the answer classes with `1_atoms ⊗ z` in the span, or null (some answer statistic of the atoms). */
export function classLeak(span: AnnihilatorSpan, atoms: ArrayLike<number>, classes: number): number[] | null {
  const { matrix, rows } = span.classProducts(atoms, classes);
  return nullVector(matrix, rows, classes, span.prime);
}
