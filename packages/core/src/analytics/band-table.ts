import { ANSWER_BANDS, answerBand } from '../indexes/answer-band';

/** Band index (0 negative, 1 middle, 2 positive) of every byte value; -1 for no answer (graphs.md "Vocabulary"). */
export const BAND_OF_BYTE: Int8Array = (() => {
  const table = new Int8Array(256).fill(-1);
  for (let value = 0; value < 256; value++) {
    const band = answerBand(value);
    if (band !== null) table[value] = ANSWER_BANDS.indexOf(band);
  }
  return table;
})();

/**
 * Bits per band count in a packed measure column (`negative | middle << 10 | positive << 20`, docs/graphs.md
 * "Through the API"): a measure of at most 1023 items packs one respondent's three counts in one 32-bit word.
 */
export const PACKED_BAND_BITS = 10;
export const PACKED_BAND_MASK = (1 << PACKED_BAND_BITS) - 1;
/** The most items a measure may have for its column to be packed in 32 bits. */
export const PACKED_MEASURE_MAX_ITEMS = PACKED_BAND_MASK;

/** Per byte value, its packed one-answer contribution (1 in its band's field); 0 for no answer. */
export const PACKED_BAND_OF_BYTE: Uint32Array = Uint32Array.from(BAND_OF_BYTE, (band) =>
  band < 0 ? 0 : 1 << (band * PACKED_BAND_BITS),
);

/**
 * Per byte value, its contribution to a wide measure column (over 1023 items): fields of 2^17 in a double,
 * exact up to 131,071 answers per band.
 */
export const WIDE_BAND_UNIT = 2 ** 17;
export const WIDE_BAND_OF_BYTE: Float64Array = Float64Array.from(BAND_OF_BYTE, (band) =>
  band < 0 ? 0 : WIDE_BAND_UNIT ** band,
);

/** Bits per lane of a pair counter: six 5-bit lanes (two items × three bands) in one 32-bit word. */
export const PAIR_LANE_BITS = 5;
/** How many respondents a pair counter holds before a lane could overflow (31). */
export const PAIR_FLUSH_ROWS = (1 << PAIR_LANE_BITS) - 1;

let pairTable: Uint32Array | null = null;

/**
 * Per two adjacent answer bytes (`first | second << 8`), the increment of a pair counter: 1 in lane
 * `band` for the first and in lane `3 + band` for the second. Counting two items with one table read and
 * one add per respondent is what makes the item histograms fast (docs/graphs.md "Through the API");
 * 256 KB, built on first use.
 */
export function pairBandTable(): Uint32Array {
  if (pairTable) return pairTable;
  const table = new Uint32Array(65536);
  for (let first = 0; first < 256; first++) {
    const a = BAND_OF_BYTE[first]!;
    const low = a < 0 ? 0 : 1 << (a * PAIR_LANE_BITS);
    for (let second = 0; second < 256; second++) {
      const b = BAND_OF_BYTE[second]!;
      table[first | (second << 8)] = low + (b < 0 ? 0 : 1 << ((3 + b) * PAIR_LANE_BITS));
    }
  }
  pairTable = table;
  return table;
}
