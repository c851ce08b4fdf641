import { type ChartGraphSlug, isChartGraphSlug, LANGUAGE_CODES, type LanguageCode } from '@pulzus/core';

/** The attributes `<pulzus-graph>` reads, as the element has them (null when absent). */
export interface EmbedAttributes {
  /** The Pulzus server's address, e.g. `https://pulzus.example`. */
  readonly server: string | null;
  /** The embed key, `pze_…`. */
  readonly key: string | null;
  /** A signed embed token from the page's backend, used instead of the key (docs/embedding.md). */
  readonly token: string | null;
  /** The graph to show, one of the chart slugs, or `comments` for the comments view (docs/embedding.md "The comments view"). */
  readonly slug: string | null;
  /** `hu` or `en`; default the account's language. */
  readonly lang: string | null;
  /** The element's greatest height in px (it scrolls inside); default as tall as the graph. */
  readonly height: string | null;
  /** JSON of the query fields the page sets over a pinned query, e.g. `{"filters":[]}`; default none. */
  readonly params: string | null;
}

/** The names of the attributes the element observes. */
export const EMBED_ATTRIBUTE_NAMES = ['server', 'key', 'token', 'slug', 'lang', 'height', 'params'] as const;

/** The `slug` of the comments view: not a graph, so no graph slug can take it. */
export const COMMENTS_VIEW_SLUG = 'comments';

/** What the element shows: a chart graph, or the comments view of a key that allows comments. */
export type EmbedView = ChartGraphSlug | typeof COMMENTS_VIEW_SLUG;

/** A usable configuration of the element. */
export interface EmbedConfig {
  readonly ok: true;
  /** The API base, `${server}/api/`. */
  readonly baseUrl: string;
  /** The embed key; empty when a signed token is given. */
  readonly key: string;
  /** The signed embed token; empty when the key is used. */
  readonly token: string;
  readonly slug: EmbedView;
  readonly lang: LanguageCode | undefined;
  readonly height: number | undefined;
  /** The query fields the page sets over a pinned query. */
  readonly params: Record<string, unknown> | undefined;
}

/** Why the attributes cannot be used: something required is missing or not an address, or the slug is unknown. */
export interface EmbedConfigProblem {
  readonly ok: false;
  readonly problem: 'attributes' | 'slug';
  readonly slug: string;
  readonly lang: LanguageCode | undefined;
}

function apiBaseOf(server: string): string | null {
  try {
    const url = new URL(server);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}/api/`;
  } catch {
    return null;
  }
}

function languageOf(lang: string | null): LanguageCode | undefined {
  const code = lang?.trim().toLowerCase();
  return (LANGUAGE_CODES as readonly string[]).includes(code ?? '') ? (code as LanguageCode) : undefined;
}

function heightOf(height: string | null): number | undefined {
  const px = Number.parseFloat(height ?? '');
  return Number.isFinite(px) && px > 0 ? px : undefined;
}

/** The `params` attribute as an object; null when it is no JSON object. */
function paramsOf(params: string | null): Record<string, unknown> | undefined | null {
  if (!params?.trim()) return undefined;
  try {
    const value = JSON.parse(params);
    // a plain object, not an array, a number or null
    if (value?.constructor === Object) return value;
  } catch {
    // not JSON: a broken snippet, as the null below says
  }
  return null;
}

/**
 * Reads the element's attributes: server, slug and a key or a signed token (the token wins) are
 * required, and `params`, when given, must be a JSON object; an unknown `lang` is ignored.
 */
export function readEmbedConfig(attributes: EmbedAttributes): EmbedConfig | EmbedConfigProblem {
  const lang = languageOf(attributes.lang);
  const slug = attributes.slug?.trim() ?? '';
  const token = attributes.token?.trim() ?? '';
  const key = token ? '' : (attributes.key?.trim() ?? '');
  const params = paramsOf(attributes.params);
  const baseUrl = attributes.server ? apiBaseOf(attributes.server.trim()) : null;
  if (!baseUrl || !(key || token) || !slug || params === null)
    return { ok: false, problem: 'attributes', slug, lang };
  if (!isChartGraphSlug(slug) && slug !== COMMENTS_VIEW_SLUG)
    return { ok: false, problem: 'slug', slug, lang };
  return {
    ok: true,
    baseUrl,
    key,
    token,
    slug: slug as EmbedView,
    lang,
    height: heightOf(attributes.height),
    params,
  };
}
