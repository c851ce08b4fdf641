import { z } from 'zod';
import { zId } from './common';

/** A language of an account as listed with it: id and name (spec 1 §3). */
export const zAccountLanguage = z.object({ id: zId, name: z.string() });
/** A language of an account. */
export type AccountLanguage = z.infer<typeof zAccountLanguage>;

/**
 * An account's own minimum group size k (graphs.md "Privacy"), or null for the server's `MIN_GROUP_SIZE`.
 * Only whole numbers pass here; the server checks 3..10 (`min-group-size-out-of-range`) and the
 * server's floor (`min-group-size-below-server`) itself, so each has its own code.
 */
export const zAccountMinGroupSize = z.number().int().nullable();

/** An account, the tenant (a company): id, name, is_disabled, languages, its own k (spec 1 §3). */
export const zAccount = z.object({
  id: zId,
  name: z.string().min(1),
  is_disabled: z.boolean(),
  languages: z.array(zAccountLanguage),
  min_group_size: zAccountMinGroupSize,
});
/** An account. */
export type Account = z.infer<typeof zAccount>;

/**
 * The add/edit payload: name required, at least one language id (spec 1 §5); `min_group_size` sets
 * the account's k (null: the server's), left out it stays as it is (null for a new account).
 */
export const zAccountPayload = z.object({
  name: z.string().trim().min(1),
  lang_ids: z.array(zId).min(1),
  min_group_size: zAccountMinGroupSize.optional(),
});
/** The account add/edit payload. */
export type AccountPayload = z.infer<typeof zAccountPayload>;

/** The answer of `GET accounts` (spec 1 §7), with the server's `MIN_GROUP_SIZE`: the default and floor of k. */
export const zAccountsResponse = z.object({
  accounts: z.array(zAccount),
  server_min_group_size: z.number().int(),
});
/** The answer of `GET accounts`. */
export type AccountsResponse = z.infer<typeof zAccountsResponse>;

/** The payload of `POST session-account/set`: the account id, 0 for none (spec 1 §7). */
export const zSessionAccountSetPayload = z.object({ account_id: z.number().int().nonnegative() });
/** The payload of `POST session-account/set`. */
export type SessionAccountSetPayload = z.infer<typeof zSessionAccountSetPayload>;
