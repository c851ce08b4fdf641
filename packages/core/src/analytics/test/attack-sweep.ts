import { formatSurveyDate } from '../../dates/survey-date-format';
import type { ChartGraphSlug, GraphFilter } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { buildSurveyCube } from '../build-survey-cube';
import { computeGraph } from '../compute-graph';
import type { GraphEngineOptions } from '../graph-options';
import type { SurveyCube } from '../survey-cube';
import type { SurveyCubeInput } from '../survey-cube-input';
import { type CategoryRef, categoryAtoms } from './attack-categories';
import { type FilterSet, populationAtoms } from './attack-filters';
import { queryLabel, READERS, type Slot } from './attack-observations';
import { type DateProfiles, intersect } from './attack-profiles';
import { type AttackQuery, attackQueries, type SweepOptions } from './attack-queries';
import { type DateObservations, emptyObservations, setKey } from './attack-spaces';

/** The engine under attack: the working tree's by default, or another checkout's (the benchmark's "before"). */
export interface AttackEngine {
  readonly computeGraph: (
    request: AttackQuery['request'],
    cubes: readonly SurveyCube[],
    options: GraphEngineOptions,
  ) => GraphResponse;
  readonly buildSurveyCube: (input: SurveyCubeInput) => SurveyCube;
}

/** The engine of this working tree. */
export const CURRENT_ENGINE: AttackEngine = { computeGraph, buildSurveyCube };

/**
 * What the rules withhold of some values, against the truth: `values` have respondents behind them (someone who
 * answered an item behind the value), `withheld` of them came back null; `kOnly` are the values a tool that only
 * withholds values of fewer than k contributors would show (k or more answered an item behind it), and `secondary`
 * are those of them that came back null — what the model hides beyond k (docs/privacy.md "What it costs").
 */
export interface WithheldCount {
  values: number;
  withheld: number;
  kOnly: number;
  secondary: number;
  /**
   * Of `secondary`, the values with a part counted over 1..k-1 contributors: the items behind the value asked of only
   * some worker groups, answered by 1..k-1 people of the value's set in those groups (docs/privacy.md "Rule 9"
   * withholds such a value whatever covers are chosen; a k-only tool that counts contributors per value shows it).
   */
  narrowedBelowK: number;
}

/** Per graph, the withheld counts. */
export type WithheldTally = Record<ChartGraphSlug, WithheldCount>;

/** What a query filters by, for the withheld share per kind of query. */
export type FilterKind = 'no filter' | 'one filter' | 'two filters' | 'answer filter';

/** The same tally per kind of query, over every graph. */
export type WithheldByFilters = Record<FilterKind, WithheldCount>;

/**
 * The everyday kinds of query the privacy issue's shares are quoted for: no filter; one worker group; one answer of
 * a survey demography; one unit (one answer of a collector demography: a site, a department); two single answers of
 * two dimensions; an admin's answer filter alone; anything else (several answers of one dimension, an answer filter
 * with other filters).
 */
export const QUERY_KINDS = [
  'no filter',
  'one worker group',
  'one demography answer',
  'one unit',
  'two demography answers',
  'admin answer filter',
  'other',
] as const;
/** One of `QUERY_KINDS`. */
export type QueryKind = (typeof QUERY_KINDS)[number];

/** The same tally per everyday kind of query, over every graph. */
export type WithheldByKind = Record<QueryKind, WithheldCount>;

const emptyCount = (): WithheldCount => ({
  values: 0,
  withheld: 0,
  kOnly: 0,
  secondary: 0,
  narrowedBelowK: 0,
});

const filterKindOf = (query: AttackQuery): FilterKind =>
  query.answerValues !== null
    ? 'answer filter'
    : (['no filter', 'one filter', 'two filters'] as const)[Math.min(query.filters.selectors.length, 2)]!;

function queryKindOf(query: AttackQuery): QueryKind {
  const selectors = query.filters.selectors;
  if (query.answerValues !== null) return selectors.length === 0 ? 'admin answer filter' : 'other';
  if (selectors.length === 0) return 'no filter';
  const single = selectors.every((s) => (s.kind === 'worker_group' ? s.ids : s.names).length === 1);
  if (!single) return 'other';
  if (selectors.length === 2) return 'two demography answers';
  if (selectors.length > 2) return 'other';
  const [only] = selectors;
  if (only!.kind === 'worker_group') return 'one worker group';
  const anchor = query.dates[query.dates.length - 1]!;
  const type = anchor.demographies.find((d) => d.code === only!.code)?.type;
  return type === 'collector' ? 'one unit' : 'one demography answer';
}

/** What a sweep saw: observations per date, and counts of what it asked. */
export interface SweepResult {
  readonly observations: Map<number, DateObservations>;
  /** Requests sent to the engine (those whose population is empty on every date are not sent). */
  readonly queries: number;
  /** Requests the engine refused (a `GraphEngineError`): the attacker learns nothing from them. */
  readonly refused: number;
  readonly withheld: WithheldTally | null;
  readonly withheldByFilters: WithheldByFilters | null;
  readonly withheldByKind: WithheldByKind | null;
}

/** The kinds of null one value of one request shape showed across the sweep. */
interface NullKinds {
  withheld: string | null;
  notAsked: string | null;
}

/**
 * `withheld` (docs/graphs.md) may tell nothing the nulls do not: a null that is not withheld ("not asked") comes from
 * the configuration and the worker-group filter alone, never from a count. So across every request of the same shape
 * (graph, dates, main dimension, breakdown and worker-group scope; any demography and answer filters), a value is
 * never "not asked" in one response and withheld in another; and `withheld` is as long as `data`, true only at nulls.
 */
function checkNotAsked(query: AttackQuery, response: GraphResponse, seen: Map<string, NullKinds>): void {
  const { filters, ...rest } = query.request.query as { filters?: GraphFilter[] };
  const groups = (filters ?? []).flatMap((f) =>
    f.type === 'worker_group' && f.worker_group_ids.length > 0 ? [[...f.worker_group_ids].sort()] : [],
  );
  let shape: string | undefined;
  // the label names the query in an error or a first sighting only: built when needed (the sweep asks thousands)
  let known: string | undefined;
  const label = () => (known ??= queryLabel(query));
  for (const series of response.graph_data) {
    const { withheld } = series;
    if (withheld && withheld.length !== series.data.length)
      throw new Error(`${label()}: withheld has ${withheld.length} flags for ${series.data.length} values`);
    series.data.forEach((value, i) => {
      const flag = withheld?.[i] ?? false;
      if (flag && value !== null) throw new Error(`${label()}: a shown value flagged withheld`);
      if (value !== null) return;
      shape ??= JSON.stringify([query.request.type, rest, query.main, groups]);
      const key = `${shape}|${series.stack ?? ''}|${series.name}|${response.graph_meta.categories[i]}`;
      const kinds = seen.get(key) ?? { withheld: null, notAsked: null };
      seen.set(key, kinds);
      if (flag) kinds.withheld ??= label();
      else kinds.notAsked ??= label();
      if (kinds.withheld !== null && kinds.notAsked !== null)
        throw new Error(
          `"${series.name}" "${response.graph_meta.categories[i]}": withheld in ${kinds.withheld}, not asked in ${kinds.notAsked}`,
        );
    });
  }
}

/** The answer classes of an admin's answer filters, for the sweep and the solver. */
export interface AnswerClasses {
  readonly itemCode: string | null;
  /** Per answer value 0..255, its class, or -1 ("other": no filter selects it). */
  readonly classOfValue: Int32Array;
  readonly count: number;
}

/** The class mask an answer filter keeps. */
export function maskOf(classes: AnswerClasses, values: readonly number[]): number {
  let mask = 0;
  for (const v of values) if (classes.classOfValue[v]! >= 0) mask |= 1 << classes.classOfValue[v]!;
  return mask;
}

const cubeCaches = new WeakMap<AttackEngine['buildSurveyCube'], WeakMap<SurveyCubeInput, SurveyCube>>();

/** A cube built once per input and engine (the attacker runs thousands of queries on the same dates). */
function cubeOf(engine: AttackEngine, input: SurveyCubeInput): SurveyCube {
  let cache = cubeCaches.get(engine.buildSurveyCube);
  if (!cache) {
    cache = new WeakMap();
    cubeCaches.set(engine.buildSurveyCube, cache);
  }
  let cube = cache.get(input);
  if (!cube) {
    cube = engine.buildSurveyCube(input);
    cache.set(input, cube);
  }
  return cube;
}

/** A category's cache key on a date. */
const categoryKey = (dateId: number, c: CategoryRef) =>
  c.kind === 'worker_group'
    ? `${dateId}|g|${c.id}`
    : c.kind === 'unit'
      ? `${dateId}|u|${c.key}`
      : `${dateId}|a|${c.code}|${c.name}`;

/** Whether a respondent's answers fall in the answer classes of `mask` (0: no answer filter, everyone). */
function inClasses(
  row: Readonly<Record<string, number | null | undefined>>,
  classes: AnswerClasses,
  mask: number,
): boolean {
  if (mask === 0) return true;
  const c = classes.itemCode === null ? -1 : (classes.classOfValue[row[classes.itemCode] ?? 0] ?? -1);
  return c >= 0 && (mask & (1 << c)) !== 0;
}

/** Whether a respondent answered one of `codes` (1..6). */
const answeredOne = (row: Readonly<Record<string, number | null | undefined>>, codes: readonly string[]) =>
  codes.some((code) => (row[code] ?? 0) >= 1 && (row[code] ?? 0) <= 6);

/** Per date, the worker groups whose topics carry each item code, and every worker group with a topic. */
function askedGroups(profiles: ReadonlyMap<number, DateProfiles>) {
  const byDate = new Map<number, { byCode: Map<string, Set<number | null>>; every: Set<number | null> }>();
  return (dateId: number) => {
    let known = byDate.get(dateId);
    if (!known) {
      known = { byCode: new Map(), every: new Set() };
      for (const topic of profiles.get(dateId)!.input.topics) {
        known.every.add(topic.worker_group_id);
        for (const q of topic.questions) {
          const groups = known.byCode.get(q.code) ?? new Set();
          groups.add(topic.worker_group_id);
          known.byCode.set(q.code, groups);
        }
      }
      byDate.set(dateId, known);
    }
    return known;
  };
}

/**
 * Ground truth for the withheld share: how many in a slot's set answered an item behind it (1..6), counted up to
 * `cap` (enough to tell 0, 1..k-1 and k or more apart).
 */
function contributorCount(profiles: ReadonlyMap<number, DateProfiles>, classes: AnswerClasses, cap: number) {
  const cache = new Map<string, number>();
  return (slot: Slot, mask: number): number => {
    const key = `${slot.dateId}|${mask}|${slot.codes?.join(',') ?? '#'}|${setKey(slot.atoms, 0)}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const date = profiles.get(slot.dateId)!;
    const answers = date.input.respondents;
    let found = 0;
    search: for (const a of slot.atoms) {
      for (const r of date.membersOf[a]!) {
        const row = answers[r]!.answers;
        if (!inClasses(row, classes, mask)) continue;
        if (slot.codes === null || answeredOne(row, slot.codes)) {
          found++;
          if (found >= cap) break search;
        }
      }
    }
    cache.set(key, found);
    return found;
  };
}

/**
 * Whether a part of a value counts 1..k-1 contributors (see `WithheldCount.narrowedBelowK`): for each set of worker
 * groups asked some of its items, other than every group of the date, the respondents of the value's set in those
 * groups who answered one of those items (1..6), counted up to k.
 */
function narrowedContributors(
  profiles: ReadonlyMap<number, DateProfiles>,
  asked: ReturnType<typeof askedGroups>,
  classes: AnswerClasses,
  k: number,
) {
  const cache = new Map<string, boolean>();
  return (slot: Slot, mask: number): boolean => {
    if (slot.level !== 'value' || slot.codes === null) return false;
    const key = `${slot.dateId}|${mask}|${slot.codes.join(',')}|${setKey(slot.atoms, 0)}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const date = profiles.get(slot.dateId)!;
    const { byCode, every } = asked(slot.dateId);
    // the item codes by the set of groups asked them
    const parts = new Map<string, { groups: Set<number | null>; codes: string[] }>();
    for (const code of slot.codes) {
      const groups = byCode.get(code) ?? new Set();
      if (groups.size >= every.size) continue;
      const name = [...groups].map(String).sort().join(',');
      const part = parts.get(name) ?? { groups, codes: [] };
      part.codes.push(code);
      parts.set(name, part);
    }
    let below = false;
    for (const { groups, codes } of parts.values()) {
      let found = 0;
      search: for (const a of slot.atoms) {
        if (!groups.has(date.atoms[a]!.workerGroupId)) continue;
        for (const r of date.membersOf[a]!) {
          const row = date.input.respondents[r]!.answers;
          if (!inClasses(row, classes, mask) || !answeredOne(row, codes)) continue;
          if (++found >= k) break search;
        }
      }
      if (found > 0 && found < k) below = true;
    }
    cache.set(key, below);
    return below;
  };
}

/**
 * Who a value really counts (docs/privacy.md "Rule 9"): only the respondents who were asked an item behind it — the
 * worker groups whose topics carry one of its item codes on that date. Everyone else contributes nothing, and the
 * attacker knows who they are, so a value over a population is a value over the population's atoms of those groups.
 * Cached per population array and set of codes, so the same set comes back as the same array.
 */
function askedAtoms(profiles: ReadonlyMap<number, DateProfiles>, asked: ReturnType<typeof askedGroups>) {
  const cache = new WeakMap<Int32Array, Map<string, Int32Array>>();
  return (slot: Slot): Int32Array => {
    if (slot.level !== 'value' || slot.codes === null) return slot.atoms;
    const date = profiles.get(slot.dateId)!;
    const { byCode } = asked(slot.dateId);
    const key = slot.codes.join(',');
    let known = cache.get(slot.atoms);
    if (!known) {
      known = new Map();
      cache.set(slot.atoms, known);
    }
    let atoms = known.get(key);
    if (!atoms) {
      const groups = new Set<number | null>();
      for (const code of slot.codes) for (const g of byCode.get(code) ?? []) groups.add(g);
      const kept = slot.atoms.filter((a) => groups.has(date.atoms[a]!.workerGroupId));
      atoms = kept.length === slot.atoms.length ? slot.atoms : kept;
      known.set(key, atoms);
    }
    return atoms;
  };
}

/**
 * Runs the attacker's sweep on the engine and records every shown value and count as an observation over atoms
 * (docs/privacy.md): the engine is called as the server calls it, with the requested dates' cubes only.
 */
export function runSweep(
  inputs: readonly SurveyCubeInput[],
  profiles: ReadonlyMap<number, DateProfiles>,
  options: SweepOptions & {
    readonly k: number;
    readonly engine: AttackEngine;
    readonly classes: AnswerClasses;
    readonly measureWithheld: boolean;
  },
): SweepResult {
  const language = 'en';
  const observations = new Map<number, DateObservations>();
  for (const input of inputs) observations.set(input.survey_date.id, emptyObservations());
  const populations = new WeakMap<FilterSet, Map<number, Int32Array>>();
  const categories = new Map<string, Int32Array>();
  const dateLabels = new Map<string, string>();
  // the same population and category give the same array back, so its set key is built once
  const restricted = new WeakMap<Int32Array, Map<string, Int32Array>>();
  const context = {
    profiles,
    population(query: AttackQuery, dateId: number) {
      let byDate = populations.get(query.filters);
      if (!byDate) {
        byDate = new Map();
        populations.set(query.filters, byDate);
      }
      let atoms = byDate.get(dateId);
      if (!atoms) {
        atoms = populationAtoms(profiles.get(dateId)!, query.filters);
        byDate.set(dateId, atoms);
      }
      return atoms;
    },
    within(population: Int32Array, dateId: number, category: CategoryRef) {
      const key = categoryKey(dateId, category);
      let atoms = categories.get(key);
      if (!atoms) {
        atoms = categoryAtoms(profiles.get(dateId)!, category);
        categories.set(key, atoms);
      }
      let cached = restricted.get(population);
      if (!cached) {
        cached = new Map();
        restricted.set(population, cached);
      }
      let result = cached.get(key);
      if (!result) {
        result = intersect(population, atoms);
        cached.set(key, result);
      }
      return result;
    },
    dateLabel: (date: string) => {
      let label = dateLabels.get(date);
      if (label === undefined) {
        label = formatSurveyDate(date, language);
        dateLabels.set(date, label);
      }
      return label;
    },
  };
  const contributorsOf = contributorCount(profiles, options.classes, options.k);
  const asked = askedGroups(profiles);
  const countedBy = askedAtoms(profiles, asked);
  const narrowedBelowK = narrowedContributors(profiles, asked, options.classes, options.k);
  const withheld = options.measureWithheld
    ? (Object.fromEntries(Object.keys(READERS).map((s) => [s, emptyCount()])) as WithheldTally)
    : null;
  const byFilters = options.measureWithheld
    ? (Object.fromEntries(
        (['no filter', 'one filter', 'two filters', 'answer filter'] as const).map((kind) => [
          kind,
          emptyCount(),
        ]),
      ) as WithheldByFilters)
    : null;
  const byKind = options.measureWithheld
    ? (Object.fromEntries(QUERY_KINDS.map((kind) => [kind, emptyCount()])) as WithheldByKind)
    : null;
  const nullKinds = new Map<string, NullKinds>();
  let queries = 0;
  let refused = 0;
  for (const query of attackQueries(inputs, options)) {
    // nobody in the population on any date: every value is empty, nothing to observe or to withhold
    if (query.dates.every((d) => context.population(query, d.survey_date.id).length === 0)) continue;
    queries++;
    let response: GraphResponse;
    try {
      response = options.engine.computeGraph(
        query.request,
        query.dates.map((d) => cubeOf(options.engine, d)),
        { minGroupSize: options.k, language, mainDimensionDemographyId: query.main },
      );
    } catch (error) {
      if (error instanceof Error && error.name === 'GraphEngineError') {
        refused++;
        continue;
      }
      throw error;
    }
    checkNotAsked(query, response, nullKinds);
    const answerMask = query.answerValues === null ? 0 : maskOf(options.classes, query.answerValues);
    for (const slot of READERS[query.request.type](query, response, context)) {
      const mask = slot.unfiltered ? 0 : answerMask;
      // a value shown over nobody means the attacker's sets are not the engine's
      if (slot.shown && slot.level === 'value' && slot.atoms.length === 0)
        throw new Error(`${queryLabel(query)} ${slot.detail}: a value over a set the attacker thinks empty`);
      const counted = countedBy(slot);
      if (slot.shown && slot.level !== null && counted.length > 0) {
        const store = observations.get(slot.dateId)![slot.level];
        const key = setKey(counted, mask);
        if (!store.has(key))
          store.set(key, { atoms: counted, classes: mask, label: `${queryLabel(query)} ${slot.detail}` });
      }
      if (withheld && byFilters && byKind && slot.measured) {
        const contributors = contributorsOf(slot, mask);
        if (contributors === 0) continue;
        for (const tally of [
          withheld[query.request.type],
          byFilters[filterKindOf(query)],
          byKind[queryKindOf(query)],
        ]) {
          tally.values++;
          if (!slot.shown) tally.withheld++;
          if (contributors >= options.k) {
            tally.kOnly++;
            if (!slot.shown) {
              tally.secondary++;
              if (narrowedBelowK(slot, mask)) tally.narrowedBelowK++;
            }
          }
        }
      }
    }
  }
  return { observations, queries, refused, withheld, withheldByFilters: byFilters, withheldByKind: byKind };
}
