import { z } from 'zod';
import { zId, zIdParam } from './common';

/** The interface language codes: Hungarian (the default) and English (spec 1 §3). */
export const LANGUAGE_CODES = ['hu', 'en'] as const;

/** A language code (spec 1 §3). */
export const zLanguageCode = z.enum(LANGUAGE_CODES);
/** A language code. */
export type LanguageCode = z.infer<typeof zLanguageCode>;

/** A language: id, code and name; the default is id 1, hu, Magyar (spec 1 §3). */
export const zLanguage = z.object({ id: zId, code: zLanguageCode, name: z.string().min(1) });
/** A language. */
export type Language = z.infer<typeof zLanguage>;

/** The default language, id 1 (spec 1 §3, §9). */
export const DEFAULT_LANGUAGE: Language = { id: 1, code: 'hu', name: 'Magyar' };

/** The answer of `GET languages` and `GET account/languages` (spec 1 §7). */
export const zLanguagesResponse = z.object({ languages: z.array(zLanguage) });
/** The answer of the language list calls. */
export type LanguagesResponse = z.infer<typeof zLanguagesResponse>;

/** Path parameters of `GET account/languages/change/{langId}` (spec 1 §7). */
export const zLanguageChangeParams = z.object({ langId: zIdParam });
/** Path parameters of the language change call. */
export type LanguageChangeParams = z.output<typeof zLanguageChangeParams>;
