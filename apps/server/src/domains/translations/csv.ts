/** The byte-order mark that tells spreadsheet programs a csv is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** Writes rows as RFC 4180 csv: comma-separated, CRLF line ends, fields quoted where needed. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/**
 * The delimiter of a csv: comma, or semicolon when the header line has semicolons and no comma
 * (spreadsheet programs in Hungarian locales save with semicolons).
 */
function detectDelimiter(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/** Parses RFC 4180 csv (quoted fields, doubled quotes, CRLF or LF); null when a quote is left open. */
export function parseCsv(input: string): string[][] | null {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (quoted) return null;
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Decodes an uploaded csv: UTF-8, or Windows-1250 (Hungarian spreadsheet exports) when not valid UTF-8. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}
