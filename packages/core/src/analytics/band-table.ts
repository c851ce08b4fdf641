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
