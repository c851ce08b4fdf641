import type { Locale } from 'date-fns';
// one module per function and locale: the barrels ('date-fns', 'date-fns/locale') load about a thousand files
// when the production server starts, where nothing tree-shakes them
import { enUS } from 'date-fns/locale/en-US';
import { hu } from 'date-fns/locale/hu';

/** The BCP 47 locale of dates and numbers for a language code: hu-HU for Hungarian, en-US otherwise (spec 1 §9). */
export function dateLocaleFor(languageCode: string | null | undefined): 'hu-HU' | 'en-US' {
  return languageCode === 'hu' ? 'hu-HU' : 'en-US';
}

/** The date-fns locale for a language code: `hu` for Hungarian, `enUS` otherwise (spec 1 §9). */
export function dateFnsLocaleFor(languageCode: string | null | undefined): Locale {
  return languageCode === 'hu' ? hu : enUS;
}
