import { z } from 'zod';
import { zEmbedClaim } from '../schemas/embed';

/** The claims of the session token that the product reads (spec 1 §3). */
export const zTokenClaims = z.object({
  nickname: z.string(),
  role: z.string(),
  uid: z.number().int(),
  aid: z.number().int().nullish(),
  an: z.string().nullish(),
  /** The session account's time zone (IANA): every time the portal prints is in it (docs/reports.md "Time zone"). */
  atz: z.string().nullish(),
  lang_id: z.number().int(),
  lang_code: z.string(),
  iat: z.number(),
  exp: z.number(),
  /** Only while an admin is signed in as this user (login-as): the real admin's user id. */
  imp: z.number().int().optional(),
  /** Only while an admin is signed in as this user (login-as): the real admin's nickname. */
  imp_name: z.string().optional(),
  /** Only in an embed session token (docs/embedding.md): the embed key's id and the graphs it may show. */
  embed: zEmbedClaim.optional(),
});

/** The claims of the session token that the product reads (spec 1 §3). */
export type TokenClaims = z.infer<typeof zTokenClaims>;
export { ADMIN_ROLE } from './constants';
