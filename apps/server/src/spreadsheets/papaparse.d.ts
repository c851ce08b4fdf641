/**
 * The part of Papa Parse 5.7 (https://www.papaparse.com/docs, "Config", "Results") that csv.ts
 * uses: parsing a string synchronously into rows of strings, whole or a row at a time; the package
 * ships no types of its own. It is CommonJS: import its default export.
 */
declare module 'papaparse' {
  /** A malformed quote: one that closes a field followed by more text, or one never closed. */
  export interface ParseError {
    readonly type: 'Quotes' | 'Delimiter' | 'FieldMismatch';
    readonly code:
      | 'InvalidQuotes'
      | 'MissingQuotes'
      | 'UndetectableDelimiter'
      | 'TooFewFields'
      | 'TooManyFields';
    readonly message: string;
    /** The index of the row it was found in. */
    readonly row: number;
  }

  export interface ParseResult<Row> {
    readonly data: Row;
    readonly errors: readonly ParseError[];
  }

  export interface Parser {
    /** Stops the parse: no further rows are read. */
    abort(): void;
  }

  export interface ParseConfig {
    /** The field delimiter; guessed when empty. */
    delimiter?: string;
    /** The row delimiter; guessed from the first MiB (quoted text left out) when empty. */
    newline?: '' | '\r\n' | '\n' | '\r';
    /** Reads only this many rows. */
    preview?: number;
    /** `false`: never splits the whole input at once, even without quotes in it. */
    fastMode?: boolean;
    /** Called with each row instead of collecting them. */
    step?: (row: ParseResult<string[]>, parser: Parser) => void;
  }

  /** Parses `input`: its rows in `data`, unless `step` took each of them. */
  export function parse(input: string, config: ParseConfig): ParseResult<string[][]>;
}
