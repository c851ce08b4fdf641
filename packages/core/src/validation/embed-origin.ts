import type { MessageKey } from '../i18n/catalogue';

/** How many origins one embed key may allow (docs/embedding.md). */
export const EMBED_KEY_MAX_ORIGINS = 20;

/** The message key of a text that is no exact origin (docs/embedding.md). */
export const EMBED_ORIGIN_INVALID = 'admin-embed-keys-origin-invalid' satisfies MessageKey;
/** The message key of an origin already in the list. */
export const EMBED_ORIGIN_DUPLICATE = 'admin-embed-keys-origin-duplicate' satisfies MessageKey;
/** The message key of a list that is already full. */
export const EMBED_ORIGINS_TOO_MANY = 'admin-embed-keys-origins-too-many' satisfies MessageKey;

// scheme, then an authority without user info, then at most a trailing slash: no path, query or fragment
const ORIGIN_SHAPE = /^https?:\/\/[^/?#@\\\s*]+\/?$/i;

/**
 * The exact origin an embed key allows, as a browser sends it in `Origin` (docs/embedding.md): `http` or
 * `https`, a host and an optional port, nothing else — no path, query, fragment, user info or
 * wildcard. Case and a default port are normalised (`HTTPS://Intra.Example:443/` →
 * `https://intra.example`); null when the text is no such origin.
 */
export function normaliseEmbedOrigin(text: string): string | null {
  const trimmed = text.trim();
  if (!ORIGIN_SHAPE.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.hostname === '' || url.origin === 'null') return null;
  return url.origin;
}

/**
 * Whether a request from `requestOrigin` may use an embed key that allows `origins` (docs/embedding.md).
 * A request without an origin (a same-origin or server-side call) counts as coming from the
 * server's own origin, so it passes only when that origin is listed; the opaque origin `null` never does.
 */
export function isEmbedOriginAllowed(
  origins: readonly string[],
  requestOrigin: string | null | undefined,
  ownOrigin: string,
): boolean {
  if (requestOrigin === 'null') return false;
  const origin = requestOrigin === undefined || requestOrigin === null ? ownOrigin : requestOrigin;
  return origins.includes(origin);
}

/** The outcome of {@link addEmbedOrigin}: the longer list, or the message key of the refusal. */
export type AddEmbedOriginResult =
  | { readonly ok: true; readonly origins: readonly string[] }
  | { readonly ok: false; readonly error: MessageKey };

/**
 * Adds a typed origin to a key's list (docs/embedding.md): normalised, refused when it is no exact origin,
 * already listed, or the list holds {@link EMBED_KEY_MAX_ORIGINS} already.
 */
export function addEmbedOrigin(origins: readonly string[], text: string): AddEmbedOriginResult {
  const origin = normaliseEmbedOrigin(text);
  if (origin === null) return { ok: false, error: EMBED_ORIGIN_INVALID };
  if (origins.includes(origin)) return { ok: false, error: EMBED_ORIGIN_DUPLICATE };
  if (origins.length >= EMBED_KEY_MAX_ORIGINS) return { ok: false, error: EMBED_ORIGINS_TOO_MANY };
  return { ok: true, origins: [...origins, origin] };
}
