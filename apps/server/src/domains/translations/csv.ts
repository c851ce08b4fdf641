/** Writes rows as RFC 4180 csv: comma-separated, CRLF line ends, fields quoted where needed. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}
