import type { GraphFilter } from '../schemas/graph-query';
import { answerAtoms, atomRespondents, type CubeAtoms, cubeAtoms, registerSelection } from './cube-atoms';
import { GraphEngineError } from './graph-engine-error';
import type { CubeDemography, SurveyCube } from './survey-cube';

/** A filter in date-independent terms: worker groups by id, demographies by code and answers by name (graphs.md). */
export type PortableFilter =
  | { readonly type: 'worker_group'; readonly ids: ReadonlySet<number> }
  | { readonly type: 'demography'; readonly code: string; readonly answerNames: ReadonlySet<string> }
  | { readonly type: 'answer'; readonly code: string; readonly values: ReadonlySet<number> };

/** The demography of an id on any of the cubes, with the cube that holds it. */
export function findDemography(
  cubes: readonly SurveyCube[],
  demographyId: number,
): { cube: SurveyCube; demography: CubeDemography } {
  for (const cube of cubes) {
    const index = cube.demographyIndexById.get(demographyId);
    const demography = index === undefined ? undefined : cube.demographies[index];
    if (demography) return { cube, demography };
  }
  throw new GraphEngineError('not-found', `Unknown demography ${demographyId}`);
}

/** Translates request filters (ids of some date) into portable ones; empty lists filter nothing (graphs.md "Filters"). */
export function portableFilters(
  filters: readonly GraphFilter[],
  cubes: readonly SurveyCube[],
): PortableFilter[] {
  const out: PortableFilter[] = [];
  for (const filter of filters) {
    if (filter.type === 'worker_group') {
      if (filter.worker_group_ids.length > 0)
        out.push({ type: 'worker_group', ids: new Set(filter.worker_group_ids) });
    } else if (filter.type === 'demography') {
      if (filter.demography_answer_ids.length === 0) continue;
      const { demography } = findDemography(cubes, filter.demography_id);
      const wanted = new Set(filter.demography_answer_ids);
      const answerNames = new Set(demography.answers.filter((a) => wanted.has(a.id)).map((a) => a.name));
      out.push({ type: 'demography', code: demography.code, answerNames });
    } else {
      for (const q of filter.question_filters) {
        const cube = cubes.find((c) => c.itemIndexByQuestionId.has(q.question_id));
        const item = cube?.items[cube.itemIndexByQuestionId.get(q.question_id)!];
        if (!item) throw new GraphEngineError('not-found', `Unknown question ${q.question_id}`);
        out.push({ type: 'answer', code: item.code, values: new Set(q.answers) });
      }
    }
  }
  return out;
}

/** Per-respondent test tables of one filter on one cube. */
type CubeTest =
  | AttributeTest
  | { readonly kind: 'answer'; readonly item: number; readonly allowed: Uint8Array };
/** A test on an attribute every respondent of an atom shares (cube-atoms.ts). */
type AttributeTest =
  | { readonly kind: 'wg'; readonly allowed: Uint8Array }
  | { readonly kind: 'demography'; readonly answerOf: Int16Array; readonly allowed: Uint8Array };

/** The test tables of a filter on a cube, or null when nobody on the cube can pass it (its target is missing there). */
function cubeTest(cube: SurveyCube, filter: PortableFilter): CubeTest | null {
  if (filter.type === 'worker_group') {
    return { kind: 'wg', allowed: Uint8Array.from(cube.workerGroups, (g) => (filter.ids.has(g.id) ? 1 : 0)) };
  }
  if (filter.type === 'demography') {
    const demography = cube.demographies.find((d) => d.code === filter.code);
    if (!demography) return null;
    const allowed = Uint8Array.from(demography.answers, (a) => (filter.answerNames.has(a.name) ? 1 : 0));
    return { kind: 'demography', answerOf: demography.answerOf, allowed };
  }
  const item = cube.itemIndexByCode.get(filter.code);
  if (item === undefined) return null;
  const allowed = new Uint8Array(256);
  for (const v of filter.values) if (v >= 1 && v <= 255) allowed[v] = 1;
  return { kind: 'answer', item, allowed };
}

/** The keep mask of `populationOf`, reused from call to call (the engine is synchronous): no garbage per respondent. */
let keepScratch = new Uint8Array(0);

/**
 * Every respondent of a cube, in order: kept per cube, since most graphs are asked without filters; per atom rule,
 * as what is kept per population array (its atoms, its counts) follows the rule it was made under.
 */
const everyoneOf = new WeakMap<SurveyCube, { readonly per: number; readonly members: Int32Array }>();

/**
 * The indexes of the respondents of a cube that pass every filter (graphs.md "Filters"), in respondent order.
 * Each filter is one pass over the respondents narrowing a keep mask, so the loops carry no per-filter branch.
 */
export function populationOf(cube: SurveyCube, filters: readonly PortableFilter[]): Int32Array {
  if (filters.length === 0) return filteredPopulation(cube, filters);
  const key = filtersKey(filters);
  const memo = populationMemoOf(cube);
  const known = memo.get(key);
  if (known) {
    // most recently used last: eviction takes the oldest first
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const members = filteredPopulation(cube, filters);
  memo.set(key, members);
  let bytes = (populationBytes.get(cube) ?? 0) + members.byteLength;
  const budget = populationBudget(cube);
  for (const [oldest, held] of memo) {
    if (bytes <= budget && memo.size <= POPULATION_MEMO_ENTRIES) break;
    if (held === members) break;
    memo.delete(oldest);
    bytes -= held.byteLength;
  }
  populationBytes.set(cube, bytes);
  return members;
}

/**
 * The filtered populations of a cube by their filters (docs/graphs.md "Caches"): managers opening their own views
 * ask the same few filters of a date on graph after graph, so a population is built once and the same array comes
 * back, and with it what is kept per population array (its atoms, key drivers' sums). Keyed by the cube (a new data
 * version is a new cube) and every filter that defines the population, whatever order the filters came in (the
 * population is their intersection); the arrays are never written after they are built.
 */
const populationMemos = new WeakMap<
  SurveyCube,
  { readonly per: number; readonly memo: Map<string, Int32Array> }
>();
/** The bytes of the member arrays a cube's memo holds. */
const populationBytes = new WeakMap<SurveyCube, number>();
/** At most this many populations per cube… */
const POPULATION_MEMO_ENTRIES = 2048;
/** …and members of at most this many whole cubes' worth of respondents (the cube is ~150 bytes per respondent). */
const POPULATION_MEMO_WHOLES = 96;

const populationBudget = (cube: SurveyCube) => cube.respondentCount * 4 * POPULATION_MEMO_WHOLES;

/** The cube's memo under the atom rule in force (a test that changes the rule gets populations of the new rule). */
function populationMemoOf(cube: SurveyCube): Map<string, Int32Array> {
  const held = populationMemos.get(cube);
  if (held?.per === atomRespondents()) return held.memo;
  const memo = new Map<string, Int32Array>();
  populationMemos.set(cube, { per: atomRespondents(), memo });
  populationBytes.set(cube, 0);
  return memo;
}

const sortedText = (values: Iterable<string | number>) => JSON.stringify([...values].map(String).sort());

/** A text naming exactly the population `filters` select on any cube: each filter's kind, target and values, sorted. */
export function filtersKey(filters: readonly PortableFilter[]): string {
  // the same filters are named by the population's memo and the privacy decisions' (privacy/population-privacy.ts)
  const known = filterKeys.get(filters);
  if (known !== undefined) return known;
  const key = filtersKeyOf(filters);
  filterKeys.set(filters, key);
  return key;
}

/** The key of each filter list asked (a list is not changed once a query holds it). */
const filterKeys = new WeakMap<readonly PortableFilter[], string>();

function filtersKeyOf(filters: readonly PortableFilter[]): string {
  const keys = filters.map((filter) => {
    if (filter.type === 'worker_group') return `w${sortedText(filter.ids)}`;
    if (filter.type === 'demography')
      return `d${JSON.stringify(filter.code)}${sortedText(filter.answerNames)}`;
    return `a${JSON.stringify(filter.code)}${sortedText(filter.values)}`;
  });
  return JSON.stringify(keys.sort());
}

/** `populationOf` without the memo: the filters' tests run on the cube. */
function filteredPopulation(cube: SurveyCube, filters: readonly PortableFilter[]): Int32Array {
  const tests: CubeTest[] = [];
  for (const filter of filters) {
    const test = cubeTest(cube, filter);
    if (test === null) return new Int32Array(0);
    tests.push(test);
  }
  const n = cube.respondentCount;
  if (tests.length === 0) {
    const held = everyoneOf.get(cube);
    if (held?.per === atomRespondents()) return held.members;
    const everyone = new Int32Array(n);
    for (let r = 0; r < n; r++) everyone[r] = r;
    everyoneOf.set(cube, { per: atomRespondents(), members: everyone });
    const atoms = cubeAtoms(cube);
    if (atoms) registerSelection(everyone, { atoms, selected: atoms.size.map((_, a) => a) });
    return everyone;
  }
  const atoms = tests.some((t) => t.kind === 'answer') ? null : cubeAtoms(cube);
  if (atoms) return atomPopulation(cube, atoms, tests as AttributeTest[]);
  const only = tests.length === 1 ? tests[0]! : null;
  const byAnswer = only?.kind === 'answer' ? answerAtoms(cube, only.item) : null;
  if (only?.kind === 'answer' && byAnswer) return answerPopulation(cube, byAnswer, only);
  if (keepScratch.length < n) keepScratch = new Uint8Array(Math.max(n, keepScratch.length * 2));
  const keep = keepScratch.subarray(0, n).fill(1);
  for (const test of tests) {
    if (test.kind !== 'answer') {
      // indexes are -1 (no worker group, left out of the demography) or more: shifted by one, -1 reads "not allowed"
      const allowed = new Uint8Array(test.allowed.length + 1);
      allowed.set(test.allowed, 1);
      const indexOf = test.kind === 'wg' ? cube.workerGroupOf : test.answerOf;
      for (let r = 0; r < n; r++) keep[r]! &= allowed[indexOf[r]! + 1]!;
    } else {
      const allowed = test.allowed;
      const answers = cube.answers;
      const m = cube.items.length;
      for (let r = 0, at = test.item; r < n; r++, at += m) keep[r]! &= allowed[answers[at]!]!;
    }
  }
  let count = 0;
  for (let r = 0; r < n; r++) count += keep[r]!;
  const members = new Int32Array(count);
  for (let r = 0, x = 0; r < n; r++) if (keep[r] === 1) members[x++] = r;
  return members;
}

/**
 * `populationOf` for filters that keep whole atoms (no answer filter): the tests run once per atom, then
 * one pass over the respondents keeps those of kept atoms. The members are registered with their atoms,
 * so the loops that count them can sum per-atom tables instead (cube-atoms.ts).
 */
function atomPopulation(cube: SurveyCube, atoms: CubeAtoms, tests: readonly AttributeTest[]): Int32Array {
  const keptAtom = new Uint8Array(atoms.count).fill(1);
  for (const test of tests) {
    const allowed = new Uint8Array(test.allowed.length + 1);
    allowed.set(test.allowed, 1);
    const perAtom = atoms.attributeOf.get(test.kind === 'wg' ? cube.workerGroupOf : test.answerOf)!;
    for (let a = 0; a < atoms.count; a++) keptAtom[a]! &= allowed[perAtom[a]! + 1]!;
  }
  return keepAtoms(cube, atoms, keptAtom);
}

/** The members of the kept atoms, in respondent order, registered with their atoms. */
function keepAtoms(cube: SurveyCube, atoms: CubeAtoms, keptAtom: Uint8Array): Int32Array {
  let count = 0;
  let kept = 0;
  for (let a = 0; a < atoms.count; a++) {
    count += keptAtom[a]! * atoms.size[a]!;
    kept += keptAtom[a]!;
  }
  const selected = new Int32Array(kept);
  for (let a = 0, x = 0; a < atoms.count; a++) if (keptAtom[a] === 1) selected[x++] = a;
  const members = new Int32Array(count);
  const { atomOf } = atoms;
  for (let r = 0, x = 0; r < cube.respondentCount; r++) if (keptAtom[atomOf[r]!] === 1) members[x++] = r;
  registerSelection(members, { atoms, selected });
  return members;
}

/** `populationOf` for one answer filter alone: whole groups of the item's answer values (cube-atoms.ts). */
function answerPopulation(
  cube: SurveyCube,
  atoms: CubeAtoms,
  test: { readonly item: number; readonly allowed: Uint8Array },
): Int32Array {
  const keptAtom = Uint8Array.from(atoms.byteOf!, (value) => test.allowed[value]!);
  return keepAtoms(cube, atoms, keptAtom);
}
