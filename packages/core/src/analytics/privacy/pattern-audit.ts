import type { ColumnGroups } from '../cube-atoms';
import { UNIT_DIMENSION } from './privacy-dimensions';
import type { MarginalTable } from './marginal-tables';
import type { PrivacyPattern } from './privacy-pattern';
import { QuotientSpan, quotientSpanSize } from './span-mod-p';

/**
 * The groups the audit guards: the cells of up to three dimensions (filters and a breakdown category), and the
 * answer-set boxes of up to three dimensions that filters with several answers describe (docs/privacy.md "Rule 3",
 * "The audit").
 */
const SECRET_ORDER = 4;

/**
 * The largest audit pass, in residues of its quotient (`quotientSpanSize`: 4 bytes each, so 120 MB for a moment).
 * A date whose secrets do not fit beside its atoms' coordinates is audited in several passes over batches of its
 * secrets, each on what the passes before it left shown (docs/privacy.md "Rule 3", "How the audit stays fast"); never
 * skipped.
 */
export const PRIVACY_AUDIT_MAX_RESIDUES = 30_000_000;

/** The fewest secrets' atoms one pass takes, however many atoms the date has (bounds the passes, not the memory). */
const MIN_INCIDENCES_PER_PASS = 4_096;

let secretsPerPassForTests: number | null = null;

/**
 * For tests only: holds every audit pass to `secrets` secrets (null: as many as `PRIVACY_AUDIT_MAX_RESIDUES`
 * allows), so the passes can be shown to guard every secret together (`pattern-audit.test.ts`).
 */
export function setAuditPassSecrets(secrets: number | null): void {
  secretsPerPassForTests = secrets;
}

/**
 * The audit of a privacy pattern (docs/privacy.md "Rule 3"). The relations check one sum at a time; the audit checks
 * every combination at once, by exact linear algebra over a prime field. Respondents are grouped into atoms by their
 * values on every dimension; every cell is a set of atoms. Shown cells are added to a span most valuable first —
 * the units (whose sizes the participation table publishes) before all, then fewer dimensions, then more
 * respondents — and a shown cell whose addition would put a withheld cell of 1..k-1 respondents into the span is
 * named to be withheld instead, and left out of the span.
 */
export class PatternAudit {
  readonly #pattern: PrivacyPattern;
  readonly #tables: readonly MarginalTable[];
  /** Per atom, its cell in each table (-1 where it has no value on one of the table's dimensions). */
  readonly #cells: Int32Array[];

  constructor(pattern: PrivacyPattern, tables: readonly MarginalTable[], groups: ColumnGroups) {
    this.#pattern = pattern;
    this.#tables = tables;
    const dims = pattern.dimensions;
    // the atoms: respondents with the same values on every dimension, in order of their first respondent
    const first = Array.from(groups.first);
    this.#cells = first.map((r) => {
      const cells = new Int32Array(tables.length);
      each: for (let t = 0; t < tables.length; t++) {
        const table = tables[t]!;
        let index = table.offset;
        for (let i = 0; i < table.dims.length; i++) {
          const v = dims[table.dims[i]!]!.values[r]!;
          if (v < 0) {
            cells[t] = -1;
            continue each;
          }
          index += v * table.strides[i]!;
        }
        cells[t] = index;
      }
      return cells;
    });
  }

  /**
   * The groups of 1..k-1 respondents that answer-set boxes describe (docs/privacy.md "Rule 3", "The audit"): within a
   * table of up to three dimensions, a set of values on each of its dimensions — one value, two, all but one, or all —
   * at least one of them with several values (a box of single values is a cell, a secret of its own). Their atoms,
   * ascending, each set once. Bounded by the boxes' smallness: a box of 1..k-1 respondents holds only cells of 1..k-1
   * (or none), so a set of values is followed further only while some cell it reaches is nonempty and below k, and
   * the last dimension (the one with the most values) only takes values with 1..k-1 respondents in the box so far.
   */
  #answerBoxes(atomsOf: ReadonlyMap<number, number[]>): number[][] {
    const pattern = this.#pattern;
    const k = pattern.k;
    const unit = pattern.dimensionIndex(UNIT_DIMENSION);
    const out = new Map<string, number[]>();
    for (const table of this.#tables) {
      const m = table.dims.length;
      if (m === 0 || m >= SECRET_ORDER) continue;
      // the table's dimensions with the most values last: the outer ones' sets are enumerated, the last one's are
      // read off the box's sums along it
      const sizeAt = (i: number) => pattern.dimensions[table.dims[i]!]!.size;
      const order = table.dims.map((_, i) => i).sort((a, b) => sizeAt(a) - sizeAt(b) || a - b);
      const sizes = order.map(sizeAt);
      // the counts laid out outer dimension first, and each laid-out cell's cell of the pattern
      const counts = new Int32Array(table.size);
      const cellAt = new Int32Array(table.size);
      for (let local = 0; local < table.size; local++) {
        let index = 0;
        for (const i of order) {
          const v = Math.floor(local / table.strides[i]!) % sizeAt(i);
          index = index * sizeAt(i) + v;
        }
        counts[index] = pattern.count(table.offset + local);
        cellAt[index] = table.offset + local;
      }
      const chosen: number[][] = [];
      const emit = (last: readonly number[]) => {
        const atoms = new Set<number>();
        const walk = (level: number, index: number) => {
          if (level === m) {
            if (counts[index]! > 0)
              for (const a of atomsOf.get(pattern.representative(cellAt[index]!)) ?? []) atoms.add(a);
            return;
          }
          for (const v of level === m - 1 ? last : chosen[level]!) walk(level + 1, index * sizes[level]! + v);
        };
        walk(0, 0);
        const sorted = [...atoms].sort((a, b) => a - b);
        out.set(sorted.join(','), sorted);
      };
      const small = (x: number) => x > 0 && x < k;
      const isUnit = order.map((i) => table.dims[i] === unit);
      // slice: the box's sums over the dimensions from `level` on, for the sets chosen before it; `onUnit` and
      // `onOther`: whether a set of several values was chosen on the unit, or on another dimension
      const enumerate = (level: number, slice: Int32Array, onUnit: boolean, onOther: boolean) => {
        if (!slice.some(small)) return; // no cell below k is reachable: every box from here holds k or more, or none
        const n = sizes[level]!;
        // a query names one unit at most (a breakdown's category): several units only with single values elsewhere
        const several = isUnit[level] ? !onOther : !onUnit;
        if (level === m - 1) {
          const nonzero: number[] = [];
          for (let v = 0; v < n; v++) if (slice[v]! > 0) nonzero.push(v);
          const total = nonzero.reduce((sum, v) => sum + slice[v]!, 0);
          const few = nonzero.filter((v) => small(slice[v]!));
          if (onUnit || onOther) for (const v of few) emit([v]);
          if (!several) return;
          for (let i = 0; i < few.length; i++)
            for (let j = i + 1; j < few.length; j++)
              if (small(slice[few[i]!]! + slice[few[j]!]!)) emit([few[i]!, few[j]!]);
          if (nonzero.length > 2) {
            for (const u of nonzero) if (small(total - slice[u]!)) emit(nonzero.filter((v) => v !== u));
            if (small(total)) emit(nonzero);
          }
          return;
        }
        const rest = slice.length / n;
        const part = (v: number) => slice.subarray(v * rest, (v + 1) * rest);
        const used: number[] = [];
        for (let v = 0; v < n; v++) if (part(v).some((x) => x > 0)) used.push(v);
        const go = (values: number[]) => {
          chosen[level] = values;
          let next = part(values[0]!);
          if (values.length > 1) {
            next = new Int32Array(rest);
            for (const v of values) {
              const p = part(v);
              for (let i = 0; i < rest; i++) next[i]! += p[i]!;
            }
          }
          const many = values.length > 1;
          enumerate(level + 1, next, onUnit || (many && isUnit[level]!), onOther || (many && !isUnit[level]));
        };
        for (const v of used) go([v]);
        if (!several) return;
        for (let i = 0; i < used.length; i++)
          for (let j = i + 1; j < used.length; j++) go([used[i]!, used[j]!]);
        if (used.length > 2) {
          for (const u of used) go(used.filter((v) => v !== u));
          go(used);
        }
      };
      enumerate(0, counts, false, false);
    }
    return [...out.values()];
  }

  /**
   * Shown cells to withhold; empty when no withheld cell of 1..k-1 respondents is derivable. Sizes and answers are
   * two audits: the participation table publishes every unit's size, so for `sizes` the units are known and a small
   * unit is no secret; a unit's answers are shown only where its cell is, so for `answers` a withheld unit is
   * unknown, and a small one is a secret like any other cell.
   */
  exposures(of: 'sizes' | 'answers'): number[] {
    const pattern = this.#pattern;
    const k = pattern.k;
    // the atoms of every distinct set (aliases share a representative) and the fewest dimensions it has
    // (arrays by cell rather than maps: atoms × tables entries, the audit's largest loop)
    const cellTotal = this.#tables.reduce((most, t) => Math.max(most, t.offset + t.size), 0);
    const atomLists: (number[] | undefined)[] = new Array(cellTotal);
    const orders = new Int32Array(cellTotal).fill(SECRET_ORDER + 1);
    const setsInOrder: number[] = [];
    const tableOrders = Int32Array.from(this.#tables, (t) => t.dims.length);
    for (let atom = 0; atom < this.#cells.length; atom++) {
      const cells = this.#cells[atom]!;
      for (let t = 0; t < cells.length; t++) {
        const cell = cells[t]!;
        if (cell < 0 || pattern.count(cell) === 0) continue;
        const set = pattern.representative(cell);
        const atoms = atomLists[set];
        if (!atoms) {
          atomLists[set] = [atom];
          setsInOrder.push(set);
        } else if (atoms[atoms.length - 1] !== atom) atoms.push(atom);
        if (tableOrders[t]! < orders[set]!) orders[set] = tableOrders[t]!;
      }
    }
    const atomsOf = new Map<number, number[]>(setsInOrder.map((set) => [set, atomLists[set]!]));
    const orderOf = new Map<number, number>(setsInOrder.map((set) => [set, orders[set]!]));
    const unit = pattern.dimensionIndex(UNIT_DIMENSION);
    const units = new Set<number>();
    for (const table of this.#tables) {
      if (of === 'answers' || table.dims.length !== 1 || table.dims[0] !== unit) continue;
      for (let c = 0; c < table.size; c++) units.add(pattern.representative(table.offset + c));
    }
    const secrets: number[][] = [];
    const shown: number[] = [];
    for (const [set, atoms] of atomsOf) {
      const withheld = pattern.isWithheld(set);
      if (!withheld || units.has(set)) shown.push(set);
      // (for sizes, a unit is known: no secret)
      if (withheld && !units.has(set) && pattern.count(set) < k && orderOf.get(set)! < SECRET_ORDER)
        secrets.push(atoms);
    }
    const cells = new Set(secrets.map((atoms) => atoms.join(',')));
    // the boxes hold the same atoms for sizes and answers (counts and aliases do not change between the two)
    this.#boxes ??= this.#answerBoxes(atomsOf);
    for (const box of this.#boxes) if (!cells.has(box.join(','))) secrets.push(box);
    this.#passes = 0;
    if (secrets.length === 0) return [];
    const fixed = (set: number) => (units.has(set) ? 0 : 1);
    shown.sort(
      (a, b) =>
        fixed(a) - fixed(b) ||
        orderOf.get(a)! - orderOf.get(b)! ||
        pattern.count(b) - pattern.count(a) ||
        a - b,
    );
    // Secrets in batches that fit one pass. Each pass builds the span of what the passes before it left shown, in the
    // same order, and names the cells that would expose one of its secrets; later passes only take more cells away,
    // so what is left shown spans no more than any pass saw, and no secret of any batch is derivable from it.
    const width = this.#cells.length;
    const incidencesPerPass = Math.max(MIN_INCIDENCES_PER_PASS, PRIVACY_AUDIT_MAX_RESIDUES - width * width);
    const batches: number[][][] = [];
    let incidences = Infinity;
    for (const secret of secrets) {
      const full = secretsPerPassForTests !== null && batches.at(-1)?.length === secretsPerPassForTests;
      if (full || incidences + secret.length > incidencesPerPass) {
        batches.push([]);
        incidences = 0;
      }
      batches.at(-1)!.push(secret);
      incidences += secret.length;
    }
    const out: number[] = [];
    const named = new Set<number>();
    for (const batch of batches) {
      this.#passes++;
      this.#residues = Math.max(
        this.#residues,
        quotientSpanSize(
          width,
          batch.reduce((sum, secret) => sum + secret.length, 0),
        ),
      );
      const span = new QuotientSpan(width, batch);
      for (const set of shown) {
        if (named.has(set)) continue;
        const rho = span.coordinates(atomsOf.get(set)!);
        if (rho.cols.length === 0) continue; // derivable from the cells already shown: showing it tells nothing new
        if (fixed(set) === 1 && span.exposes(rho)) {
          // this cell would let a secret be derived: it is withheld, and the span goes on without it
          out.push(set);
          named.add(set);
          continue;
        }
        span.add(rho); // a unit goes in even so: its size is public, and so is what it lets be derived
      }
    }
    return out;
  }

  #passes = 0;
  #residues = 0;
  #boxes: number[][] | null = null;

  /** How many passes the last `exposures` call made (0 when there was no secret to guard). */
  get passes(): number {
    return this.#passes;
  }

  /** The largest pass of this audit so far, in residues (`quotientSpanSize`). */
  get largestPass(): number {
    return this.#residues;
  }
}

/** How the audit ran on a pattern: its passes for sizes and for answers, and its largest pass in residues. */
export interface AuditRun {
  readonly sizes: number;
  readonly answers: number;
  readonly largestPass: number;
}

/**
 * Audits a pattern whose relations hold. The relations guard one sum at a time; the audit finds every shown cell
 * that would let a combination derive a secret and hands them to `withhold`, which withholds them and runs the
 * relations again (withholding more only shrinks what can be derived). Sizes first, then answers, each on what the
 * one before left shown (docs/privacy.md "Rule 3", "The audit").
 */
export function auditPattern(
  pattern: PrivacyPattern,
  tables: readonly MarginalTable[],
  groups: ColumnGroups,
  withhold: (cells: readonly number[]) => void,
): AuditRun {
  const audit = new PatternAudit(pattern, tables, groups);
  const run = { sizes: 0, answers: 0, largestPass: 0 };
  for (const of of ['sizes', 'answers'] as const) {
    const more = audit.exposures(of);
    run[of] = audit.passes;
    run.largestPass = audit.largestPass;
    if (more.length === 0) continue;
    withhold(more);
  }
  return run;
}
