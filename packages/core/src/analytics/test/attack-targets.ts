import { categoryAtoms, categoryLabel, dateCategories } from './attack-categories';
import { type FilterSet, filterFamily, populationAtoms, subsetsOf } from './attack-filters';
import { atomsWhere, type DateProfiles, intersect, sizeOf } from './attack-profiles';
import { setKey } from './attack-spaces';

/** A group of one date described by the attacker's filters and breakdowns. */
export interface DescribedGroup {
  readonly dateId: number;
  readonly atoms: Int32Array;
  readonly size: number;
  readonly label: string;
}

/**
 * An answer-defined group (admins): the people of a described group whose answer to the attacked item falls in
 * some answer classes (`mask`) or is none of them (`other`: skipped, or a value no filter selects).
 */
export interface AnswerGroup {
  readonly group: DescribedGroup;
  readonly mask: number;
  readonly other: boolean;
  /** Its true size (the harness's knowledge, not the attacker's). */
  readonly size: number;
  readonly label: string;
}

/**
 * Every group a filter set of the family, optionally with one breakdown category (worker group, unit, demography
 * answer), describes on a date, deduplicated by its people; the empty ones left out. With scoped viewers' scopes
 * (docs/privacy.md "Rule 10"), also every such group within each scope: what a manager names inside their scope.
 */
export function describedGroups(profiles: DateProfiles, scopes: readonly FilterSet[] = []): DescribedGroup[] {
  const categories = dateCategories(profiles).map((c) => ({
    atoms: categoryAtoms(profiles, c),
    label: categoryLabel(c),
  }));
  const found = new Map<string, DescribedGroup>();
  const add = (atoms: Int32Array, label: string) => {
    if (atoms.length === 0) return;
    const key = setKey(atoms, 0);
    if (!found.has(key))
      found.set(key, { dateId: profiles.surveyDateId, atoms, size: sizeOf(profiles, atoms), label });
  };
  const family = filterFamily(profiles.input);
  const scoped = scopes.flatMap((scope) =>
    family.map((f) => ({
      selectors: [...scope.selectors, ...f.selectors],
      label: f.selectors.length === 0 ? scope.label : `${scope.label} ∧ ${f.label}`,
    })),
  );
  for (const filters of [...family, ...scoped]) {
    const population = populationAtoms(profiles, filters);
    add(population, filters.label);
    for (const c of categories) add(intersect(population, c.atoms), `${filters.label} ∧ ${c.label}`);
  }
  return [...found.values()];
}

/** The most dimensions an answer-set box combines: the three docs/privacy.md "Rule 3" guarantees. */
const BOX_DIMENSIONS = 3;

/**
 * The groups of 1..k-1 people that answer-set boxes describe (docs/privacy.md "Rule 3", "The audit"): up to three
 * dimensions (worker group, each demography), each a set of its answers a filter can pick — one answer, two, all but
 * one, or all — for example "Site ∈ {Budapest, Szeged} ∧ Age ∈ {Age 1, Age 4} ∧ Tenure = Tenure 2". The family's
 * filters take a set of answers on one dimension only; these are what several such filters together describe.
 */
export function answerSetBoxes(profiles: DateProfiles, k: number): DescribedGroup[] {
  const input = profiles.input;
  const dimensions: { selections: { atoms: Int32Array; label: string }[] }[] = [];
  const selectionsOf = <T>(
    values: readonly T[],
    label: (picked: T[]) => string,
    has: (picked: T[]) => Int32Array,
  ) => subsetsOf(values).map((picked) => ({ atoms: has(picked), label: label(picked) }));
  const groups = input.worker_groups;
  dimensions.push({
    selections: selectionsOf(
      groups.map((g) => g.id),
      (ids) => `worker group ∈ {${ids.map((id) => groups.find((g) => g.id === id)?.name ?? id).join(', ')}}`,
      (ids) => atomsWhere(profiles, (a) => a.workerGroupId !== null && ids.includes(a.workerGroupId)),
    ),
  });
  for (const d of profiles.demographies)
    dimensions.push({
      selections: selectionsOf(
        d.answers.map((a) => a.name),
        (names) => `${d.code} ∈ {${names.join(', ')}}`,
        (names) => atomsWhere(profiles, (a) => names.includes(a.answers.get(d.code)?.name ?? '\u0000')),
      ),
    });
  const found = new Map<string, DescribedGroup>();
  const walk = (from: number, atoms: Int32Array | null, labels: string[]) => {
    if (atoms !== null) {
      const size = sizeOf(profiles, atoms);
      if (size === 0) return; // narrowing an empty box keeps it empty
      if (size < k && labels.length > 1) {
        const key = setKey(atoms, 0);
        if (!found.has(key))
          found.set(key, { dateId: profiles.surveyDateId, atoms, size, label: labels.join(' ∧ ') });
      }
    }
    if (labels.length === BOX_DIMENSIONS) return;
    for (let d = from; d < dimensions.length; d++)
      for (const s of dimensions[d]!.selections)
        walk(d + 1, atoms === null ? s.atoms : intersect(atoms, s.atoms), [...labels, s.label]);
  };
  walk(0, null, []);
  return [...found.values()];
}

/**
 * Per atom, how many of its respondents fall in each answer class of the attacked item, the last column being
 * "other" (`histogram[atom * (classes + 1) + c]`).
 */
export function classHistogram(
  profiles: DateProfiles,
  classOfRespondent: Int32Array,
  classes: number,
): Int32Array {
  const histogram = new Int32Array(profiles.atoms.length * (classes + 1));
  profiles.membersOf.forEach((members, a) => {
    for (const r of members) histogram[a * (classes + 1) + classOfRespondent[r]!]!++;
  });
  return histogram;
}

/**
 * The answer-defined groups below k: each described group with each answer filter's classes, their complements
 * (other included), each single class and "other", keeping those with 1..k-1 people.
 */
export function answerGroups(
  groups: readonly DescribedGroup[],
  histogram: Int32Array,
  classes: number,
  filterMasks: readonly number[],
  k: number,
  maskLabel: (mask: number, other: boolean) => string,
): AnswerGroup[] {
  const all = (1 << classes) - 1;
  const selections = new Map<string, { mask: number; other: boolean }>();
  const select = (mask: number, other: boolean) => {
    if (mask === all && other) return; // the whole group: a described group of its own
    if (mask === 0 && !other) return;
    selections.set(`${mask}/${other}`, { mask, other });
  };
  for (const m of filterMasks) {
    select(m, false);
    select(all & ~m, true);
  }
  for (let c = 0; c < classes; c++) select(1 << c, false);
  select(0, true);
  const out: AnswerGroup[] = [];
  for (const group of groups) {
    for (const { mask, other } of selections.values()) {
      let size = 0;
      for (const a of group.atoms) {
        const row = a * (classes + 1);
        for (let c = 0; c < classes; c++) if (mask & (1 << c)) size += histogram[row + c]!;
        if (other) size += histogram[row + classes]!;
      }
      if (size >= 1 && size < k)
        out.push({
          group,
          mask,
          other,
          size,
          label: `${group.label} ∧ ${maskLabel(mask, other)}`,
        });
    }
  }
  return out;
}
