import { format } from 'date-fns/format';
import { dateFnsLocaleFor } from './date-locale';

/** The display format of a recorded moment, such as an audit event's time: local, to the second. */
export const TIMESTAMP_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/**
 * A moment (an ISO text) as `yyyy-MM-dd HH:mm:ss` in the browser's time zone, formatted by date-fns
 * in the language's locale; an unreadable text is returned as it is.
 */
export function formatTimestamp(iso: string, languageCode: string | null | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(date, TIMESTAMP_FORMAT, { locale: dateFnsLocaleFor(languageCode) });
}

/**
 * A moment (an ISO text) as `yyyy-MM-dd HH:mm:ss` in a named time zone (`Europe/Budapest`), whatever the
 * zone of the machine that formats it (a report printed on a server, docs/reports.md); an unreadable text
 * or zone gives the text back as it is.
 */
export function formatTimestampInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  } catch {
    return iso;
  }
}
