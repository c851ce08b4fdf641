import type { GraphFilter } from '../../schemas/graph-query';
import type { SurveyCubeInput } from '../survey-cube-input';
import { type AtomProfile, atomsWhere, type DateProfiles } from './attack-profiles';

/** One filter in date-independent terms (graphs.md "As implemented" 4): worker groups by id, answers by name. */
export type PortableSelector =
  | { readonly kind: 'worker_group'; readonly ids: readonly number[] }
  | { readonly kind: 'demography'; readonly code: string; readonly names: readonly string[] };

/** A set of filters of the attacker's family, with a readable label for examples. */
export interface FilterSet {
  readonly selectors: readonly PortableSelector[];
  readonly label: string;
}

/** No filter: everyone of a date. */
export const NO_FILTER: FilterSet = { selectors: [], label: 'everyone' };

/** A selector's label: `Age ∈ {A, B}`. */
const labelOf = (s: PortableSelector, input: SurveyCubeInput) =>
  s.kind === 'worker_group'
    ? `worker group ∈ {${s.ids.map((id) => input.worker_groups.find((g) => g.id === id)?.name ?? id).join(', ')}}`
    : `${s.code} ∈ {${s.names.join(', ')}}`;

/** The subsets of a list the family filters by: singles, pairs, all but one, and all (deduplicated). */
export function subsetsOf<T>(items: readonly T[]): T[][] {
  const out = new Map<string, T[]>();
  const add = (picked: number[]) => {
    if (picked.length > 0)
      out.set(
        picked.join(','),
        picked.map((i) => items[i]!),
      );
  };
  const n = items.length;
  for (let i = 0; i < n; i++) add([i]);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) add([i, j]);
  for (let i = 0; i < n; i++) add([...Array(n).keys()].filter((x) => x !== i));
  add([...Array(n).keys()]);
  return [...out.values()];
}

/**
 * The attacker's filter sets on a date (the anchor of a query): no filter; every single filter — each demography
 * with every single answer, every pair of answers, every "all but one" and all answers; each worker group and the
 * pairs of worker groups — and every pair of single-answer filters on two different dimensions.
 */
export function filterFamily(anchor: SurveyCubeInput): FilterSet[] {
  const dimensions: PortableSelector[][] = [];
  const groups = anchor.worker_groups.map((g) => g.id);
  dimensions.push(subsetsOf(groups).map((ids) => ({ kind: 'worker_group', ids })));
  for (const d of [...anchor.demographies].sort((a, b) => a.order - b.order)) {
    const names = d.answers.map((a) => a.name);
    dimensions.push(subsetsOf(names).map((picked) => ({ kind: 'demography', code: d.code, names: picked })));
  }
  const set = (selectors: PortableSelector[]): FilterSet => ({
    selectors,
    label: selectors.map((s) => labelOf(s, anchor)).join(' ∧ '),
  });
  const singles = dimensions.flatMap((dimension) => dimension.map((s) => set([s])));
  const oneValue = dimensions.map((dimension) =>
    dimension.filter((s) => (s.kind === 'worker_group' ? s.ids.length : s.names.length) === 1),
  );
  const pairs: FilterSet[] = [];
  for (let a = 0; a < oneValue.length; a++)
    for (let b = a + 1; b < oneValue.length; b++)
      for (const x of oneValue[a]!) for (const y of oneValue[b]!) pairs.push(set([x, y]));
  return [NO_FILTER, ...singles, ...pairs];
}

/** Whether an atom passes a selector on its date (graphs.md "Filters", "As implemented" 4). */
function passes(atom: AtomProfile, selector: PortableSelector, profiles: DateProfiles): boolean {
  if (selector.kind === 'worker_group')
    return (
      atom.workerGroupId !== null &&
      selector.ids.includes(atom.workerGroupId) &&
      profiles.input.worker_groups.some((g) => g.id === atom.workerGroupId)
    );
  const answer = atom.answers.get(selector.code);
  return answer != null && selector.names.includes(answer.name);
}

/** The atoms of a date in a filter set's population. */
export function populationAtoms(profiles: DateProfiles, filters: FilterSet): Int32Array {
  return atomsWhere(profiles, (atom) => filters.selectors.every((s) => passes(atom, s, profiles)));
}

/** The request filters of a filter set in the ids of one date, or null when that date cannot express it. */
export function requestFilters(filters: FilterSet, anchor: SurveyCubeInput): GraphFilter[] | null {
  const out: GraphFilter[] = [];
  for (const s of filters.selectors) {
    if (s.kind === 'worker_group') {
      out.push({ type: 'worker_group', worker_group_ids: [...s.ids] });
      continue;
    }
    const d = anchor.demographies.find((x) => x.code === s.code);
    const ids = d?.answers.filter((a) => s.names.includes(a.name)).map((a) => a.id) ?? [];
    if (!d || ids.length !== s.names.length) return null;
    out.push({ type: 'demography', demography_id: d.id, demography_answer_ids: ids });
  }
  return out;
}
