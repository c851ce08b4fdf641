import {
  answerByte,
  type CubeAnswerKeyKind,
  type CubeInputColumns,
  columnsOfRespondents,
  cubeAnswerKeys,
  type SurveyCubeColumnsInput,
} from '@pulzus/core/analytics';
import { type CubeRows, respondentsOfPages } from './cube-rows';

/** The engine's input of read rows with the respondents as columns (the cube thread's `buildSurveyCube` argument). */
export function cubeColumnsInputOf(rows: CubeRows, counts?: PageReadCounts): SurveyCubeColumnsInput {
  return {
    ...rows.config,
    columns: columnsOfPages(rows.pages, rows.collectorIdOf, cubeAnswerKeys(rows.config), counts),
  };
}

/** How pages were read: by the scanner, or by `JSON.parse` (a page of another shape). */
export interface PageReadCounts {
  scanned: number;
  parsed: number;
}

/**
 * Reads response pages — the JSON text `[[worker group, provider collector, {key: value, …}], …]` that
 * cube-input.queries.ts asks PostgreSQL for — straight into the cube's input columns, without an object per
 * respondent or a string per answer key (docs/graphs.md "Through the API"). At 300,000 respondents of 80 items
 * (237 MB of text) `JSON.parse` and the objects it makes were most of a date's first load from its rows.
 *
 * The scanner knows exactly the shape the query writes: whole numbers and nulls as values, keys and collector
 * ids without escapes. Anything else in a page (a decimal or negative value, a string value, an escaped key)
 * sends that page through `JSON.parse` instead, so every page reads as `respondentsOfPages` reads it.
 */
export function columnsOfPages(
  pages: readonly string[],
  collectorIdOf: ReadonlyMap<string, number>,
  keys: ReadonlyMap<string, CubeAnswerKeyKind>,
  counts: PageReadCounts = { scanned: 0, parsed: 0 },
): CubeInputColumns {
  const estimate = pages.reduce((sum, page) => sum + page.length, 0) / 400;
  const columns = new GrowingColumns([...keys], Math.max(16, Math.ceil(estimate)));
  const lookup = new KeyLookup(keys);
  for (const page of pages) {
    const start = columns.count;
    try {
      scanPage(page, columns, lookup, collectorIdOf);
      counts.scanned++;
    } catch (error) {
      if (!(error instanceof OffShape)) throw error;
      columns.count = start;
      columns.appendRespondents(respondentsOfPages([page], collectorIdOf));
      counts.parsed++;
    }
  }
  return columns.result();
}

/** A page that is valid JSON of another shape than the query's own (read by `JSON.parse` instead). */
class OffShape extends Error {}

const QUOTE = 34;
const COMMA = 44;
const ZERO = 48;
const NINE = 57;
const COLON = 58;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const LETTER_N = 110;
const DOT = 46;
const LOWER_E = 101;
const UPPER_E = 69;

/** The largest count of digits read as a whole number without losing precision. */
const MAX_DIGITS = 15;

/**
 * Answer keys by a hash of their characters (an open-addressing table of slots), each found checked character
 * by character against the text.
 */
class KeyLookup {
  readonly #keys: string[] = [];
  readonly #table: Int32Array;
  readonly #mask: number;

  constructor(keys: ReadonlyMap<string, CubeAnswerKeyKind>) {
    let size = 16;
    while (size < keys.size * 4) size *= 2;
    this.#table = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    for (const key of keys.keys()) {
      let at = hashOf(key, 0, key.length) & this.#mask;
      while (this.#table[at] !== -1) at = (at + 1) & this.#mask;
      this.#table[at] = this.#keys.length;
      this.#keys.push(key);
    }
  }

  /** The slot of the key written at text[start, end) with the given hash, or -1. */
  slotOf(text: string, start: number, end: number, hash: number): number {
    for (let at = hash & this.#mask; ; at = (at + 1) & this.#mask) {
      const slot = this.#table[at]!;
      if (slot === -1) return -1;
      const key = this.#keys[slot]!;
      if (key.length === end - start && text.startsWith(key, start)) return slot;
    }
  }
}

function hashOf(text: string, start: number, end: number): number {
  let hash = 0;
  for (let i = start; i < end; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/** Columns that grow as respondents are read (the count is known only at the end). */
class GrowingColumns {
  count = 0;
  #capacity: number;
  /** Rows below this were written once: a row begun again (after a page's scan was abandoned) is cleared. */
  #writtenUpTo = 0;
  #collectorId: Int32Array;
  #workerGroupId: Int32Array;
  readonly #keys: (readonly [string, CubeAnswerKeyKind])[];
  readonly #items: (Uint8Array | null)[];
  readonly #values: (Float64Array | null)[];

  constructor(keys: (readonly [string, CubeAnswerKeyKind])[], capacity: number) {
    this.#keys = keys;
    this.#capacity = capacity;
    this.#collectorId = new Int32Array(capacity);
    this.#workerGroupId = new Int32Array(capacity);
    this.#items = keys.map(([, kind]) => (kind === 'item' ? new Uint8Array(capacity) : null));
    this.#values = keys.map(([, kind]) =>
      kind === 'value' ? new Float64Array(capacity).fill(Number.NaN) : null,
    );
  }

  /** Makes room for respondent `r` (and clears what an abandoned scan of a page may have written there). */
  begin(r: number, collectorId: number, workerGroupId: number): void {
    if (r >= this.#capacity) this.#grow(Math.max(r + 1, this.#capacity * 2));
    this.#collectorId[r] = collectorId;
    this.#workerGroupId[r] = workerGroupId;
    if (r >= this.#writtenUpTo) {
      this.#writtenUpTo = r + 1;
      return;
    }
    for (const column of this.#items) if (column) column[r] = 0;
    for (const column of this.#values) if (column) column[r] = Number.NaN;
  }

  /** Respondent r's answer under the key of `slot`: a whole number (or null, which leaves no answer). */
  set(r: number, slot: number, value: number): void {
    const item = this.#items[slot];
    if (item) item[r] = answerByte(value);
    else this.#values[slot]![r] = value;
  }

  /** Respondents read the slow way (a page `JSON.parse` read), after those read so far. */
  appendRespondents(respondents: Parameters<typeof columnsOfRespondents>[0]): void {
    const read = columnsOfRespondents(respondents, new Map(this.#keys));
    for (let i = 0; i < read.count; i++) {
      const r = this.count++;
      this.begin(r, read.collectorId[i]!, read.workerGroupId[i]!);
      this.#keys.forEach(([key], slot) => {
        const column = read.answers.get(key)!;
        const target = this.#items[slot] ?? this.#values[slot]!;
        target[r] = column[i]!;
      });
    }
  }

  result(): CubeInputColumns {
    const n = this.count;
    const answers = new Map<string, Uint8Array | Float64Array>();
    this.#keys.forEach(([key], slot) => {
      answers.set(key, (this.#items[slot] ?? this.#values[slot]!).subarray(0, n));
    });
    return {
      count: n,
      collectorId: this.#collectorId.subarray(0, n),
      workerGroupId: this.#workerGroupId.subarray(0, n),
      answers,
    };
  }

  #grow(capacity: number): void {
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.#collectorId = grown(this.#collectorId, (n) => new Int32Array(n));
    this.#workerGroupId = grown(this.#workerGroupId, (n) => new Int32Array(n));
    for (let slot = 0; slot < this.#items.length; slot++) {
      const item = this.#items[slot];
      if (item) this.#items[slot] = grown(item, (n) => new Uint8Array(n));
      const values = this.#values[slot];
      if (values) this.#values[slot] = grown(values, (n) => new Float64Array(n).fill(Number.NaN));
    }
    this.#capacity = capacity;
  }
}

/** Reads one page into the columns; throws OffShape where the page is not of the query's own shape. */
function scanPage(
  text: string,
  columns: GrowingColumns,
  lookup: KeyLookup,
  collectorIdOf: ReadonlyMap<string, number>,
): void {
  // written as plain loops over local state: this runs once per character of hundreds of megabytes.
  // charCodeAt past the end is NaN, which no comparison below accepts
  let p = skipSpace(text, 0);
  if (text.charCodeAt(p) !== OPEN_BRACKET) throw new OffShape();
  p = skipSpace(text, p + 1);
  if (text.charCodeAt(p) === CLOSE_BRACKET) {
    if (skipSpace(text, p + 1) !== text.length) throw new OffShape();
    return;
  }
  for (;;) {
    if (text.charCodeAt(p) !== OPEN_BRACKET) throw new OffShape();
    p = skipSpace(text, p + 1);
    let workerGroupId = -1;
    if (text.charCodeAt(p) === LETTER_N) p = afterNull(text, p);
    else {
      const start = p;
      workerGroupId = 0;
      for (let c = text.charCodeAt(p); c >= ZERO && c <= NINE; c = text.charCodeAt(++p))
        workerGroupId = workerGroupId * 10 + (c - ZERO);
      if (p === start || p - start > MAX_DIGITS) throw new OffShape();
    }
    p = skipSpace(text, p);
    if (text.charCodeAt(p) !== COMMA) throw new OffShape();
    p = skipSpace(text, p + 1);
    let collectorId = -1;
    if (text.charCodeAt(p) === LETTER_N) p = afterNull(text, p);
    else {
      if (text.charCodeAt(p) !== QUOTE) throw new OffShape();
      const start = ++p;
      for (let c = text.charCodeAt(p); c !== QUOTE; c = text.charCodeAt(++p)) {
        if (c === BACKSLASH || Number.isNaN(c)) throw new OffShape();
      }
      collectorId = collectorIdOf.get(text.slice(start, p)) ?? -1;
      p++;
    }
    p = skipSpace(text, p);
    if (text.charCodeAt(p) !== COMMA) throw new OffShape();
    p = skipSpace(text, p + 1);
    if (text.charCodeAt(p) !== OPEN_BRACE) throw new OffShape();
    const r = columns.count;
    columns.begin(r, collectorId, workerGroupId);
    p = skipSpace(text, p + 1);
    if (text.charCodeAt(p) === CLOSE_BRACE) p++;
    else {
      for (;;) {
        if (text.charCodeAt(p) !== QUOTE) throw new OffShape();
        const start = ++p;
        let hash = 0;
        let c = text.charCodeAt(p);
        while (c !== QUOTE) {
          if (c === BACKSLASH || Number.isNaN(c)) throw new OffShape();
          hash = (Math.imul(hash, 31) + c) | 0;
          c = text.charCodeAt(++p);
        }
        const slot = lookup.slotOf(text, start, p, hash);
        p = skipSpace(text, p + 1);
        if (text.charCodeAt(p) !== COLON) throw new OffShape();
        p = skipSpace(text, p + 1);
        c = text.charCodeAt(p);
        if (c === LETTER_N) p = afterNull(text, p);
        else {
          const digits = p;
          let value = 0;
          while (c >= ZERO && c <= NINE) {
            value = value * 10 + (c - ZERO);
            c = text.charCodeAt(++p);
          }
          // a sign, a fraction, an exponent, a string or more digits than a double holds: JSON.parse reads it
          if (p === digits || p - digits > MAX_DIGITS || c === DOT || c === LOWER_E || c === UPPER_E)
            throw new OffShape();
          if (slot >= 0) columns.set(r, slot, value);
        }
        p = skipSpace(text, p);
        c = text.charCodeAt(p);
        if (c === CLOSE_BRACE) {
          p++;
          break;
        }
        if (c !== COMMA) throw new OffShape();
        p = skipSpace(text, p + 1);
      }
    }
    p = skipSpace(text, p);
    if (text.charCodeAt(p) !== CLOSE_BRACKET) throw new OffShape();
    columns.count = r + 1;
    p = skipSpace(text, p + 1);
    const next = text.charCodeAt(p);
    if (next === CLOSE_BRACKET) {
      if (skipSpace(text, p + 1) !== text.length) throw new OffShape();
      return;
    }
    if (next !== COMMA) throw new OffShape();
    p = skipSpace(text, p + 1);
  }
}

/** The first position at or after p that is not JSON white space. */
function skipSpace(text: string, p: number): number {
  let c = text.charCodeAt(p);
  while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++p);
  return p;
}

/** The position after a `null` that starts at p (OffShape when it is not one). */
function afterNull(text: string, p: number): number {
  if (!text.startsWith('null', p)) throw new OffShape();
  return p + 4;
}
