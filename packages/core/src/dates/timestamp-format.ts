import { format } from 'date-fns';
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
