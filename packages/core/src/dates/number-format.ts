import { dateLocaleFor } from './date-locale';

const cache = new Map<string, Intl.NumberFormat>();

function cached(locale: string, kind: 'number' | 'percent'): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter =
      kind === 'percent'
        ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
        : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    cache.set(key, formatter);
  }
  return formatter;
}

/** The cached number formatter of a language code (hu-HU for Hungarian, en-US otherwise), so components never call toLocaleString. */
export function numberFormatter(languageCode: string | null | undefined): Intl.NumberFormat {
  return cached(dateLocaleFor(languageCode), 'number');
}

/** The cached formatter of whole percentages of a language code. */
export function percentFormatter(languageCode: string | null | undefined): Intl.NumberFormat {
  return cached(dateLocaleFor(languageCode), 'percent');
}

/** A number in the language's format, e.g. 12 345 in Hungarian and 12,345 in English (at most 2 decimals). */
export function formatNumber(value: number, languageCode: string | null | undefined): string {
  return numberFormatter(languageCode).format(value);
}

/**
 * A whole-number percentage (42 means 42 %) as the language writes it, e.g. "42%"; rounded to a
 * whole number. Below 1000 % both languages write the digits and "%" with no grouping and no space
 * (CLDR `#,##0%` for hu and en; a test holds this to `Intl`), so those are written directly: a
 * chart's first paint then does not wait for the browser to start its number formatting (about
 * 13–20 ms in a fresh page, bench/ui). Larger values go through `Intl.NumberFormat`.
 */
export function formatPercent(wholePercent: number, languageCode: string | null | undefined): string {
  const rounded = Math.round(wholePercent);
  if (rounded > -1000 && rounded < 1000) {
    return `${rounded < 0 || Object.is(rounded, -0) ? '-' : ''}${Math.abs(rounded)}%`;
  }
  return percentFormatter(languageCode).format(rounded / 100);
}
