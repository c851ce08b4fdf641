import { type ColumnGroups, groupByColumns } from '../cube-atoms';
import type { SurveyCube } from '../survey-cube';
import { CellSets } from './cell-sets';
import { countCells, layOutTables, type MarginalTable, tableKey } from './marginal-tables';
import { type AuditRun, auditPattern } from './pattern-audit';
import { relationsOf, withholdCovers } from './pattern-covers';
import { decodePattern, encodePattern } from './pattern-format';
import {
  answerDimension,
  type PrivacyDimension,
  privacyDimensions,
  UNIT_DIMENSION,
} from './privacy-dimensions';

/** Whether a population (a box of selected values per dimension) may be shown, and how many it holds. */
export interface BoxVisibility {
  /** `visible`; `withheld` by the pattern; `too-complex`: more dimensions than the pattern covers. */
  readonly status: 'visible' | 'withheld' | 'too-complex';
  readonly count: number;
}

/** A selection of values per dimension index; dimensions not listed are not restricted. */
export type PrivacyBox = ReadonlyMap<number, ReadonlySet<number>>;

/**
 * The privacy pattern of one survey date (docs/privacy.md "Rule 3"): the respondent counts of every combination of
 * up to `PRIVACY_MAX_DIMENSIONS` dimensions (worker group, unit, each demography) as one set of linked marginal
 * tables (marginal-tables.ts), and which of their cells are withheld: every cell of 1..k-1 respondents, then, to a
 * fixed point over every relation "cell = Σ its cells along one more dimension + the people without a value there",
 * more cells so that a shown total never has exactly one withheld part, nor withheld parts that pool fewer than k
 * people (pattern-covers.ts), then what the audit finds (pattern-audit.ts). Every graph reads the same pattern, so a
 * population is withheld or shown alike whichever filters, breakdowns or graphs describe it.
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
  /** The cells holding the same respondents (cell-sets.ts). */
  readonly #sets: CellSets;
  readonly #unit: number;
  /** Per dimension, its value for each unit when the unit determines it (worker group, collector demographies). */
  readonly #byUnit: readonly (Int32Array | null)[];
  /** With an item's answers as a last dimension: 1 per cell of a table without it, whose status the base decides. */
  readonly #frozen: Uint8Array;
  /** The values of the item dimension by answer value, when the pattern has one. */
  readonly answerIndex: ReadonlyMap<number, number> | null;
  /** Whether the decisions were read from a stored pattern (`decided`) instead of computed. */
  readonly adopted: boolean;
  #audit: AuditRun = { sizes: 0, answers: 0, largestPass: 0 };

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
    const tables = layOutTables(this.dimensions, (dims) => this.#redundant(dims));
    for (const table of tables) this.#tables.set(tableKey(table.dims), table);
    const cells = tables.reduce((sum, table) => sum + table.size, 0);
    this.#counts = new Int32Array(cells);
    this.#withheld = new Uint8Array(cells);
    this.#frozen = new Uint8Array(cells);
    this.#sets = new CellSets(cells);
    this.#groups = groupByColumns(
      this.dimensions.map((d) => d.values),
      cube.respondentCount,
    )!;
    countCells(this.#counts, this.dimensions, this.#groups, tables);
    this.adopted = decided !== undefined && !answers && decodePattern(decided, k, this.#sets, this.#withheld);
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
   * The pattern's decisions as bytes, to be stored beside the cube's snapshot (pattern-format.ts): which cells hold
   * the same people and which are withheld.
   */
  encode(): Uint8Array {
    return encodePattern(this.k, this.#sets, this.#withheld);
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

  /** The respondents with value `v` of dimension `d` (0 for a value the dimension does not have). */
  valueCount(d: number, v: number): number {
    const table = this.#tables.get(tableKey([d]));
    return table && v >= 0 && v < table.size ? this.#counts[table.offset + v]! : 0;
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
        if ((c > 0 || secretZeros) && this.#withheld[this.#sets.find(index)] === 1) withheld = true;
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

  /**
   * The covers of the relations (pattern-covers.ts), then the audit (pattern-audit.ts), which withholds every shown
   * cell that would let a combination derive a secret and runs the relations again. (With an answer filter's item,
   * only the item's cells over the whole date are ever shown, rule 4: no combination of those and the base pattern's
   * shown cells singles out a small group's answers, so there is no audit.)
   */
  #suppress(tables: readonly MarginalTable[]): void {
    const relations = relationsOf(this.#counts, this.dimensions, tables, this.#tables, {
      unit: this.#unit,
      byUnit: this.#byUnit,
    });
    const cells = {
      k: this.k,
      counts: this.#counts,
      frozen: this.#frozen,
      sets: this.#sets,
      secretZeros: this.answerIndex !== null,
    };
    const rerun = withholdCovers(cells, tables, relations, this.#withheld);
    if (this.answerIndex !== null) return;
    this.#audit = auditPattern(this, tables, this.#groups, (more) => {
      for (const cell of more) this.#withheld[this.#sets.find(cell)] = 1;
      this.#withheld.set(rerun(this.#withheld));
    });
  }

  /**
   * How the audit ran on this pattern: its passes for sizes and for answers (0 where there was no secret, or the
   * decisions were adopted or belong to an answer filter's item) and its largest pass in residues.
   */
  get audit(): AuditRun {
    return { ...this.#audit };
  }

  /** The cell standing for every cell that holds the same respondents. */
  representative(cell: number): number {
    return this.#sets.find(cell);
  }

  /** Whether a cell (or the set it is an alias of) is withheld. */
  isWithheld(cell: number): boolean {
    return this.#withheld[this.#sets.find(cell)] === 1;
  }

  /** The respondents of a cell. */
  count(cell: number): number {
    return this.#counts[cell]!;
  }

  /** The table of a set of dimension indexes (ascending), if the pattern has it. */
  table(dims: readonly number[]): MarginalTable | undefined {
    return this.#tables.get(tableKey(dims));
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
