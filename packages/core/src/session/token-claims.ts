import { z } from 'zod';

/** The claims of the session token that the product reads (spec 1 §3). */
export const zTokenClaims = z.object({
  nickname: z.string(),
  role: z.string(),
  uid: z.number().int(),
  aid: z.number().int().nullish(),
  an: z.string().nullish(),
  lang_id: z.number().int(),
  lang_code: z.string(),
  iat: z.number(),
  exp: z.number(),
});

/** The claims of the session token that the product reads (spec 1 §3). */
export type TokenClaims = z.infer<typeof zTokenClaims>;

/** Role slug that marks an administrator in the token's `role` claim (spec 1 §3). */
export const ADMIN_ROLE = 'admin';
