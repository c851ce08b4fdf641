import { answerBand } from './answer-band';
import { type Count, asCount } from './units';

/** How many answers fall into each band. */
export interface BandCounts {
  readonly negative: Count;
  readonly middle: Count;
  readonly positive: Count;
}

/** Band counts with nothing counted. */
export const EMPTY_BAND_COUNTS: BandCounts = {
  negative: asCount(0),
  middle: asCount(0),
  positive: asCount(0),
};

/** Counts values into bands; values that are not answers (not 1..6) are left out (graphs.md). */
export function countBands(values: Iterable<number | null | undefined>): BandCounts {
  let negative = 0;
  let middle = 0;
  let positive = 0;
  for (const value of values) {
    const band = answerBand(value);
    if (band === 'negative') negative++;
    else if (band === 'middle') middle++;
    else if (band === 'positive') positive++;
  }
  return { negative: asCount(negative), middle: asCount(middle), positive: asCount(positive) };
}

/** Pools band counts by adding them band by band (indexes pool answers, graphs.md "Numbers"). */
export function addBandCounts(...parts: readonly BandCounts[]): BandCounts {
  let negative = 0;
  let middle = 0;
  let positive = 0;
  for (const part of parts) {
    negative += part.negative;
    middle += part.middle;
    positive += part.positive;
  }
  return { negative: asCount(negative), middle: asCount(middle), positive: asCount(positive) };
}

/** The number of answers (1..6) counted. */
export function totalAnswers(counts: BandCounts): Count {
  return asCount(counts.negative + counts.middle + counts.positive);
}
