import type { DateOutcome } from './attack-solver';
import type { AnswerClasses } from './attack-sweep';
import { classLeak, type DateObservations, type Observation, setKey, supportOf } from './attack-spaces';
import { inverseMod, SPAN_PRIMES } from './prime-span';

/** One observation of a combination that derives a group, with its coefficient (a whole number or "a/b"). */
export interface CombinationTerm {
  readonly coefficient: number | string;
  readonly observation: string;
}

/** Work above which a combination is not expanded (rows × basis² of the elimination). */
const SOLVE_BUDGET = 3e8;

/** A residue as a small signed number when it is one (−1 rather than p − 1). */
const signed = (c: number, prime: number) => (c > prime / 2 ? c - prime : c);

/**
 * A residue as the fraction a/b it stands for (rational reconstruction: |a|, b ≤ √(p/2), found by the extended
 * Euclid steps), e.g. p − 1 → −1 and (p + 1) / 2 → "1/2"; the signed residue when no such fraction exists.
 */
export function coefficientOf(c: number, prime: number): number | string {
  const bound = Math.sqrt(prime / 2);
  let [r0, r1] = [prime, c];
  let [t0, t1] = [0, 1];
  while (r1 > bound) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  if (Math.abs(t1) > bound || t1 === 0) return signed(c, prime);
  const [a, b] = t1 < 0 ? [-r1, -t1] : [r1, t1];
  return b === 1 ? a : `${a}/${b}`;
}

/** The difference of two ascending atom lists, or null when `small` is not inside `big`. */
function without(big: Int32Array, small: Int32Array): Int32Array | null {
  const out: number[] = [];
  let j = 0;
  for (const a of big) {
    if (j < small.length && small[j] === a) j++;
    else out.push(a);
  }
  return j === small.length ? Int32Array.from(out) : null;
}

/**
 * The simplest ways a set is derived: shown itself, or as one observed set minus another (over the same answer
 * classes, or the same atoms over two nested answer filters). Null when neither exists.
 */
export function simpleCombination(
  store: ReadonlyMap<string, Observation>,
  atoms: Int32Array,
  classes: number,
): CombinationTerm[] | null {
  const direct = store.get(setKey(atoms, classes));
  if (direct) return [{ coefficient: 1, observation: direct.label }];
  for (const o of store.values()) {
    if (o.classes === classes) {
      const rest = without(o.atoms, atoms);
      const other = rest && rest.length > 0 ? store.get(setKey(rest, classes)) : undefined;
      if (other)
        return [
          { coefficient: 1, observation: o.label },
          { coefficient: -1, observation: other.label },
        ];
    }
    if (classes !== 0 && (o.classes & classes) === classes && o.classes !== classes) {
      if (setKey(o.atoms, 0) !== setKey(atoms, 0)) continue;
      const other = store.get(setKey(atoms, o.classes & ~classes));
      if (other)
        return [
          { coefficient: 1, observation: o.label },
          { coefficient: -1, observation: other.label },
        ];
    }
  }
  return null;
}

/**
 * The coefficients that combine a basis (independent observations) into `target` over GF(p), by elimination on the
 * `dimension × basis` system; null when the work would exceed the budget or the target is outside their span.
 */
export function basisCombination(
  basis: readonly Observation[],
  target: Float64Array,
  classes: number,
  prime: number,
): CombinationTerm[] | null {
  const dimension = target.length;
  const r = basis.length;
  if (dimension * r * r > SOLVE_BUDGET) return null;
  // augmented matrix, row-major: dimension rows × (r + 1) columns
  const width = r + 1;
  const m = new Float64Array(dimension * width);
  basis.forEach((o, j) => {
    const support = classes === 0 ? o.atoms : supportOf(o.atoms, o.classes, classes);
    for (const x of support) m[x * width + j] = 1;
  });
  for (let x = 0; x < dimension; x++) m[x * width + r] = ((target[x]! % prime) + prime) % prime;
  let row = 0;
  const pivotRow: number[] = [];
  for (let col = 0; col < r; col++) {
    let found = -1;
    for (let i = row; i < dimension; i++)
      if (m[i * width + col] !== 0) {
        found = i;
        break;
      }
    if (found < 0) return null;
    for (let j = 0; j < width; j++) {
      const t = m[row * width + j]!;
      m[row * width + j] = m[found * width + j]!;
      m[found * width + j] = t;
    }
    const inv = inverseMod(m[row * width + col]!, prime);
    for (let j = 0; j < width; j++) m[row * width + j] = (m[row * width + j]! * inv) % prime;
    for (let i = 0; i < dimension; i++) {
      if (i === row) continue;
      const f = m[i * width + col]!;
      if (f === 0) continue;
      for (let j = col; j < width; j++) {
        let v = (m[i * width + j]! - f * m[row * width + j]!) % prime;
        if (v < 0) v += prime;
        m[i * width + j] = v;
      }
    }
    pivotRow.push(row);
    row++;
  }
  for (let i = row; i < dimension; i++) if (m[i * width + r] !== 0) return null;
  const terms: CombinationTerm[] = [];
  basis.forEach((o, j) => {
    const c = m[pivotRow[j]! * width + r]!;
    if (c !== 0) terms.push({ coefficient: coefficientOf(c, prime), observation: o.label });
  });
  return terms;
}

/** A recovered group and the observations that combine to it (for debugging). */
export interface RecoveredExample {
  readonly date: string;
  readonly group: string;
  readonly size: number;
  /** `value`: its answer sums; `answers`: an answer statistic of it; `size`: its size. */
  readonly level: 'value' | 'answers' | 'size';
  /** Observations with coefficients whose combination is the group; null when too large to expand here. */
  readonly combination: readonly CombinationTerm[] | null;
}

/** The answer values of each class (for labels): class c → its values. */
function classValues(classes: AnswerClasses): number[][] {
  const out: number[][] = Array.from({ length: classes.count }, () => []);
  classes.classOfValue.forEach((c, v) => {
    if (c >= 0) out[c]!.push(v);
  });
  return out;
}

/**
 * Explains a few recovered groups, the worst first (answer sums, then answer statistics, then answer-defined
 * groups, then sizes): the observations whose combination derives each.
 */
export function examplesOf(
  outcomes: readonly DateOutcome[],
  observations: ReadonlyMap<number, DateObservations>,
  classes: AnswerClasses | null,
  wanted: number,
): RecoveredExample[] {
  const out: RecoveredExample[] = [];
  const classCount = classes?.count ?? 0;
  const values = classes ? classValues(classes) : [];
  const prime = SPAN_PRIMES[0];
  const dense = (support: ArrayLike<number>, dimension: number) => {
    const v = new Float64Array(dimension);
    for (let i = 0; i < support.length; i++) v[support[i]!] = 1;
    return v;
  };
  const passes: ((o: DateOutcome) => void)[] = [
    (o) =>
      o.groups.forEach((g, i) => {
        if (out.length >= wanted || !o.judgement.value[i] || !o.spans.value.contains(g.atoms)) return;
        const store = observations.get(o.profiles.surveyDateId)!;
        const combination =
          simpleCombination(store.value, g.atoms, 0) ??
          basisCombination(
            o.spans.basis.get(o.spans.value)!,
            dense(g.atoms, o.profiles.atoms.length),
            0,
            prime,
          );
        out.push({
          date: o.profiles.input.survey_date.date,
          group: g.label,
          size: g.size,
          level: 'value',
          combination,
        });
      }),
    (o) =>
      o.groups.forEach((g, i) => {
        if (out.length >= wanted || !(o.judgement.value[i] || o.judgement.throughCounts[i])) return;
        const span =
          o.spans.classValue && classLeak(o.spans.classValue, g.atoms, classCount)
            ? o.spans.classValue
            : o.spans.classCount;
        const z = span ? classLeak(span, g.atoms, classCount) : null;
        if (!span || !z) return;
        const target = new Float64Array(o.profiles.atoms.length * classCount);
        for (const a of g.atoms) for (let c = 0; c < classCount; c++) target[a * classCount + c] = z[c]!;
        const weights = z
          .map((w, c) => (w === 0 ? '' : `${coefficientOf(w, prime)}×[answer ∈ {${values[c]!.join(',')}}]`))
          .filter(Boolean)
          .join(' + ');
        out.push({
          date: o.profiles.input.survey_date.date,
          group: `${g.label}: ${span === o.spans.classValue ? 'sums' : 'counts'} of ${weights}`,
          size: g.size,
          level: 'answers',
          combination: basisCombination(o.spans.basis.get(span)!, target, classCount, prime),
        });
      }),
    (o) =>
      o.answers.forEach((t, i) => {
        if (out.length >= wanted || !o.judgement.answers[i]) return;
        const store = observations.get(o.profiles.surveyDateId)!;
        const combination = t.other ? null : simpleCombination(store.value, t.group.atoms, t.mask);
        out.push({
          date: o.profiles.input.survey_date.date,
          group: t.label,
          size: t.size,
          level: 'value',
          combination,
        });
      }),
    (o) =>
      o.groups.forEach((g, i) => {
        if (out.length >= wanted || !o.judgement.size[i]) return;
        const store = observations.get(o.profiles.surveyDateId)!;
        const combination =
          simpleCombination(store.count, g.atoms, 0) ??
          basisCombination(
            o.spans.basis.get(o.spans.count)!,
            dense(g.atoms, o.profiles.atoms.length),
            0,
            prime,
          );
        out.push({
          date: o.profiles.input.survey_date.date,
          group: g.label,
          size: g.size,
          level: 'size',
          combination,
        });
      }),
  ];
  for (const pass of passes) for (const o of outcomes) pass(o);
  return out;
}
