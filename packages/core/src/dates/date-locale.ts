import type { Locale } from 'date-fns';
import { enUS, hu } from 'date-fns/locale';

/** The BCP 47 locale of dates and numbers for a language code: hu-HU for Hungarian, en-US otherwise (spec 1 §9). */
export function dateLocaleFor(languageCode: string | null | undefined): 'hu-HU' | 'en-US' {
  return languageCode === 'hu' ? 'hu-HU' : 'en-US';
}

/** The date-fns locale for a language code: `hu` for Hungarian, `enUS` otherwise (spec 1 §9). */
export function dateFnsLocaleFor(languageCode: string | null | undefined): Locale {
  return languageCode === 'hu' ? hu : enUS;
}
