import { type ColumnGroups, groupByColumns } from '../cube-atoms';
import type { SurveyCube } from '../survey-cube';
import { PatternAudit } from './pattern-audit';
import {
  answerDimension,
  type PrivacyDimension,
  privacyDimensions,
  UNIT_DIMENSION,
} from './privacy-dimensions';

/** How many dimensions one population may combine (filters plus a breakdown); docs/privacy.md "Rule 3". */
export const PRIVACY_MAX_DIMENSIONS = 3;

/**
 * The version of a stored pattern's decisions (`encode`): raise it with any change to which cells the pattern
 * withholds, so a pattern stored by an older server is computed again instead of read (docs/graphs.md
 * "Through the API"; `privacy-pattern-format.test.ts` fails until it is raised).
 */
export const PRIVACY_PATTERN_FORMAT = 4;

const PATTERN_MAGIC = 0x54505a50; // "PZPT"
const PATTERN_HEADER = 16;

/** One marginal table: the counts of respondents per combination of the values of some dimensions. */
export interface MarginalTable {
  /** Dimension indexes, ascending. */
  readonly dims: readonly number[];
  /** Per dimension of the table, the step of its value in the cell index. */
  readonly strides: readonly number[];
  /** Where the table's cells start in the pattern's arrays. */
  readonly offset: number;
  readonly size: number;
}

/** Whether a population (a box of selected values per dimension) may be shown, and how many it holds. */
export interface BoxVisibility {
  /** `visible`; `withheld` by the pattern; `too-complex`: more dimensions than the pattern covers. */
  readonly status: 'visible' | 'withheld' | 'too-complex';
  readonly count: number;
}

/** A selection of values per dimension index; dimensions not listed are not restricted. */
export type PrivacyBox = ReadonlyMap<number, ReadonlySet<number>>;

/** Relations "total = Σ parts + remainder" in flat arrays: relation i's parts are `parts[start[i]..start[i+1]]`. */
interface Relations {
  readonly total: number[];
  readonly start: Int32Array;
  readonly parts: Int32Array;
  readonly remainder: number[];
}

const tableKey = (dims: readonly number[]) => dims.join(',');

/** Every subset of 0..n-1 with at most `max` members, smallest first (the empty set first). */
function subsets(n: number, max: number): number[][] {
  const out: number[][] = [[]];
  let level: number[][] = [[]];
  for (let size = 1; size <= max; size++) {
    const next: number[][] = [];
    for (const set of level) {
      for (let d = (set[set.length - 1] ?? -1) + 1; d < n; d++) next.push([...set, d]);
    }
    out.push(...next);
    level = next;
  }
  return out;
}

/**
 * The privacy pattern of one survey date (docs/privacy.md "Rule 3"): the respondent counts of every combination of
 * up to `PRIVACY_MAX_DIMENSIONS` dimensions (worker group, unit, each demography) as one set of linked marginal
 * tables, and which of their cells are withheld: every cell of 1..k-1 respondents, then, to a fixed point over every
 * relation "cell = Σ its cells along one more dimension + the people without a value there", more cells so that a
 * shown total never has exactly one withheld part, nor withheld parts that pool fewer than k people. Every graph reads the same pattern, so a population is
 * withheld or shown alike whichever filters, breakdowns or graphs describe it.
 */
export class PrivacyPattern {
  readonly k: number;
  readonly dimensions: readonly PrivacyDimension[];
  readonly #indexByKey: ReadonlyMap<string, number>;
  readonly #tables = new Map<string, MarginalTable>();
  readonly #counts: Int32Array;
  /** The respondents grouped by their values on every dimension (each group lies in the same cells). */
  readonly #groups: ColumnGroups;
  readonly #withheld: Uint8Array;
  /** Union-find parents over cells holding the same respondents (see #suppress). */
  readonly #alias: Int32Array;
  readonly #unit: number;
  /** Per dimension, its value for each unit when the unit determines it (worker group, collector demographies). */
  readonly #byUnit: readonly (Int32Array | null)[];
  /** With an item's answers as a last dimension: 1 per cell of a table without it, whose status the base decides. */
  readonly #frozen: Uint8Array;
  /** The values of the item dimension by answer value, when the pattern has one. */
  readonly answerIndex: ReadonlyMap<number, number> | null;
  /** Whether the decisions were read from a stored pattern (`decided`) instead of computed. */
  readonly adopted: boolean;

  /**
   * The pattern of a date; with `item`, an item's answers are one more dimension (an admin's answer filter,
   * docs/privacy.md "Rule 4"), and every cell without it keeps the status the pattern without it gave. With
   * `decided` (what `encode` gave for the same cube and k), the counts are taken again but the decisions are
   * read instead of computed; decisions of another format, k or shape are ignored and computed.
   */
  constructor(cube: SurveyCube, k: number, item?: number, decided?: Uint8Array) {
    this.k = k;
    const answers = item === undefined ? null : answerDimension(cube, item);
    this.answerIndex = answers?.indexOfAnswer ?? null;
    this.dimensions = [...privacyDimensions(cube), ...(answers ? [answers] : [])];
    this.#indexByKey = new Map(this.dimensions.map((d, i) => [d.key, i]));
    this.#unit = this.dimensionIndex(UNIT_DIMENSION);
    this.#byUnit = this.dimensions.map((_, d) => this.#determinedByUnit(cube.respondentCount, d));
    let offset = 0;
    const tables: MarginalTable[] = [];
    for (const dims of subsets(this.dimensions.length, PRIVACY_MAX_DIMENSIONS)) {
      if (this.#redundant(dims)) continue;
      const strides: number[] = [];
      let size = 1;
      for (const d of dims) {
        strides.push(size);
        size *= this.dimensions[d]!.size;
      }
      const table = { dims, strides, offset, size };
      tables.push(table);
      this.#tables.set(tableKey(dims), table);
      offset += size;
    }
    this.#counts = new Int32Array(offset);
    this.#withheld = new Uint8Array(offset);
    this.#frozen = new Uint8Array(offset);
    this.#alias = Int32Array.from({ length: offset }, (_, i) => i);
    this.#groups = groupByColumns(
      this.dimensions.map((d) => d.values),
      cube.respondentCount,
    )!;
    this.#count(this.#groups, tables);
    this.adopted = decided !== undefined && !answers && this.#adopt(decided);
    if (this.adopted) return;
    if (answers) {
      const base = privacyPatternOf(cube, k);
      const last = this.dimensions.length - 1;
      for (const table of tables) {
        if (table.dims.includes(last)) continue;
        const own = base.table(table.dims)!;
        this.#frozen.fill(1, table.offset, table.offset + table.size);
        for (let c = 0; c < table.size; c++)
          this.#withheld[table.offset + c] = Number(base.isWithheld(own.offset + c));
      }
    }
    this.#suppress(tables);
  }

  /**
   * The pattern's decisions as bytes, to be stored beside the cube's snapshot: which cells hold the same people
   * (each cell's representative) and which are withheld, under a header of format, k and cell count.
   */
  encode(): Uint8Array {
    const cells = this.#counts.length;
    const bytes = new Uint8Array(PATTERN_HEADER + cells * 5);
    const head = new DataView(bytes.buffer);
    head.setUint32(0, PATTERN_MAGIC, true);
    head.setUint32(4, PRIVACY_PATTERN_FORMAT, true);
    head.setUint32(8, this.k, true);
    head.setUint32(12, cells, true);
    const representatives = new Int32Array(bytes.buffer, PATTERN_HEADER, cells);
    const withheld = bytes.subarray(PATTERN_HEADER + cells * 4);
    for (let i = 0; i < cells; i++) {
      const root = this.#find(i);
      representatives[i] = root;
      withheld[i] = this.#withheld[root]!;
    }
    return bytes;
  }

  /** Takes stored decisions when they are of this format, k and shape and consistent; false otherwise. */
  #adopt(bytes: Uint8Array): boolean {
    const cells = this.#counts.length;
    if (bytes.byteLength !== PATTERN_HEADER + cells * 5) return false;
    const head = new DataView(bytes.buffer, bytes.byteOffset, PATTERN_HEADER);
    if (
      head.getUint32(0, true) !== PATTERN_MAGIC ||
      head.getUint32(4, true) !== PRIVACY_PATTERN_FORMAT ||
      head.getUint32(8, true) !== this.k ||
      head.getUint32(12, true) !== cells
    )
      return false;
    const representatives = new Int32Array(cells);
    new Uint8Array(representatives.buffer).set(bytes.subarray(PATTERN_HEADER, PATTERN_HEADER + cells * 4));
    const withheld = bytes.subarray(PATTERN_HEADER + cells * 4);
    for (let i = 0; i < cells; i++) {
      const root = representatives[i]!;
      // a representative stands for itself and shares its set's flag
      if (root < 0 || root >= cells || representatives[root] !== root || withheld[i]! > 1) return false;
      if (withheld[i] !== withheld[root]) return false;
    }
    this.#alias.set(representatives);
    this.#withheld.set(withheld);
    return true;
  }

  /** Whether a cell's status is the base pattern's (a cell without the item dimension). */
  isFrozen(cell: number): boolean {
    return this.#frozen[cell] === 1;
  }

  /**
   * The values of dimension `d` per unit when every respondent of a unit has the same one (always the worker group
   * and the collector-type demographies): a table of unit and such a dimension holds the same sets as the unit
   * table alone, so the pattern keeps one copy and the two can never be withheld differently.
   */
  #determinedByUnit(n: number, d: number): Int32Array | null {
    const unit = this.#unit;
    if (d === unit || unit < 0) return null;
    const unitOf = this.dimensions[unit]!.values;
    const valuesOf = this.dimensions[d]!.values;
    const byUnit = new Int32Array(this.dimensions[unit]!.size).fill(-2);
    for (let r = 0; r < n; r++) {
      const u = unitOf[r]!;
      if (u < 0) continue;
      const v = valuesOf[r]!;
      if (byUnit[u] === -2) byUnit[u] = v;
      else if (byUnit[u] !== v) return null;
    }
    return byUnit;
  }

  /** Whether a set of dimensions holds the unit and a dimension the unit determines. */
  #redundant(dims: readonly number[]): boolean {
    return dims.includes(this.#unit) && dims.some((d) => this.#byUnit[d] !== null);
  }

  /** The same box over the pattern's own tables: dimensions the unit determines folded into the unit's values. */
  #canonical(box: PrivacyBox): Map<number, ReadonlySet<number>> {
    const out = new Map(box);
    const units = out.get(this.#unit);
    if (!units) return out;
    let kept = [...units];
    for (const [d, values] of box) {
      const byUnit = this.#byUnit[d];
      if (!byUnit) continue;
      kept = kept.filter((u) => values.has(byUnit[u]!));
      out.delete(d);
    }
    out.set(this.#unit, new Set(kept));
    return out;
  }

  /** The index of a dimension by key, or -1 when the date has no such dimension. */
  dimensionIndex(key: string): number {
    return this.#indexByKey.get(key) ?? -1;
  }

  /** Whether every nonempty cell of a box is shown, and its respondent count. */
  box(selection: PrivacyBox): BoxVisibility {
    const box = this.#canonical(selection);
    const dims = [...box.keys()].sort((a, b) => a - b);
    const table = this.#tables.get(tableKey(dims));
    if (!table) return { status: 'too-complex', count: Number.NaN };
    let count = 0;
    let withheld = false;
    // with an item, "nobody here gave this answer" is an answer too: an empty cell of the item is kept secret
    const secretZeros = this.answerIndex !== null && dims.includes(this.dimensions.length - 1);
    const walk = (i: number, index: number): void => {
      if (i === dims.length) {
        const c = this.#counts[index]!;
        count += c;
        if ((c > 0 || secretZeros) && this.#withheld[this.#find(index)] === 1) withheld = true;
        if (c === 0 && secretZeros) withheld = true;
        return;
      }
      for (const v of box.get(dims[i]!)!) {
        if (v >= 0 && v < this.dimensions[dims[i]!]!.size) walk(i + 1, index + v * table.strides[i]!);
      }
    };
    walk(0, table.offset);
    return { status: withheld ? 'withheld' : 'visible', count };
  }

  #find(cell: number): number {
    const alias = this.#alias;
    let root = cell;
    while (alias[root] !== root) root = alias[root]!;
    let at = cell;
    while (alias[at] !== root) {
      const next = alias[at]!;
      alias[at] = root;
      at = next;
    }
    return root;
  }

  #union(a: number, b: number): void {
    const ra = this.#find(a);
    const rb = this.#find(b);
    if (ra !== rb) this.#alias[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  /**
   * Counts every table's cells (a respondent without a value on one of its dimensions is in none of its cells). Respondents with the same value on every dimension fall into the same cells, so
   * each group of them (cube-atoms.ts `groupByColumns`) is placed once, with its size.
   */
  #count(groups: ColumnGroups, tables: readonly MarginalTable[]): void {
    const values = this.dimensions.map((d) => d.values);
    const size = new Int32Array(groups.count);
    for (let r = 0; r < groups.atomOf.length; r++) size[groups.atomOf[r]!]!++;
    for (const table of tables) {
      const { dims, strides, offset } = table;
      rows: for (let g = 0; g < groups.count; g++) {
        const r = groups.first[g]!;
        let index = offset;
        for (let i = 0; i < dims.length; i++) {
          const v = values[dims[i]!]![r]!;
          if (v < 0) continue rows;
          index += v * strides[i]!;
        }
        this.#counts[index]! += size[g]!;
      }
    }
  }

  /**
   * Primary suppression, then the relations to a fixed point (docs/privacy.md "Rule 3").
   * Where a relation needs one more withheld cell, the choice of that cover is greedy, so three ways of choosing, each
   * with relations met smallest or largest total first, are run and the pattern that loses least is kept (the people a withheld cell hides, tenfold per dimension fewer:
   * totals and single filters are what most graphs show, and hiding a worker group of 80 costs more than a unit of 14): the shown part that puts the fewest other relations in need (a
   * one-step look-ahead), then the one with the fewest respondents, or the total when that puts fewer in need and
   * is not the whole date; the same without the total; and simply the smallest shown part.
   */
  #suppress(tables: readonly MarginalTable[]): void {
    const counts = this.#counts;
    const k = this.k;
    const relations = this.#relations(tables);
    const { total: totals, start, parts, remainder: remainders } = relations;
    const frozen = this.#frozen;
    const primary = Uint8Array.from(this.#withheld); // the base's statuses of frozen cells
    for (let i = 0; i < counts.length; i++)
      if (frozen[i] === 0 && counts[i]! > 0 && counts[i]! < k) primary[i] = 1;
    // Cells of different tables that hold the same people (a worker group with one site, a unit alone in its
    // worker group) are one set: they share one withheld flag, kept on a representative.
    for (let i = 0; i < totals.length; i++) {
      let only = -1;
      for (let j = start[i]!; j < start[i + 1]!; j++) {
        if (counts[parts[j]!] === 0) continue;
        only = only === -1 ? parts[j]! : -2;
      }
      // never across an answer filter's item: that everyone in a group gave one answer is itself an answer
      if (only >= 0 && remainders[i] === 0 && !(this.answerIndex && !frozen[only]))
        this.#union(totals[i]!, only);
    }
    // a set one of whose copies is frozen is frozen, with that copy's status
    for (let i = 0; i < counts.length; i++) {
      const root = this.#find(i);
      if (frozen[i] === 1 && frozen[root] === 0) {
        frozen[root] = 1;
        primary[root] = primary[i]!;
      } else if (frozen[root] === 0 && primary[i] === 1) primary[root] = 1;
    }
    for (let i = 0; i < totals.length; i++) totals[i] = this.#find(totals[i]!);
    for (let j = 0; j < parts.length; j++) parts[j] = this.#find(parts[j]!);
    // the order of each cell's table; a representative is its set's lowest-order copy (tables are laid out by order)
    const orderOf = new Uint8Array(counts.length);
    for (const table of tables) orderOf.fill(table.dims.length, table.offset, table.offset + table.size);
    const loss = (w: Uint8Array) => {
      let sum = 0;
      for (let i = 0; i < w.length; i++)
        if (w[i] === 1 && counts[i]! > 0 && this.#find(i) === i)
          sum += 10 ** (PRIVACY_MAX_DIMENSIONS - orderOf[i]!) * counts[i]!;
      return sum;
    };
    let best: { w: Uint8Array; rerun: (from: Uint8Array) => Uint8Array } | null = null;
    for (const strategy of ['look-ahead', 'look-ahead-parts', 'smallest'] as const) {
      for (const largestFirst of [false, true]) {
        const rerun = (from: Uint8Array) => this.#fixpoint(from, relations, orderOf, strategy, largestFirst);
        const w = rerun(primary);
        if (best === null || loss(w) < loss(best.w)) best = { w, rerun };
      }
    }
    this.#withheld.set(best!.w);
    // The relations guard one sum at a time; the audit withholds every shown cell that would let a combination
    // derive a secret, and the relations run again (withholding more only shrinks what can be derived). Sizes first,
    // then answers, each on what the one before left shown.
    // (with an answer filter's item, only the item's cells over the whole date are ever shown, rule 4: no
    // combination of those and the base pattern's shown cells singles out a small group's answers)
    if (this.answerIndex !== null) return;
    const audit = new PatternAudit(this, tables, this.#groups);
    for (const of of ['sizes', 'answers'] as const) {
      const more = audit.exposures(of);
      this.#auditPasses[of] = audit.passes;
      this.#auditLargestPass = audit.largestPass;
      if (more.length === 0) continue;
      for (const cell of more) this.#withheld[this.#find(cell)] = 1;
      this.#withheld.set(best!.rerun(this.#withheld));
    }
  }

  readonly #auditPasses = { sizes: 0, answers: 0 };
  #auditLargestPass = 0;

  /**
   * How the audit ran on this pattern: its passes for sizes and for answers (0 where there was no secret, or the
   * decisions were adopted or belong to an answer filter's item) and its largest pass in residues.
   */
  get audit(): { readonly sizes: number; readonly answers: number; readonly largestPass: number } {
    return { ...this.#auditPasses, largestPass: this.#auditLargestPass };
  }

  /** The cell standing for every cell that holds the same respondents. */
  representative(cell: number): number {
    return this.#find(cell);
  }

  /** Whether a cell (or the set it is an alias of) is withheld. */
  isWithheld(cell: number): boolean {
    return this.#withheld[this.#find(cell)] === 1;
  }

  /** The respondents of a cell. */
  count(cell: number): number {
    return this.#counts[cell]!;
  }

  /** The table of a set of dimension indexes (ascending), if the pattern has it. */
  table(dims: readonly number[]): MarginalTable | undefined {
    return this.#tables.get(tableKey(dims));
  }

  /** One run of the relations to a fixed point from the primary cells, choosing covers by `strategy`. */
  #fixpoint(
    primary: Uint8Array,
    relations: Relations,
    orderOf: Uint8Array,
    strategy: 'look-ahead' | 'look-ahead-parts' | 'smallest',
    largestFirst: boolean,
  ): Uint8Array {
    const counts = this.#counts;
    const k = this.k;
    const withheld = Uint8Array.from(primary);
    for (let i = 0; i < withheld.length; i++) {
      const root = this.#find(i);
      if (withheld[i] === 1 && this.#frozen[root] === 0) withheld[root] = 1;
    }
    const { total: totals, start, parts, remainder: remainders } = relations;
    const n = totals.length;
    const trivial = (i: number) => start[i + 1]! - start[i]! === 1 && parts[start[i]!] === totals[i];
    // where each cell is a part or a total, for the look-ahead
    const asPart = new Map<number, number[]>();
    const asTotal = new Map<number, number[]>();
    const push = (map: Map<number, number[]>, cell: number, i: number) => {
      const list = map.get(cell);
      if (list) list.push(i);
      else map.set(cell, [i]);
    };
    for (let i = 0; i < n; i++) {
      if (trivial(i)) continue;
      push(asTotal, totals[i]!, i);
      for (let j = start[i]!; j < start[i + 1]!; j++) if (counts[parts[j]!]! > 0) push(asPart, parts[j]!, i);
    }
    const unsafe = (hidden: number) => hidden > 0 && hidden < k;
    const secretZeros = this.answerIndex !== null;
    /** Whether relation i needs one more withheld cell, were `extra` withheld too. */
    const needs = (i: number, extra = -1): boolean => {
      const total = totals[i]!;
      let hidden = 0;
      let hiddenParts = 0;
      let visible = 0;
      for (let j = start[i]!; j < start[i + 1]!; j++) {
        const p = parts[j]!;
        if (counts[p] === 0) {
          // an empty cell of an answer filter's item is a secret like a withheld one (see `box`)
          if (secretZeros && this.#frozen[p] === 0) hiddenParts++;
          continue;
        }
        if (withheld[p] === 1 || p === extra) {
          hidden += counts[p]!;
          hiddenParts++;
        } else visible++;
      }
      if (withheld[total] === 0 && total !== extra)
        // a shown total minus its shown parts is the withheld parts (and the people without a value): never one
        // withheld part alone (it may cover a small group elsewhere), never a pool of 1..k-1 people
        return hiddenParts === 1 || unsafe(hidden) || unsafe(hidden + remainders[i]!);
      // a withheld total must not be the sum of its shown parts (the people without a value may be known)
      return hiddenParts === 0 && visible > 0;
    };
    // how many relations withholding `cell` would put in need that are not in need now
    const cost = (cell: number) => {
      if (strategy === 'smallest') return 0;
      let created = 0;
      for (const i of asPart.get(cell) ?? []) if (!needs(i) && needs(i, cell)) created++;
      for (const i of asTotal.get(cell) ?? []) if (!needs(i) && needs(i, cell)) created++;
      return created;
    };
    const choose = (i: number) => {
      let best = -1;
      let bestCost = 0;
      for (let j = start[i]!; j < start[i + 1]!; j++) {
        const cell = parts[j]!;
        if (!(counts[cell]! > 0) || withheld[cell] === 1 || this.#frozen[cell] === 1) continue;
        const c = cost(cell);
        if (best < 0 || c < bestCost || (c === bestCost && counts[cell]! < counts[best]!)) {
          best = cell;
          bestCost = c;
        }
      }
      const total = totals[i]!;
      if (withheld[total] === 1 || this.#frozen[total] === 1) return best;
      if (best < 0) return total;
      if (strategy === 'look-ahead' && orderOf[total]! > 0 && cost(total) < bestCost) return total;
      return best;
    };
    const order = Array.from({ length: n }, (_, i) => i)
      .filter((i) => !trivial(i))
      .sort((a, b) => (counts[totals[a]!]! - counts[totals[b]!]!) * (largestFirst ? -1 : 1) || a - b);
    let changed = true;
    while (changed) {
      changed = false;
      for (const i of order) {
        while (needs(i)) {
          const cell = choose(i);
          if (cell < 0) break;
          withheld[cell] = 1;
          changed = true;
        }
      }
    }
    return withheld;
  }

  /** The values of a table's cell, by dimension index. */
  #valuesOf(table: MarginalTable, cell: number): Map<number, number> {
    const values = new Map<number, number>();
    let rest = cell;
    for (const d of table.dims) {
      const size = this.dimensions[d]!.size;
      const v = rest % size;
      rest = (rest - v) / size;
      values.set(d, v);
    }
    return values;
  }

  /** The cell index of values in a table (every dimension of the table given). */
  #cellIndex(table: MarginalTable, values: ReadonlyMap<number, number>): number {
    let index = table.offset;
    table.dims.forEach((d, i) => {
      index += values.get(d)! * table.strides[i]!;
    });
    return index;
  }

  /**
   * Every relation "cell = Σ its cells along one more dimension + remainder", for cells with respondents. Along
   * the unit, a cell's worker group and collector demographies become the set of units that have them.
   */
  #relations(tables: readonly MarginalTable[]): Relations {
    const total: number[] = [];
    const start: number[] = [];
    const parts: number[] = [];
    const remainder: number[] = [];
    const counts = this.#counts;
    for (const table of tables) {
      if (table.dims.length >= PRIVACY_MAX_DIMENSIONS) continue;
      for (let d = 0; d < this.dimensions.length; d++) {
        if (table.dims.includes(d)) continue;
        const folded = d === this.#unit ? table.dims.filter((x) => this.#byUnit[x] !== null) : [];
        const childDims = [...table.dims.filter((x) => !folded.includes(x)), d].sort((a, b) => a - b);
        const child = this.#tables.get(tableKey(childDims));
        if (!child) continue; // d is determined by the table's unit: the child is the table itself
        for (let cell = 0; cell < table.size; cell++) {
          const c = counts[table.offset + cell]!;
          if (c === 0) continue;
          const values = this.#valuesOf(table, cell);
          total.push(table.offset + cell);
          start.push(parts.length);
          let sum = 0;
          for (let v = 0; v < this.dimensions[d]!.size; v++) {
            if (folded.some((x) => this.#byUnit[x]![v] !== values.get(x))) continue;
            values.set(d, v);
            const p = this.#cellIndex(child, values);
            parts.push(p);
            sum += counts[p]!;
          }
          remainder.push(c - sum);
        }
      }
    }
    start.push(parts.length);
    return { total, start: Int32Array.from(start), parts: Int32Array.from(parts), remainder };
  }
}

const patterns = new WeakMap<SurveyCube, Map<string, PrivacyPattern>>();

/**
 * Keeps the date's privacy pattern for k from stored decisions (`PrivacyPattern.encode`) so that
 * `privacyPatternOf` does not compute it; answers whether they were taken (decisions of another format, k or
 * shape are computed again, and kept too).
 */
export function adoptPrivacyPattern(cube: SurveyCube, k: number, decided: Uint8Array): boolean {
  const pattern = new PrivacyPattern(cube, k, undefined, decided);
  let byKey = patterns.get(cube);
  if (!byKey) {
    byKey = new Map();
    patterns.set(cube, byKey);
  }
  byKey.set(`${k}|`, pattern);
  return pattern.adopted;
}

/** Whether the date's privacy pattern for k is at hand (computed or adopted). */
export function hasPrivacyPattern(cube: SurveyCube, k: number): boolean {
  return patterns.get(cube)?.has(`${k}|`) ?? false;
}

/**
 * The date's privacy pattern for k (with an item's answers as a dimension when `item` is given), built once per
 * cube: cubes are immutable and cached per data version.
 */
export function privacyPatternOf(cube: SurveyCube, k: number, item?: number): PrivacyPattern {
  let byKey = patterns.get(cube);
  if (!byKey) {
    byKey = new Map();
    patterns.set(cube, byKey);
  }
  const key = `${k}|${item ?? ''}`;
  let pattern = byKey.get(key);
  if (!pattern) {
    pattern = new PrivacyPattern(cube, k, item);
    byKey.set(key, pattern);
  }
  return pattern;
}
