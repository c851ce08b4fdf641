import type { HttpMethod } from './route-definition';

/** The answer header that carries a refreshed session token (spec 1 §7, §9). */
export const REFRESH_TOKEN_HEADER = 'X-SE-Token';
/** The cookie the server sets for XSRF protection (spec 1 §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The request header the XSRF cookie is copied into (spec 1 §7). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * The request header naming the language a page is drawn in (`hu` or `en`): the server labels the data it
 * answers (a total's column, a date's name) in it instead of the signed-in user's language, so one page
 * speaks one language (docs/api.md "Language of an answer"). Not `Accept-Language`, which every browser
 * sends on its own and which would then relabel a download opened from a Hungarian page.
 */
export const LANGUAGE_HEADER = 'X-Pulzus-Language';

// spec 1 §7: admin import-csv, data-import manual-import and language/{numeric id}/csv are uploads;
// the manual import's preview (docs/import.md "The manual import") takes the same multipart file, and so do the
// scope import and its preview (docs/api.md "Scope import")
const UPLOAD_PATH =
  /^(?:admin\/import-csv|data-import\/manual-import(?:\/preview)?|users\/scope-import(?:\/preview)?|language\/\d+\/csv)(?:[?#].*)?$/;

/** Whether a path relative to the API base is an upload path, which gets no Accept/Content-Type (spec 1 §7). */
export function isUploadPath(relativePath: string): boolean {
  return UPLOAD_PATH.test(relativePath.replace(/^\/+/, ''));
}

/** Whether a URL is relative: no scheme and not protocol-relative (spec 1 §7 XSRF rule). */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

/** Whether a method changes state: POST, PUT, PATCH, DELETE. */
export function isUnsafeMethod(method: HttpMethod): boolean {
  return method !== 'GET';
}

/** Reads one cookie from `document.cookie` when a document exists; null otherwise. */
export function readDocumentCookie(name: string): string | null {
  const cookie = (globalThis as { document?: { cookie?: string } }).document?.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** What the header rules look at. */
export interface HeaderInput {
  /** The request method. */
  readonly method: HttpMethod;
  /** The path relative to the API base, with its query. */
  readonly relativePath: string;
  /** The full URL fetched. */
  readonly url: string;
  /** The stored token, or null. */
  readonly token: string | null;
  /** Reads a cookie by name. */
  readonly readCookie: (name: string) => string | null;
  /** The page's language, sent in {@link LANGUAGE_HEADER}; none leaves the server to the user's language. */
  readonly language?: string | null;
}

/** The request headers by the rules of spec 1 §7. */
export function buildRequestHeaders(input: HeaderInput): Headers {
  const headers = new Headers();
  // the literal text "null" is what a stored null turns into; it is no token (spec 1 §7)
  if (input.token !== null && input.token !== 'null') headers.set('Authorization', `Bearer ${input.token}`);
  if (!isUploadPath(input.relativePath)) {
    headers.set('Accept', 'application/json');
    headers.set('Content-Type', 'application/json');
  }
  if (isUnsafeMethod(input.method) && isRelativeUrl(input.url)) {
    const xsrf = input.readCookie(XSRF_COOKIE);
    if (xsrf !== null) headers.set(XSRF_HEADER, xsrf);
  }
  if (input.language) headers.set(LANGUAGE_HEADER, input.language);
  return headers;
}
