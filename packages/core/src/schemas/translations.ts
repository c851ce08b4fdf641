import { z } from 'zod';
import { zFileUploadPayload } from './common';
import { zLanguageCode } from './language';

/**
 * The `POST language/{id}/csv` multipart body: one `file` part, the csv itself or its data URL
 * (spec 2 §3 names a data URL, §7 a multipart upload; both are accepted).
 */
export const zTranslationsUploadPayload = zFileUploadPayload;
/** The translations upload payload. */
export type TranslationsUploadPayload = z.infer<typeof zTranslationsUploadPayload>;

/** The answer of the translations upload: how many translation rows were stored. */
export const zTranslationsUploadResponse = z.object({
  status: z.literal('ok'),
  updated_count: z.number().int().nonnegative(),
});
/** The answer of the translations upload. */
export type TranslationsUploadResponse = z.infer<typeof zTranslationsUploadResponse>;

/** Path parameters of `language/{accountId}/csv`: the session account's id. */
export const zTranslationsParams = z.object({ accountId: z.coerce.number().int().positive() });
/** Path parameters of the translations csv calls. */
export type TranslationsParams = z.output<typeof zTranslationsParams>;

/** The answer of `GET account/translations`: the session account's catalogue per language, defaults merged with its overrides. */
export const zTranslationsResponse = z.object({
  translations: z.partialRecord(zLanguageCode, z.record(z.string(), z.string())),
});
/** The answer of the merged catalogue call. */
export type TranslationsResponse = z.infer<typeof zTranslationsResponse>;

/** The query of `GET account/translations/graph`: the language whose texts are wanted. */
export const zGraphTranslationsQuery = z.object({ lang: zLanguageCode });
/** The query of the graph texts call. */
export type GraphTranslationsQuery = z.infer<typeof zGraphTranslationsQuery>;

/**
 * The answer of `GET account/translations/graph`: the texts a graph reads (the catalogue's common,
 * layout, errors and graphs areas) in one language, with the session account's overrides.
 */
export const zGraphTranslationsResponse = z.object({
  language: zLanguageCode,
  translations: z.record(z.string(), z.string()),
});
/** The answer of the graph texts call. */
export type GraphTranslationsResponse = z.infer<typeof zGraphTranslationsResponse>;
