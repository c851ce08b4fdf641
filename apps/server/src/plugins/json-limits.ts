/** How big a JSON body may be in shape, checked on its text before it is parsed (docs/security.md). */
export interface JsonLimits {
  /** Arrays and objects inside one another; the outermost counts 1. */
  readonly depth: number;
  /** Object members and array elements, counted over the whole body. */
  readonly entries: number;
  /** Characters of any one string, keys included, as sent (an escape counts as written). */
  readonly stringLength: number;
}

/** The limit a body broke and its value: the details of a 400 `body-too-complex`. */
export interface JsonLimitBreach {
  readonly limit: 'depth' | 'entries' | 'string-length';
  readonly max: number;
}

/**
 * The limits of a body anyone may send: a public route's (`POST login`, reminders, password links, embed
 * sessions), an unknown path's, a route outside the route table's. Their real bodies are a few flat fields,
 * the longest an embed token of 8,192 characters.
 */
export const PUBLIC_JSON_LIMITS: JsonLimits = { depth: 8, entries: 100, stringLength: 10_000 };

/**
 * The limits of a signed-in route's body, read only after its token was checked: deeper and larger than
 * any screen sends (a pinned embed query nests 6 deep); a string may be as long as the route's body limit
 * allows (a document travels as one data URL).
 */
export const SIGNED_IN_JSON_LIMITS: JsonLimits = {
  depth: 32,
  entries: 100_000,
  stringLength: Number.POSITIVE_INFINITY,
};

/** The largest body a public route reads (bytes); a longer one is 413 `payload-too-large` before it is read. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The first limit a JSON text breaks, or null: one pass over the characters, stopping at the breach, so
 * its time is linear in the body's length whatever its shape. Malformed text is left to `JSON.parse`.
 */
export function jsonLimitBreach(text: string, limits: JsonLimits): JsonLimitBreach | null {
  let depth = 0;
  let entries = 0;
  // the last significant character opened an array or object: the next one is its first entry, or its end
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === LF || c === CR || c === TAB) continue;
    if (opened) {
      opened = false;
      if (c !== CLOSE_BRACKET && c !== CLOSE_BRACE && ++entries > limits.entries)
        return { limit: 'entries', max: limits.entries };
    }
    if (c === QUOTE) {
      const start = i + 1;
      const longest = start + limits.stringLength;
      for (i = start; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === QUOTE) break;
        if (s === BACKSLASH) i++;
      }
      if (i > longest) return { limit: 'string-length', max: limits.stringLength };
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limits.depth) return { limit: 'depth', max: limits.depth };
      opened = true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    } else if (c === COMMA && ++entries > limits.entries) {
      return { limit: 'entries', max: limits.entries };
    }
  }
  return null;
}
