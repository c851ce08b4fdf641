/**
 * Splits a multi-statement SQL text into its statements at top-level semicolons, leaving alone
 * semicolons inside quoted strings, quoted identifiers, dollar-quoted bodies and comments.
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === "'" || ch === '"') {
      i = skipQuoted(text, i, ch);
    } else if (ch === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (ch === '$') {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(text.slice(i, i + 64))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end < 0 ? n : end + tag.length;
      } else {
        i++;
      }
    } else if (ch === ';') {
      push(statements, text.slice(start, i));
      i++;
      start = i;
    } else {
      i++;
    }
  }
  push(statements, text.slice(start));
  return statements;
}

function skipQuoted(text: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      // a doubled quote is an escaped quote
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i++;
    }
  }
  return i;
}

function push(statements: string[], statement: string): void {
  const trimmed = statement.trim();
  if (trimmed && !/^(--[^\n]*\n?\s*)+$/.test(trimmed)) statements.push(trimmed);
}
