import type { CellSets } from './cell-sets';
import { cellIndex, type MarginalTable, PRIVACY_MAX_DIMENSIONS, tableKey, valuesOf } from './marginal-tables';
import type { PrivacyDimension } from './privacy-dimensions';

/** Relations "total = Σ parts + remainder" in flat arrays: relation i's parts are `parts[start[i]..start[i+1]]`. */
export interface Relations {
  readonly total: number[];
  readonly start: Int32Array;
  readonly parts: Int32Array;
  readonly remainder: number[];
}

/** A pattern's cells as the cover search reads and changes them. */
export interface CoverCells {
  readonly k: number;
  /** The respondents of each cell. */
  readonly counts: Int32Array;
  /** 1 per cell whose status a base pattern decided (an answer filter's item); sets with a frozen copy become frozen. */
  readonly frozen: Uint8Array;
  /** The cells that hold the same respondents; joined here where a relation has one nonempty part and no remainder. */
  readonly sets: CellSets;
  /** Whether the pattern has an answer filter's item, whose empty cells are secrets too (privacy-pattern.ts `box`). */
  readonly secretZeros: boolean;
}

/** How a run chooses the cell that meets a relation in need (see {@link withholdCovers}). */
type Strategy = 'look-ahead' | 'look-ahead-parts' | 'smallest';

/** What dimensions the unit determines, to fold them in relations along the unit (privacy-pattern.ts). */
export interface UnitFolding {
  /** The unit dimension's index, or -1. */
  readonly unit: number;
  /** Per dimension, its value for each unit when the unit determines it. */
  readonly byUnit: readonly (Int32Array | null)[];
}

/**
 * Every relation "cell = Σ its cells along one more dimension + remainder", for cells with respondents. Along
 * the unit, a cell's worker group and collector demographies become the set of units that have them.
 */
export function relationsOf(
  counts: Int32Array,
  dimensions: readonly PrivacyDimension[],
  tables: readonly MarginalTable[],
  tableOf: ReadonlyMap<string, MarginalTable>,
  { unit, byUnit }: UnitFolding,
): Relations {
  const total: number[] = [];
  const start: number[] = [];
  const parts: number[] = [];
  const remainder: number[] = [];
  for (const table of tables) {
    if (table.dims.length >= PRIVACY_MAX_DIMENSIONS) continue;
    for (let d = 0; d < dimensions.length; d++) {
      if (table.dims.includes(d)) continue;
      const folded = d === unit ? table.dims.filter((x) => byUnit[x] !== null) : [];
      const childDims = [...table.dims.filter((x) => !folded.includes(x)), d].sort((a, b) => a - b);
      const child = tableOf.get(tableKey(childDims));
      if (!child) continue; // d is determined by the table's unit: the child is the table itself
      for (let cell = 0; cell < table.size; cell++) {
        const c = counts[table.offset + cell]!;
        if (c === 0) continue;
        const values = valuesOf(dimensions, table, cell);
        total.push(table.offset + cell);
        start.push(parts.length);
        let sum = 0;
        for (let v = 0; v < dimensions[d]!.size; v++) {
          if (folded.some((x) => byUnit[x]![v] !== values.get(x))) continue;
          values.set(d, v);
          const p = cellIndex(child, values);
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

/**
 * Primary suppression, then the relations to a fixed point (docs/privacy.md "Rule 3"), written into `withheld`
 * (which holds the base's statuses of frozen cells); answers the run that won, to run again from more withheld
 * cells (the audit's). Where a relation needs one more withheld cell, the choice of that cover is greedy, so three
 * ways of choosing, each with relations met smallest or largest total first, are run and the pattern that loses
 * least is kept (the people a withheld cell hides, tenfold per dimension fewer: totals and single filters are what
 * most graphs show, and hiding a worker group of 80 costs more than a unit of 14): the shown part that puts the
 * fewest other relations in need (a one-step look-ahead), then the one with the fewest respondents, or the total
 * when that puts fewer in need and is not the whole date; the same without the total; and simply the smallest
 * shown part.
 */
export function withholdCovers(
  cells: CoverCells,
  tables: readonly MarginalTable[],
  relations: Relations,
  withheld: Uint8Array,
): (from: Uint8Array) => Uint8Array {
  const { counts, k, frozen, sets } = cells;
  const { total: totals, start, parts, remainder: remainders } = relations;
  const primary = Uint8Array.from(withheld); // the base's statuses of frozen cells
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
    if (only >= 0 && remainders[i] === 0 && !(cells.secretZeros && !frozen[only]))
      sets.union(totals[i]!, only);
  }
  // a set one of whose copies is frozen is frozen, with that copy's status
  for (let i = 0; i < counts.length; i++) {
    const root = sets.find(i);
    if (frozen[i] === 1 && frozen[root] === 0) {
      frozen[root] = 1;
      primary[root] = primary[i]!;
    } else if (frozen[root] === 0 && primary[i] === 1) primary[root] = 1;
  }
  for (let i = 0; i < totals.length; i++) totals[i] = sets.find(totals[i]!);
  for (let j = 0; j < parts.length; j++) parts[j] = sets.find(parts[j]!);
  // the order of each cell's table; a representative is its set's lowest-order copy (tables are laid out by order)
  const orderOf = new Uint8Array(counts.length);
  for (const table of tables) orderOf.fill(table.dims.length, table.offset, table.offset + table.size);
  const loss = (w: Uint8Array) => {
    let sum = 0;
    for (let i = 0; i < w.length; i++)
      if (w[i] === 1 && counts[i]! > 0 && sets.find(i) === i)
        sum += 10 ** (PRIVACY_MAX_DIMENSIONS - orderOf[i]!) * counts[i]!;
    return sum;
  };
  let best: { w: Uint8Array; rerun: (from: Uint8Array) => Uint8Array } | null = null;
  for (const strategy of ['look-ahead', 'look-ahead-parts', 'smallest'] as const) {
    for (const largestFirst of [false, true]) {
      const rerun = (from: Uint8Array) => fixpoint(cells, from, relations, orderOf, strategy, largestFirst);
      const w = rerun(primary);
      if (best === null || loss(w) < loss(best.w)) best = { w, rerun };
    }
  }
  withheld.set(best!.w);
  return best!.rerun;
}

/** One run of the relations to a fixed point from the primary cells, choosing covers by `strategy`. */
function fixpoint(
  cells: CoverCells,
  primary: Uint8Array,
  relations: Relations,
  orderOf: Uint8Array,
  strategy: Strategy,
  largestFirst: boolean,
): Uint8Array {
  const { counts, k, frozen, sets } = cells;
  const withheld = Uint8Array.from(primary);
  for (let i = 0; i < withheld.length; i++) {
    const root = sets.find(i);
    if (withheld[i] === 1 && frozen[root] === 0) withheld[root] = 1;
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
  const secretZeros = cells.secretZeros;
  /** Whether relation i needs one more withheld cell, were `extra` withheld too. */
  const needs = (i: number, extra = -1): boolean => {
    const total = totals[i]!;
    let hidden = 0;
    let hiddenParts = 0;
    let visible = 0;
    for (let j = start[i]!; j < start[i + 1]!; j++) {
      const p = parts[j]!;
      if (counts[p] === 0) {
        // an empty cell of an answer filter's item is a secret like a withheld one (privacy-pattern.ts `box`)
        if (secretZeros && frozen[p] === 0) hiddenParts++;
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
      if (!(counts[cell]! > 0) || withheld[cell] === 1 || frozen[cell] === 1) continue;
      const c = cost(cell);
      if (best < 0 || c < bestCost || (c === bestCost && counts[cell]! < counts[best]!)) {
        best = cell;
        bestCost = c;
      }
    }
    const total = totals[i]!;
    if (withheld[total] === 1 || frozen[total] === 1) return best;
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
