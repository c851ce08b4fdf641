/** The default API base (spec 1 §7 paths are relative to it). */
export const DEFAULT_BASE_URL = '/api/';

/** Fills a path template's `{name}` parameters, URL-encoded; a missing parameter throws. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Appends a query string of the defined values (`?a=1&b=x`), or nothing. */
export function withQuery(path: string, query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Joins the API base and a relative path with exactly one slash. */
export function joinUrl(baseUrl: string, relativePath: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${relativePath.replace(/^\/+/, '')}`;
}
