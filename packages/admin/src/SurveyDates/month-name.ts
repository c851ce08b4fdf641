import { dateLocaleFor } from '@pulzus/core';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The name of a month (1–12) in the language's date locale (hu-HU or en-US, spec 1 §9), from a cached formatter. */
export function monthName(month: number, languageCode: string): string {
  const locale = dateLocaleFor(languageCode);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(Date.UTC(2000, month - 1, 1)));
}
