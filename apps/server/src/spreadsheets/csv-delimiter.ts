import Papa from 'papaparse';

/**
 * The delimiters spreadsheet programs write: tab (Excel's "Unicode text"), semicolon (Hungarian and
 * other locales with a decimal comma: Excel's "CSV (pontosvesszővel tagolt)"), comma (English
 * locales); in this order because cell texts hold tabs least often and commas most.
 */
export const CSV_DELIMITERS = ['\t', ';', ','] as const;

/** One of {@link CSV_DELIMITERS}. */
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The rows the delimiter is judged on. */
const SAMPLE_ROWS = 10;
/** The text those rows are looked for in: a bound on the work, far more than 10 rows of a real file. */
const SAMPLE_CHARS = 1024 * 1024;

/**
 * The delimiter of a csv text, judged on its first rows as each candidate splits them (quotes
 * respected: a delimiter inside a quoted cell counts for nothing). A candidate must split the rows
 * into at least two cells on average; of those, the one that leaves the fewest malformed quotes
 * wins (in a file of another delimiter, a quoted cell's closing quote is followed by that one),
 * then the one whose rows vary least in width, then the one giving more cells, then the first of
 * {@link CSV_DELIMITERS}: rows that split alike by comma and by semicolon are semicolon-separated
 * with commas in their texts. Comma when none splits the rows (a file of one column).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const cut = text.length > SAMPLE_CHARS;
  const sample = cut ? text.slice(0, SAMPLE_CHARS) : text;
  let best: { delimiter: CsvDelimiter; score: readonly number[] } | undefined;
  for (const delimiter of CSV_DELIMITERS) {
    const { data, errors } = Papa.parse(sample, { delimiter, preview: SAMPLE_ROWS, fastMode: false });
    // a row the sample's end cuts is no evidence
    const rows = cut && data.length < SAMPLE_ROWS ? data.slice(0, -1) : data;
    const widths = rows.filter((row) => row.length > 1 || row[0] !== '').map((row) => row.length);
    const mean = widths.reduce((sum, width) => sum + width, 0) / widths.length;
    if (!(mean >= 2)) continue;
    const malformed = errors.filter((error) => error.row < rows.length).length;
    let variation = 0;
    for (let i = 1; i < widths.length; i++) variation += Math.abs((widths[i] ?? 0) - (widths[i - 1] ?? 0));
    const score = [malformed, variation, -mean];
    if (!best || isLess(score, best.score)) best = { delimiter, score };
  }
  return best?.delimiter ?? ',';
}

/** Whether `a` comes before `b`, compared element by element. */
function isLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}
