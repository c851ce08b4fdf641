// Formula injection (OWASP "CSV injection"): a spreadsheet program runs a cell that starts with one of
// these as a formula — also after spaces, which programs trim on import (" =1+1"). Every csv or xlsx cell
// the server writes goes through `neutraliseCell`. Spaces are Unicode's (\p{Zs}: space, no-break space…),
// never tab, CR or LF, so a tab still starts a segment of its own in `neutraliseCsvCell`.
const DANGEROUS = /^[\p{Zs}']*[=+\-@\t\r]/u;

/**
 * A text cell made safe to open in a spreadsheet: a value that begins with `=`, `+`, `-`, `@`, tab or
 * CR (after any spaces and apostrophes) gets one leading apostrophe, which `restoreCell` removes again, so
 * a round trip through download and upload is lossless.
 */
export function neutraliseCell(value: string): string {
  return DANGEROUS.test(value) ? `'${value}` : value;
}

/** The original text of a cell written by `neutraliseCell` (other texts pass unchanged). */
export function restoreCell(value: string): string {
  return value.startsWith("'") && DANGEROUS.test(value) ? value.slice(1) : value;
}

// In a csv, a program that splits lines at another separator than ours — semicolons (Excel in Hungarian and most
// continental locales), tabs, or commas while ignoring quotes — starts a cell after every one of them, quotes or not:
// each such segment is neutralised like the start of a value. The lookbehind lets a neutralised tab start a segment too.
const DANGEROUS_SEGMENT = /(?<=^|[;,\t])([\p{Zs}']*[=+\-@\t\r])/gu;
const NEUTRALISED_SEGMENT = /(?<=^|[;,\t])'([\p{Zs}']*[=+\-@\t\r])/gu;

/**
 * A csv field made safe whatever separator the spreadsheet program splits at: {@link neutraliseCell} at the start of
 * the value and after every `;`, `,` and tab; {@link restoreCsvCell} undoes it.
 */
export function neutraliseCsvCell(value: string): string {
  return value.replace(DANGEROUS_SEGMENT, "'$1");
}

/** The original text of a field written by `neutraliseCsvCell` (other texts pass unchanged). */
export function restoreCsvCell(value: string): string {
  return value.replace(NEUTRALISED_SEGMENT, '$1');
}
