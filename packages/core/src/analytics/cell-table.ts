import type { BandCounts } from '../indexes/band-counts';
import { type BandDistribution, bandDistribution } from '../indexes/largest-remainder';
import { positiveShare } from '../indexes/positive-share';
import { privacyGate } from '../indexes/privacy-gate';
import { roundHalfUp } from '../indexes/round-half-up';
import { asCount, type Percent } from '../indexes/units';
import type { GraphWarning, WithheldReason } from '../schemas/graph-response';
import { type SuppressionRelation, suppressCells } from './secondary-suppression';

/** Collects the warnings of one response. */
export type WarningSink = Set<Exclude<GraphWarning, 'graph-warning-no-survey-date'>>;

/**
 * The cells of one date's graph (answer band counts and contributors per cell) with their total/parts relations;
 * `suppress` applies the privacy rule with secondary suppression once, then values are read per cell.
 */
export class CellTable {
  readonly #bands: number[] = [];
  readonly #contributors: number[] = [];
  readonly #relations: SuppressionRelation[] = [];
  /** Cells withheld whatever their size, with the reason their caller gave. */
  readonly #forced = new Map<number, WithheldReason>();
  #withheld: Uint8Array | null = null;
  #k = 0;

  /** Adds a cell from its band counts and contributors; returns its index. */
  add(negative: number, middle: number, positive: number, contributors: number): number {
    this.#bands.push(negative, middle, positive);
    return this.#contributors.push(contributors) - 1;
  }

  /** Adds a cell pooling disjoint cells (counts and contributors added); returns its index. */
  addSum(cells: readonly number[]): number {
    let n = 0;
    let m = 0;
    let p = 0;
    let c = 0;
    for (const i of cells) {
      n += this.#bands[i * 3]!;
      m += this.#bands[i * 3 + 1]!;
      p += this.#bands[i * 3 + 2]!;
      c += this.#contributors[i]!;
    }
    return this.add(n, m, p, c);
  }

  /** Declares that `total` pools exactly `parts` (secondary suppression keeps both sides safe). */
  relate(total: number, parts: readonly number[]): void {
    this.#relations.push({ total, parts });
  }

  /** The number of respondents behind a cell (graphs.md finer point 1). */
  contributors(cell: number): number {
    return this.#contributors[cell]!;
  }

  /**
   * Withholds a cell whatever its size, for `reason`: its population is withheld by the date's privacy pattern
   * (docs/privacy.md). Withheld twice, a combination (configuration) wins over a reason read from a count.
   */
  withhold(cell: number, reason: WithheldReason): void {
    const before = this.#forced.get(cell);
    if (before === 'combination') return;
    if (before === 'fewer-than-k' && reason === 'protects-smaller') return;
    this.#forced.set(cell, reason);
  }

  /** Runs the privacy rule over every cell and relation (graphs.md "Privacy", finer point 11). */
  suppress(k: number): void {
    this.#k = k;
    this.#withheld = suppressCells(this.#contributors, this.#relations, k, this.#forced.keys());
  }

  /**
   * Why a cell's value is withheld, if it is (docs/privacy.md "Reasons"): the reason its caller gave when it was
   * forced (the pattern's judgement of its box says no more than that box's side of k); else `fewer-than-k` when it
   * has 0..k-1 contributors (0 reads like 1..k-1, Rule 1), else `protects-smaller` (the relations withheld it as
   * cover); `suppress` must have run. Read it only for a cell whose value came out null.
   */
  reason(cell: number): WithheldReason {
    if (this.#withheld === null) throw new Error('CellTable.suppress() has not run');
    const forced = this.#forced.get(cell);
    if (forced) return forced;
    return this.#contributors[cell]! < this.#k ? 'fewer-than-k' : 'protects-smaller';
  }

  /** Whether a cell is withheld (primary or secondary); `suppress` must have run. */
  withheld(cell: number): boolean {
    if (this.#withheld === null) throw new Error('CellTable.suppress() has not run');
    return this.#withheld[cell] === 1;
  }

  /** The band counts of a cell. */
  bands(cell: number): BandCounts {
    return {
      negative: asCount(this.#bands[cell * 3]!),
      middle: asCount(this.#bands[cell * 3 + 1]!),
      positive: asCount(this.#bands[cell * 3 + 2]!),
    };
  }

  /** The gated unrounded positive share: null when withheld (warning) or without answers (graphs.md 1, 7). */
  exactShare(cell: number, k: number, warnings: WarningSink): Percent | null {
    const gated = this.#gate(positiveShare(this.bands(cell)), cell, k);
    if (gated.warning) warnings.add(gated.warning);
    return gated.value;
  }

  /** The gated positive share rounded half up (graphs.md "Numbers"). */
  share(cell: number, k: number, warnings: WarningSink): Percent | null {
    const exact = this.exactShare(cell, k, warnings);
    return exact === null ? null : roundHalfUp(exact);
  }

  /** The gated negative/middle/positive distribution summing to 100 (graphs.md 3). */
  distribution(cell: number, k: number, warnings: WarningSink): BandDistribution | null {
    const gated = this.#gate(bandDistribution(this.bands(cell)), cell, k);
    if (gated.warning) warnings.add(gated.warning);
    return gated.value;
  }

  #gate<T>(value: T | null, cell: number, k: number) {
    const gated = privacyGate(value, asCount(this.#contributors[cell]!), k);
    if (gated.value !== null && this.withheld(cell))
      return { value: null, warning: 'graph-warning-privacy' as const };
    return gated;
  }
}
