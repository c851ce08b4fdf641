import { z } from 'zod';
import { EMBED_KEY_MAX_ORIGINS, normaliseEmbedOrigin } from '../validation/embed-origin';
import { zDateTime, zId } from './common';
import { zChartGraphSlug, zGraphSlug } from './graph-query';
import { zLanguageCode } from './language';

/** Every embed key starts with this prefix, followed by 32 random bytes in base64url (issue #7). */
export const EMBED_KEY_PREFIX = 'pze_';

/** The `role` claim of an embed session token (issue #7); no user holds it. */
export const EMBED_ROLE = 'embed';

/** The longest name of an embed key. */
export const EMBED_KEY_NAME_MAX_LENGTH = 100;

/** An exact origin (scheme, host, optional port), normalised as a browser sends it in `Origin` (issue #7). */
export const zEmbedOrigin = z.string().transform((text, ctx) => {
  const origin = normaliseEmbedOrigin(text);
  if (origin === null) {
    ctx.addIssue({ code: 'custom', message: 'Expected an origin: scheme, host and optional port' });
    return z.NEVER;
  }
  return origin;
});

/** The graphs an embed key may show: a non-empty set of chart graph slugs (issue #7; participation_rate is no chart). */
export const zEmbedGraphs = z
  .array(zChartGraphSlug)
  .min(1)
  .refine((slugs) => new Set(slugs).size === slugs.length, { message: 'Repeated graph' });

/** An embed key as the admin screen lists it; the key itself is never shown again (issue #7). */
export const zEmbedKey = z.object({
  id: zId,
  name: z.string().min(1),
  graphs: z.array(zGraphSlug),
  origins: z.array(z.string()),
  created_at: zDateTime,
  last_used_at: zDateTime.nullable(),
  revoked_at: zDateTime.nullable(),
});
/** An embed key as listed. */
export type EmbedKey = z.infer<typeof zEmbedKey>;

/** The answer of `GET embed-keys`: the session account's keys, newest first. */
export const zEmbedKeysResponse = z.object({ embed_keys: z.array(zEmbedKey) });
/** The answer of `GET embed-keys`. */
export type EmbedKeysResponse = z.infer<typeof zEmbedKeysResponse>;

/** The `POST embed-keys` payload: a name, the graphs and the exact origins allowed (issue #7). */
export const zEmbedKeyCreatePayload = z.object({
  name: z.string().trim().min(1).max(EMBED_KEY_NAME_MAX_LENGTH),
  graphs: zEmbedGraphs,
  origins: z
    .array(zEmbedOrigin)
    .min(1)
    .max(EMBED_KEY_MAX_ORIGINS)
    .refine((origins) => new Set(origins).size === origins.length, { message: 'Repeated origin' }),
});
/** The `POST embed-keys` payload (as sent). */
export type EmbedKeyCreatePayload = z.input<typeof zEmbedKeyCreatePayload>;

/** The answer of `POST embed-keys`: the new key's id and the key itself, revealed this once. */
export const zEmbedKeyCreateResponse = z.object({ id: zId, key: z.string().startsWith(EMBED_KEY_PREFIX) });
/** The answer of `POST embed-keys`. */
export type EmbedKeyCreateResponse = z.infer<typeof zEmbedKeyCreateResponse>;

/** The `POST embed/session` payload: the key and the language the element asks for (issue #7). */
export const zEmbedSessionPayload = z.object({
  key: z.string().min(1).max(200),
  lang: zLanguageCode.optional(),
});
/** The `POST embed/session` payload. */
export type EmbedSessionPayload = z.infer<typeof zEmbedSessionPayload>;

/** The answer of `POST embed/session`: a short-lived embed session token. */
export const zEmbedSessionResponse = z.object({ token: z.string().min(1) });
/** The answer of `POST embed/session`. */
export type EmbedSessionResponse = z.infer<typeof zEmbedSessionResponse>;

/** The `embed` claim of an embed session token: the key's id and the graphs it may show (issue #7). */
export const zEmbedClaim = z.object({ id: zId, graphs: z.array(zGraphSlug).min(1).readonly() });
/** The `embed` claim of an embed session token. */
export type EmbedClaim = z.infer<typeof zEmbedClaim>;
