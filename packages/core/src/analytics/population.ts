import type { GraphFilter } from '../schemas/graph-query';
import { answerAtoms, type CubeAtoms, cubeAtoms, registerSelection } from './cube-atoms';
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

/** Every respondent of a cube, in order: kept per cube, since most graphs are asked without filters. */
const everyoneOf = new WeakMap<SurveyCube, Int32Array>();

/**
 * The indexes of the respondents of a cube that pass every filter (graphs.md "Filters"), in respondent order.
 * Each filter is one pass over the respondents narrowing a keep mask, so the loops carry no per-filter branch.
 */
export function populationOf(cube: SurveyCube, filters: readonly PortableFilter[]): Int32Array {
  const tests: CubeTest[] = [];
  for (const filter of filters) {
    const test = cubeTest(cube, filter);
    if (test === null) return new Int32Array(0);
    tests.push(test);
  }
  const n = cube.respondentCount;
  if (tests.length === 0) {
    let everyone = everyoneOf.get(cube);
    if (!everyone) {
      everyone = new Int32Array(n);
      for (let r = 0; r < n; r++) everyone[r] = r;
      everyoneOf.set(cube, everyone);
      const atoms = cubeAtoms(cube);
      if (atoms) registerSelection(everyone, { atoms, selected: atoms.size.map((_, a) => a) });
    }
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
