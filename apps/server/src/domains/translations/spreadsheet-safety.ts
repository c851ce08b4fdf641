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
