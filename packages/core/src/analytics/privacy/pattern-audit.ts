import type { ColumnGroups } from '../cube-atoms';
import { UNIT_DIMENSION } from './privacy-dimensions';
import type { MarginalTable, PrivacyPattern } from './privacy-pattern';
import { QuotientSpan, quotientSpanSize } from './span-mod-p';

/**
 * The groups the audit guards: the cells of up to three dimensions (filters and a breakdown category), and the
 * unions a filter with several answers describes (docs/privacy.md "Limits").
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
   * The groups of 1..k-1 respondents a filter with several answers describes: within a cell of fewer than two
   * dimensions, two of its cells along one more dimension together, or all of them but one (their atoms, ascending).
   */
  #answerSubsets(atomsOf: ReadonlyMap<number, number[]>): number[][] {
    const pattern = this.#pattern;
    const k = pattern.k;
    const out = new Map<string, number[]>();
    for (const table of this.#tables) {
      if (table.dims.length === 0 || table.dims.length >= SECRET_ORDER) continue;
      table.dims.forEach((d, at) => {
        const size = pattern.dimensions[d]!.size;
        const parents = new Map<number, number[]>();
        for (let local = 0; local < table.size; local++) {
          if (pattern.count(table.offset + local) === 0) continue;
          const value = Math.floor(local / table.strides[at]!) % size;
          const parent = local - value * table.strides[at]!;
          const cells = parents.get(parent) ?? [];
          cells.push(table.offset + local);
          parents.set(parent, cells);
        }
        for (const cells of parents.values()) {
          const add = (group: number[]) => {
            const n = group.reduce((sum, c) => sum + pattern.count(c), 0);
            if (n <= 0 || n >= k) return;
            const atoms = [
              ...new Set(group.flatMap((c) => atomsOf.get(pattern.representative(c)) ?? [])),
            ].sort((a, b) => a - b);
            out.set(atoms.join(','), atoms);
          };
          for (let i = 0; i < cells.length; i++) {
            for (let j = i + 1; j < cells.length; j++) add([cells[i]!, cells[j]!]);
            if (cells.length > 2) add(cells.filter((_, x) => x !== i));
          }
        }
      });
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
    secrets.push(...this.#answerSubsets(atomsOf));
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

  /** How many passes the last `exposures` call made (0 when there was no secret to guard). */
  get passes(): number {
    return this.#passes;
  }

  /** The largest pass of this audit so far, in residues (`quotientSpanSize`). */
  get largestPass(): number {
    return this.#residues;
  }
}
