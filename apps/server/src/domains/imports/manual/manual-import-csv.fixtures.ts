// Rows written as csv byte for byte the way spreadsheet programs save them, for the manual import's
// csv tests (docs/import.md "The manual import"): delimiter, line break, encoding and byte-order
// mark, and the quoting they all share — a field is quoted only when it holds the delimiter, a
// quote or a line break, its quotes doubled.

/** How a program writes a csv. */
export interface CsvDialect {
  readonly delimiter: ',' | ';' | '\t';
  readonly lineBreak: '\r\n' | '\n';
  readonly encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1250';
  /** Whether the file starts with the encoding's byte-order mark. */
  readonly bom: boolean;
}

/** Excel in a Hungarian locale, "CSV (pontosvesszővel tagolt)": semicolons, CRLF, Windows-1250. */
export const EXCEL_HU: CsvDialect = {
  delimiter: ';',
  lineBreak: '\r\n',
  encoding: 'windows-1250',
  bom: false,
};

/** Excel in an English locale, "CSV UTF-8 (Comma delimited)": commas, CRLF, UTF-8 with a byte-order mark. */
export const EXCEL_EN: CsvDialect = { delimiter: ',', lineBreak: '\r\n', encoding: 'utf-8', bom: true };

/** Excel's "Unicode text": tabs, CRLF, UTF-16LE with a byte-order mark. */
export const EXCEL_UNICODE_TEXT: CsvDialect = {
  delimiter: '\t',
  lineBreak: '\r\n',
  encoding: 'utf-16le',
  bom: true,
};

/** LibreOffice Calc's "Text CSV" with its default filter on Linux: commas, LF, UTF-8. */
export const LIBREOFFICE: CsvDialect = { delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false };

/** Google Sheets' "Comma-separated values" download: commas, LF, UTF-8 without a byte-order mark. */
export const GOOGLE_SHEETS: CsvDialect = { delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false };

/** UTF-16BE with a byte-order mark, tab-separated, as some text tools save "Unicode". */
export const UTF16BE_TEXT: CsvDialect = {
  delimiter: '\t',
  lineBreak: '\r\n',
  encoding: 'utf-16be',
  bom: true,
};

/** `rows` as `dialect` writes them; a cell line break stays LF, as the programs write it. */
export function csvAs(dialect: CsvDialect, rows: readonly (readonly (string | number)[])[]): Buffer {
  const field = (value: string | number) => {
    const text = String(value);
    return text.includes(dialect.delimiter) || /["\r\n]/.test(text)
      ? `"${text.replaceAll('"', '""')}"`
      : text;
  };
  const text = rows.map((row) => row.map(field).join(dialect.delimiter) + dialect.lineBreak).join('');
  return encode(dialect.bom ? `\uFEFF${text}` : text, dialect.encoding);
}

/** `text` in `encoding` (a leading U+FEFF becomes that encoding's byte-order mark). */
function encode(text: string, encoding: CsvDialect['encoding']): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-16le':
      return Buffer.from(text, 'utf16le');
    case 'utf-16be':
      return Buffer.from(text, 'utf16le').swap16();
    case 'windows-1250':
      return Buffer.from(
        Array.from(text, (char) => {
          const byte = windows1250().get(char);
          if (byte === undefined) throw new Error(`${char} has no Windows-1250 byte`);
          return byte;
        }),
      );
  }
}

let windows1250Bytes: Map<string, number> | undefined;
/** Each character of Windows-1250 → its byte, from the decoder the import uses. */
function windows1250(): Map<string, number> {
  if (!windows1250Bytes) {
    windows1250Bytes = new Map();
    const decoder = new TextDecoder('windows-1250');
    for (let byte = 0; byte < 256; byte++) {
      const char = decoder.decode(Uint8Array.of(byte));
      if (!windows1250Bytes.has(char)) windows1250Bytes.set(char, byte);
    }
  }
  return windows1250Bytes;
}
