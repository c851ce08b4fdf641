import type { SurveyCubeInput } from '../survey-cube-input';
import type { FilterSet } from './attack-filters';
import { atomsWhere, type DateProfiles } from './attack-profiles';
import type { AnswerClasses } from './attack-sweep';
import {
  buildSpans,
  classLeak,
  type DateObservations,
  type DateSpans,
  type Observation,
  setKey,
  supportOf,
} from './attack-spaces';
import {
  type AnswerGroup,
  answerGroups,
  answerSetBoxes,
  classHistogram,
  type DescribedGroup,
  describedGroups,
} from './attack-targets';
import { SPAN_PRIMES } from './prime-span';

/** The classes of answer values that the answer filters tell apart (values no filter selects are "other"). */
export function answerClasses(itemCode: string | null, sets: readonly (readonly number[])[]): AnswerClasses {
  const signature = new Map<number, number>();
  for (let v = 1; v <= 255; v++) {
    let bits = 0;
    sets.forEach((set, i) => {
      if (set.includes(v)) bits |= 1 << i;
    });
    if (bits !== 0) signature.set(v, bits);
  }
  const classOf = new Map<number, number>();
  const classOfValue = new Int32Array(256).fill(-1);
  for (const [v, bits] of signature) {
    if (!classOf.has(bits)) classOf.set(bits, classOf.size);
    classOfValue[v] = classOf.get(bits)!;
  }
  return { itemCode, classOfValue, count: classOf.size };
}

/** Per respondent of a date, its answer class of the attacked item; `classes.count` = other. */
function respondentClasses(input: SurveyCubeInput, classes: AnswerClasses): Int32Array {
  return Int32Array.from(input.respondents, (r) => {
    const v = classes.itemCode === null ? undefined : r.answers[classes.itemCode];
    const c = v != null && Number.isInteger(v) && v >= 0 && v <= 255 ? classes.classOfValue[v]! : -1;
    return c >= 0 ? c : classes.count;
  });
}

/** The participation table's respondent counts per unit: public (docs/privacy.md "Threat model"). */
function participationCounts(profiles: DateProfiles): Observation[] {
  return [...profiles.units.values()].flatMap((unit) => {
    const atoms = atomsWhere(profiles, (a) => a.unitKey === unit.key);
    return atoms.length === 0
      ? []
      : [{ atoms, classes: 0, label: `participation table: unit ${unit.label}` }];
  });
}

/** The tests of one date over one prime. */
export interface DateJudgement {
  readonly value: boolean[];
  readonly throughCounts: boolean[];
  readonly size: boolean[];
  readonly answers: boolean[];
}

/** Which targets the spans of one prime derive (only those marked in `only`, when given). */
function judge(
  spans: DateSpans,
  groups: readonly DescribedGroup[],
  answers: readonly AnswerGroup[],
  classes: number,
  only?: DateJudgement,
): DateJudgement {
  const all = (1 << classes) - 1;
  const value = groups.map((g, i) => {
    if (only && !only.value[i]) return false;
    return (
      spans.value.contains(g.atoms) || (!!spans.classValue && !!classLeak(spans.classValue, g.atoms, classes))
    );
  });
  const throughCounts = groups.map((g, i) => {
    if (only && !only.throughCounts[i]) return false;
    return !!spans.classCount && !!classLeak(spans.classCount, g.atoms, classes);
  });
  // a size the participation table gives away is public (docs/privacy.md "Threat model"), not a breach
  const size = groups.map((g, i) =>
    only && !only.size[i] ? false : spans.count.contains(g.atoms) && !spans.publicCount.contains(g.atoms),
  );
  const answerHits = answers.map((t, i) => {
    if (only && !only.answers[i]) return false;
    const span = spans.classValue!;
    // with "other" kept, 1_G ⊗ 1_T = 1_G ⊗ 1_all − 1_G ⊗ 1_rest: the whole group's sums and the rest's (docs/privacy.md)
    if (!t.other) return span.contains(supportOf(t.group.atoms, t.mask, classes));
    const rest = all & ~t.mask;
    return (
      spans.value.contains(t.group.atoms) &&
      (rest === 0 || span.contains(supportOf(t.group.atoms, rest, classes)))
    );
  });
  return { value, throughCounts, size, answers: answerHits };
}

const both = (a: boolean[], b: boolean[]) => a.map((x, i) => x && b[i]!);
/** How many are true. */
export const count = (xs: readonly boolean[]) => xs.filter(Boolean).length;

/** One date's targets and what the attacker recovers of them. */
export interface DateOutcome {
  readonly profiles: DateProfiles;
  readonly groups: DescribedGroup[];
  readonly answers: AnswerGroup[];
  readonly judgement: DateJudgement;
  readonly spans: DateSpans;
  readonly disagreements: number;
}

/**
 * Judges one date: its described groups below k, the answer-set boxes below k (`answerSetBoxes`) and, for an admin,
 * the answer-defined groups of the described ones, tested against the spans of its observations modulo the first
 * prime; anything found there is confirmed modulo the second.
 */
export function solveDate(
  profiles: DateProfiles,
  observations: DateObservations,
  k: number,
  classes: AnswerClasses | null,
  filterMasks: readonly number[],
  scopes: readonly FilterSet[] = [],
): DateOutcome {
  const described = describedGroups(profiles, scopes);
  const groups = described.filter((g) => g.size >= 1 && g.size < k);
  // and the groups below k that answer sets on up to three dimensions describe (not narrowed by answer classes)
  const known = new Set(described.map((g) => setKey(g.atoms, 0)));
  for (const box of answerSetBoxes(profiles, k)) if (!known.has(setKey(box.atoms, 0))) groups.push(box);
  const classCount = classes?.count ?? 0;
  const answers =
    classes === null
      ? []
      : answerGroups(
          described,
          classHistogram(profiles, respondentClasses(profiles.input, classes), classCount),
          classCount,
          filterMasks,
          k,
          (mask, other) => {
            const picked: number[] = [];
            classes.classOfValue.forEach((c, v) => {
              if (c >= 0 && mask & (1 << c)) picked.push(v);
            });
            return `answer ∈ {${picked.join(',')}}${other ? ' or none of the filtered values' : ''}`;
          },
        );
  const atomCount = profiles.atoms.length;
  const publicCounts = participationCounts(profiles);
  const spans = buildSpans(observations, publicCounts, atomCount, classCount, SPAN_PRIMES[0]);
  const first = judge(spans, groups, answers, classCount);
  const found = count(first.value) + count(first.throughCounts) + count(first.size) + count(first.answers);
  if (found === 0) return { profiles, groups, answers, judgement: first, spans, disagreements: 0 };
  // a second prime confirms what the first found (a false positive needs the prime to divide a determinant)
  const second = judge(
    buildSpans(observations, publicCounts, atomCount, classCount, SPAN_PRIMES[1]),
    groups,
    answers,
    classCount,
    first,
  );
  const judgement: DateJudgement = {
    value: both(first.value, second.value),
    throughCounts: both(first.throughCounts, second.throughCounts),
    size: both(first.size, second.size),
    answers: both(first.answers, second.answers),
  };
  const confirmed =
    count(judgement.value) +
    count(judgement.throughCounts) +
    count(judgement.size) +
    count(judgement.answers);
  return { profiles, groups, answers, judgement, spans, disagreements: found - confirmed };
}
