import type { Language } from './language';

/** The interface language codes: Hungarian (the default) and English (spec 1 §3). */
export const LANGUAGE_CODES = ['hu', 'en'] as const;

/** A language code (spec 1 §3). */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The default language, id 1 (spec 1 §3, §9). */
export const DEFAULT_LANGUAGE: Language = { id: 1, code: 'hu', name: 'Magyar' };
