import { isIndexTopic } from '../../indexes/topic-items';
import type { SurveyCubeInput } from '../survey-cube-input';
import type { PortableSelector } from './attack-filters';
import { atomsWhere, type DateProfiles, type UnitProfile } from './attack-profiles';

/** A breakdown category as the attacker resolves it on a date. */
export type CategoryRef =
  | { readonly kind: 'worker_group'; readonly id: number }
  | { readonly kind: 'unit'; readonly key: string }
  | { readonly kind: 'answer'; readonly code: string; readonly name: string };

/** The atoms of a category on a date. */
export function categoryAtoms(profiles: DateProfiles, category: CategoryRef): Int32Array {
  switch (category.kind) {
    case 'worker_group':
      return atomsWhere(profiles, (a) => a.workerGroupId === category.id);
    case 'unit':
      return atomsWhere(profiles, (a) => a.unitKey === category.key);
    case 'answer':
      return atomsWhere(profiles, (a) => a.answers.get(category.code)?.name === category.name);
  }
}

/** Every category of a date: worker groups, units and each demography's answers. */
export function dateCategories(profiles: DateProfiles): CategoryRef[] {
  return [
    ...profiles.input.worker_groups.map((g): CategoryRef => ({ kind: 'worker_group', id: g.id })),
    ...[...profiles.units.keys()].map((key): CategoryRef => ({ kind: 'unit', key })),
    ...profiles.demographies.flatMap((d) =>
      d.answers.map((a): CategoryRef => ({ kind: 'answer', code: d.code, name: a.name })),
    ),
  ];
}

/** A category's label for examples. */
export function categoryLabel(category: CategoryRef): string {
  if (category.kind === 'worker_group') return `worker group ${category.id}`;
  if (category.kind === 'unit') return `unit ${category.key}`;
  return `${category.code} = ${category.name}`;
}

/**
 * The unit a commitment_ranking category label names (docs/graphs.md "As implemented" 3): the units with a
 * respondent on a date of the request in a worker group its worker-group filter keeps are candidates; a label is
 * the unit label, or "label (worker group)" when two listed units share it. Throws when no single unit fits, so a
 * change in how units are listed fails loudly until the attacker learns it.
 */
export function unitOfLabel(
  label: string,
  dates: readonly DateProfiles[],
  selectors: readonly PortableSelector[],
): UnitProfile {
  const groups = selectors.flatMap((s) => (s.kind === 'worker_group' ? [s.ids] : []));
  const key = `${dates.map((d) => d.surveyDateId).join(',')}|${groups.map((g) => g.join(',')).join(';')}`;
  let byLabel = unitLabelCache.get(dates[0]!)?.get(key);
  if (!byLabel) {
    byLabel = unitLabels(dates, groups);
    const cache = unitLabelCache.get(dates[0]!) ?? new Map<string, Map<string, UnitProfile[]>>();
    cache.set(key, byLabel);
    unitLabelCache.set(dates[0]!, cache);
  }
  const found = byLabel.get(label) ?? [];
  if (found.length !== 1)
    throw new Error(`the attacker cannot tell which unit "${label}" is (${found.length} fit)`);
  return found[0]!;
}

const unitLabelCache = new WeakMap<DateProfiles, Map<string, Map<string, UnitProfile[]>>>();

/** The units that a label can name: by "label (worker group)" where that is unique, else by the plain label. */
function unitLabels(dates: readonly DateProfiles[], groups: readonly (readonly number[])[]) {
  const candidates = new Map<string, UnitProfile>();
  for (const profiles of dates) {
    const present = new Set(profiles.atoms.map((a) => a.unitKey));
    for (const unit of profiles.units.values())
      if (present.has(unit.key) && groups.every((ids) => ids.includes(unit.workerGroupId)))
        candidates.set(unit.key, unit);
  }
  const groupName = (unit: UnitProfile) =>
    dates
      .map((p) => p.input.worker_groups.find((g) => g.id === unit.workerGroupId)?.name)
      .find((n) => n !== undefined) ?? '';
  const plain = new Map<string, UnitProfile[]>();
  const suffixed = new Map<string, UnitProfile[]>();
  for (const unit of candidates.values()) {
    plain.set(unit.label, [...(plain.get(unit.label) ?? []), unit]);
    const long = `${unit.label} (${groupName(unit)})`;
    suffixed.set(long, [...(suffixed.get(long) ?? []), unit]);
  }
  const byLabel = new Map(plain);
  for (const [long, units] of suffixed) if (units.length === 1) byLabel.set(long, units);
  return byLabel;
}

const codeCache = new WeakMap<SurveyCubeInput, Map<string, readonly string[]>>();

/** Item codes of a date computed once per key (the readers ask for them on every value). */
function cachedCodes(input: SurveyCubeInput, key: string, compute: () => string[]): readonly string[] {
  let cache = codeCache.get(input);
  if (!cache) {
    cache = new Map();
    codeCache.set(input, cache);
  }
  let codes = cache.get(key);
  if (!codes) {
    codes = [...new Set(compute())];
    cache.set(key, codes);
  }
  return codes;
}

const codesOf = (topics: SurveyCubeInput['topics']) => topics.flatMap((t) => t.questions.map((q) => q.code));

/** The item codes behind the engagement index on a date: the commitment topics' items (graphs.md "Numbers"). */
export const engagementCodes = (input: SurveyCubeInput) =>
  cachedCodes(input, 'engagement', () => codesOf(input.topics.filter((t) => t.is_commitment)));

/** The item codes behind the satisfaction index on a date: the index topics' items (graphs.md "Numbers"). */
export const satisfactionCodes = (input: SurveyCubeInput) =>
  cachedCodes(input, 'satisfaction', () => codesOf(input.topics.filter(isIndexTopic)));

/** The item codes of the topics of a name on a date (same-named topics pool, graphs.md finer point 6). */
export const topicCodes = (input: SurveyCubeInput, name: string) =>
  cachedCodes(input, `topic|${name}`, () => codesOf(input.topics.filter((t) => t.name === name)));

/** The item codes of the items of a name on a date. */
export const itemCodes = (input: SurveyCubeInput, name: string) =>
  cachedCodes(input, `item|${name}`, () =>
    input.topics.flatMap((t) => t.questions.filter((q) => q.name === name).map((q) => q.code)),
  );
