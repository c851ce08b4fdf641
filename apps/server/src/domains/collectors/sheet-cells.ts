/** The sheet the upload reads; a second sheet lists the allowed values. */
export const COLLECTORS_SHEET = 'Collectors';

/** Column letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The A1-style address of a 0-based column and a 1-based row, as named in upload errors (spec 2 §8). */
export function cellAddress(column: number, row: number): string {
  return `${columnLetters(column)}${row}`;
}
