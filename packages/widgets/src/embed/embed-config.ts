import { type ChartGraphSlug, isChartGraphSlug, LANGUAGE_CODES, type LanguageCode } from '@pulzus/core';

/** The attributes `<pulzus-graph>` reads, as the element has them (null when absent). */
export interface EmbedAttributes {
  /** The Pulzus server's address, e.g. `https://pulzus.example`. */
  readonly server: string | null;
  /** The embed key, `pze_…`. */
  readonly key: string | null;
  /** The graph to show, one of the ten chart slugs. */
  readonly slug: string | null;
  /** `hu` or `en`; default the account's language. */
  readonly lang: string | null;
  /** The element's greatest height in px (it scrolls inside); default as tall as the graph. */
  readonly height: string | null;
}

/** The names of the attributes the element observes. */
export const EMBED_ATTRIBUTE_NAMES = ['server', 'key', 'slug', 'lang', 'height'] as const;

/** A usable configuration of the element. */
export interface EmbedConfig {
  readonly ok: true;
  /** The API base, `${server}/api/`. */
  readonly baseUrl: string;
  readonly key: string;
  readonly slug: ChartGraphSlug;
  readonly lang: LanguageCode | undefined;
  readonly height: number | undefined;
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

/** Reads the element's attributes: server, key and slug are required; an unknown `lang` is ignored. */
export function readEmbedConfig(attributes: EmbedAttributes): EmbedConfig | EmbedConfigProblem {
  const lang = languageOf(attributes.lang);
  const slug = attributes.slug?.trim() ?? '';
  const key = attributes.key?.trim() ?? '';
  const baseUrl = attributes.server ? apiBaseOf(attributes.server.trim()) : null;
  if (!baseUrl || !key || !slug) return { ok: false, problem: 'attributes', slug, lang };
  if (!isChartGraphSlug(slug)) return { ok: false, problem: 'slug', slug, lang };
  return { ok: true, baseUrl, key, slug, lang, height: heightOf(attributes.height) };
}
