import { z } from 'zod';
import { zId, zIdParam } from './common';
import { LANGUAGE_CODES } from './language-codes';

// the codes and the default live in a zod-free module so browser code can read them without bundling zod
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './language-codes';

/** A language code (spec 1 §3). */
export const zLanguageCode = z.enum(LANGUAGE_CODES);

/** A language: id, code and name; the default is id 1, hu, Magyar (spec 1 §3). */
export const zLanguage = z.object({ id: zId, code: zLanguageCode, name: z.string().min(1) });
/** A language. */
export type Language = z.infer<typeof zLanguage>;

/** The answer of `GET languages` and `GET account/languages` (spec 1 §7). */
export const zLanguagesResponse = z.object({ languages: z.array(zLanguage) });
/** The answer of the language list calls. */
export type LanguagesResponse = z.infer<typeof zLanguagesResponse>;

/** Path parameters of `GET account/languages/change/{langId}` (spec 1 §7). */
export const zLanguageChangeParams = z.object({ langId: zIdParam });
/** Path parameters of the language change call. */
export type LanguageChangeParams = z.output<typeof zLanguageChangeParams>;
