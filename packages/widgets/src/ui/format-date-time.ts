import { dateLocaleFor } from '@pulzus/core';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A moment (an ISO text such as the login lock's unlockTime) as a local date and time in the language's locale; an unreadable text is returned as it is. */
export function formatDateTime(iso: string, languageCode: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = dateLocaleFor(languageCode);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
