// Formula injection (OWASP "CSV injection"): a spreadsheet program runs a cell that starts with one of
// these as a formula. Every csv or xlsx cell the server writes goes through `neutraliseCell`.
const DANGEROUS = /^'*[=+\-@\t\r]/;

/**
 * A text cell made safe to open in a spreadsheet: a value that begins with `=`, `+`, `-`, `@`, tab or
 * CR (after any apostrophes) gets one leading apostrophe, which `restoreCell` removes again, so a round
 * trip through download and upload is lossless.
 */
export function neutraliseCell(value: string): string {
  return DANGEROUS.test(value) ? `'${value}` : value;
}

/** The original text of a cell written by `neutraliseCell` (other texts pass unchanged). */
export function restoreCell(value: string): string {
  return value.startsWith("'") && DANGEROUS.test(value) ? value.slice(1) : value;
}

// In a csv, a program that splits lines at semicolons (Excel in Hungarian and most continental locales) starts a cell
// after every `;`, quotes or not: each such segment is neutralised like the start of a value.
const DANGEROUS_SEGMENT = /(^|;)('*[=+\-@\t\r])/g;
const NEUTRALISED_SEGMENT = /(^|;)'('*[=+\-@\t\r])/g;

/**
 * A csv field made safe whatever separator the spreadsheet program splits at: {@link neutraliseCell} at the start of
 * the value and after every semicolon; {@link restoreCsvCell} undoes it.
 */
export function neutraliseCsvCell(value: string): string {
  return value.replace(DANGEROUS_SEGMENT, "$1'$2");
}

/** The original text of a field written by `neutraliseCsvCell` (other texts pass unchanged). */
export function restoreCsvCell(value: string): string {
  return value.replace(NEUTRALISED_SEGMENT, '$1$2');
}
