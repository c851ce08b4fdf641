import { BAND_OF_BYTE, PACKED_BAND_BITS, PACKED_BAND_MASK, WIDE_BAND_UNIT } from './band-table';
import type { SurveyCube } from './survey-cube';

/**
 * A cube's atoms (docs/graphs.md "Through the API"): its respondents grouped by everything a filter
 * other than an answer filter, or a breakdown, can tell apart — worker group, unit and the answer to
 * every demography. Any such filter keeps whole atoms and any such breakdown puts a whole atom in one
 * group, so the counts of a filtered population are sums of per-atom counts: a query reads one row
 * per atom instead of one per respondent. Kept only when atoms are few next to respondents
 * ({@link ATOM_RESPONDENTS}); a cube never changes, so they are built once, on first use.
 */
export interface CubeAtoms {
  readonly count: number;
  /** Per respondent, its atom. */
  readonly atomOf: Int32Array;
  /** Per atom, its respondents. */
  readonly size: Int32Array;
  /**
   * Per attribute array of the cube (`workerGroupOf`, `unitOf`, each demography's `answerOf`), its value
   * per atom: a filter test or a breakdown's `groupOf` reads an atom as it reads any of its respondents.
   */
  readonly attributeOf: ReadonlyMap<Int32Array | Int16Array, Int32Array>;
  /** Atoms by an item's answer (`answerAtoms`): per atom, the answer byte its respondents share. */
  readonly byteOf?: Uint8Array;
}

/**
 * Atoms pay only where each holds this many respondents on average; fewer, and their tables outgrow the cube. At 16 a
 * date of 20,000 respondents with 2,296 atoms had none, and a varied mix of queries took 15 % more CPU than at 8; at 8
 * the bench's newest 20,000-respondent date (2,553 atoms, 7.8 respondents each) had none, and a query never asked
 * before took about 40 % more CPU than at 7 (docs/graphs.md "As implemented": atoms).
 */
export const ATOM_RESPONDENTS = 7;
/** The largest dense lookup (atoms so far × values of the next attribute) before a Map takes over. */
const DENSE_KEYS = 1 << 22;

let respondentsPerAtom = ATOM_RESPONDENTS;

/**
 * For tests: atoms from this many respondents per atom on (1: on every cube, so small test companies
 * take the atom paths too; Infinity: never). Both paths must give the same graphs.
 */
export function setAtomRespondents(respondents: number): void {
  respondentsPerAtom = respondents;
}

/** The atom rule in force ({@link setAtomRespondents}): what is kept per population is kept per rule. */
export function atomRespondents(): number {
  return respondentsPerAtom;
}

const atomsOf = new WeakMap<SurveyCube, { readonly per: number; readonly atoms: CubeAtoms | null }>();

/** The attribute arrays that split respondents into atoms, in a fixed order. */
function attributes(cube: SurveyCube): (Int32Array | Int16Array)[] {
  return [cube.workerGroupOf, cube.unitOf, ...cube.demographies.map((d) => d.answerOf)];
}

/** The cube's atoms, or null when there would be more than one per {@link ATOM_RESPONDENTS} respondents. */
export function cubeAtoms(cube: SurveyCube): CubeAtoms | null {
  const known = atomsOf.get(cube);
  if (known?.per === respondentsPerAtom) return known.atoms;
  const atoms = buildAtoms(cube, Math.floor(cube.respondentCount / respondentsPerAtom));
  atomsOf.set(cube, { per: respondentsPerAtom, atoms });
  return atoms;
}

function buildAtoms(cube: SurveyCube, limit: number): CubeAtoms | null {
  const grouped = groupByColumns(attributes(cube), cube.respondentCount, limit);
  if (!grouped) return null;
  const { count, atomOf, first } = grouped;
  const size = new Int32Array(count);
  for (let r = 0; r < cube.respondentCount; r++) size[atomOf[r]!]!++;
  const attributeOf = new Map<Int32Array | Int16Array, Int32Array>();
  for (const values of attributes(cube))
    attributeOf.set(
      values,
      Int32Array.from(first, (r) => values[r]!),
    );
  return { count, atomOf, size, attributeOf };
}

/** Respondents grouped by their values on every column: each group's id and first respondent. */
export interface ColumnGroups {
  readonly count: number;
  /** Per respondent, its group; groups are numbered in order of their first respondent. */
  readonly atomOf: Int32Array;
  /** Per group, its first respondent. */
  readonly first: Int32Array;
}

/**
 * Groups `n` respondents by their values (each -1 or more) on every column, refining column by column with
 * numeric keys (a dense lookup while it stays small); null once there would be more than `limit` groups.
 * The atoms of a cube and those of a privacy pattern's audit are both made here.
 */
export function groupByColumns(
  columns: readonly ArrayLike<number>[],
  n: number,
  limit = Number.POSITIVE_INFINITY,
): ColumnGroups | null {
  const atomOf = new Int32Array(n);
  let count = n === 0 ? 0 : 1;
  for (const values of columns) {
    let max = -1;
    for (let r = 0; r < n; r++) if (values[r]! > max) max = values[r]!;
    const radix = max + 2;
    let next = 0;
    if (count * radix <= DENSE_KEYS) {
      const ids = new Int32Array(count * radix).fill(-1);
      for (let r = 0; r < n; r++) {
        const key = atomOf[r]! * radix + values[r]! + 1;
        let id = ids[key]!;
        if (id < 0) {
          id = next++;
          ids[key] = id;
        }
        atomOf[r] = id;
      }
    } else {
      const ids = new Map<number, number>();
      for (let r = 0; r < n; r++) {
        const key = atomOf[r]! * radix + values[r]! + 1;
        let id = ids.get(key);
        if (id === undefined) {
          id = next++;
          ids.set(key, id);
        }
        atomOf[r] = id;
      }
    }
    count = next;
    if (count > limit) return null;
  }
  // ids of the last column are in order of first respondent: each group's first is where its id first appears
  const first = new Int32Array(count).fill(-1);
  for (let r = 0; r < n; r++) if (first[atomOf[r]!] === -1) first[atomOf[r]!] = r;
  return { count, atomOf, first };
}

const answerAtomsOf = new WeakMap<
  SurveyCube,
  Map<number, { readonly per: number; readonly atoms: CubeAtoms | null }>
>();

/**
 * A cube's respondents grouped by their answer to one item (its answer byte): a population of one
 * answer filter alone is whole groups of these, so its counts are sums of per-group counts too. No
 * attribute is shared by a group (`attributeOf` is empty), so breakdowns of such a population read its
 * respondents.
 */
export function answerAtoms(cube: SurveyCube, item: number): CubeAtoms | null {
  let byItem = answerAtomsOf.get(cube);
  if (!byItem) {
    byItem = new Map();
    answerAtomsOf.set(cube, byItem);
  }
  const known = byItem.get(item);
  if (known?.per === respondentsPerAtom) return known.atoms;
  const n = cube.respondentCount;
  const m = cube.items.length;
  const idOf = new Int32Array(256).fill(-1);
  const byteOf = new Uint8Array(256);
  const atomOf = new Int32Array(n);
  let count = 0;
  for (let r = 0, at = item; r < n; r++, at += m) {
    const value = cube.answers[at]!;
    let id = idOf[value]!;
    if (id < 0) {
      id = count++;
      idOf[value] = id;
      byteOf[id] = value;
    }
    atomOf[r] = id;
  }
  const size = new Int32Array(count);
  for (let r = 0; r < n; r++) size[atomOf[r]!]!++;
  const atoms =
    count <= Math.floor(n / respondentsPerAtom)
      ? { count, atomOf, size, attributeOf: new Map(), byteOf: byteOf.slice(0, count) }
      : null;
  byItem.set(item, { per: respondentsPerAtom, atoms });
  return atoms;
}

/**
 * The atoms a population is made of, for populations that are whole atoms (no answer filter): the
 * population's respondents are exactly the members of these atoms. Registered by `populationOf`.
 */
export interface AtomSelection {
  readonly atoms: CubeAtoms;
  /** The atoms kept, in increasing order. */
  readonly selected: Int32Array;
}

const selections = new WeakMap<Int32Array, AtomSelection>();

/** Records that `members` is exactly the union of `selected` atoms. */
export function registerSelection(members: Int32Array, selection: AtomSelection): void {
  selections.set(members, selection);
}

/** The atoms `members` is made of, when `populationOf` made it from whole atoms. */
export function selectionOf(members: Int32Array): AtomSelection | undefined {
  return selections.get(members);
}

/** Per atom, answer counts by item: `[(a * items + i) * 4 + slot]`, slot 0..2 the band, 3 no answer. */
const itemCountsOf = new WeakMap<CubeAtoms, Int32Array>();

/** Per byte value, its slot in an atom's item counts: the band, or 3 for no answer. */
const SLOT_OF_BYTE = Uint8Array.from(BAND_OF_BYTE, (band) => (band < 0 ? 3 : band));

/** The atoms' item counts, one pass over the answer matrix on first use. */
export function atomItemCounts(cube: SurveyCube, atoms: CubeAtoms): Int32Array {
  const known = itemCountsOf.get(atoms);
  if (known) return known;
  const m = cube.items.length;
  const counts = new Int32Array(atoms.count * m * 4);
  const { answers } = cube;
  for (let r = 0, row = 0; r < cube.respondentCount; r++, row += m) {
    const base = atoms.atomOf[r]! * m * 4;
    for (let i = 0; i < m; i++) counts[base + (i << 2) + SLOT_OF_BYTE[answers[row + i]!]!]!++;
  }
  itemCountsOf.set(atoms, counts);
  return counts;
}

/**
 * Per atoms, then per measure column, each atom's negative, middle, positive and contributors:
 * `[a * 4 + k]`. Keyed by both: a cube has several atom sets (its own, and one per answer-filtered item)
 * over the same columns, and sums of one set read with another's ids are another population's
 * (docs/graphs.md "Caches").
 */
const measureSumsOf = new WeakMap<CubeAtoms, WeakMap<Uint32Array | Float64Array, Float64Array>>();

/** The atoms' sums of a measure column (packed or wide), one pass over it on first use. */
export function atomMeasureSums(atoms: CubeAtoms, column: Uint32Array | Float64Array): Float64Array {
  let byColumn = measureSumsOf.get(atoms);
  if (!byColumn) {
    byColumn = new WeakMap();
    measureSumsOf.set(atoms, byColumn);
  }
  const known = byColumn.get(column);
  if (known) return known;
  const sums = new Float64Array(atoms.count * 4);
  const { atomOf } = atoms;
  if (column instanceof Uint32Array) {
    for (let r = 0; r < column.length; r++) {
      const v = column[r]!;
      const at = atomOf[r]! * 4;
      sums[at]! += v & PACKED_BAND_MASK;
      sums[at + 1]! += (v >>> PACKED_BAND_BITS) & PACKED_BAND_MASK;
      sums[at + 2]! += v >>> (2 * PACKED_BAND_BITS);
      sums[at + 3]! += -v >>> 31;
    }
  } else {
    const unit = WIDE_BAND_UNIT;
    for (let r = 0; r < column.length; r++) {
      let v = column[r]!;
      if (v === 0) continue;
      const at = atomOf[r]! * 4;
      const negative = v % unit;
      v = (v - negative) / unit;
      const middle = v % unit;
      sums[at]! += negative;
      sums[at + 1]! += middle;
      sums[at + 2]! += (v - middle) / unit;
      sums[at + 3]!++;
    }
  }
  byColumn.set(column, sums);
  return sums;
}
