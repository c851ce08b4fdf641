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

/** The zone an account's dates and times are printed in when it sets none (docs/reports.md "Time zone"). */
export const DEFAULT_ACCOUNT_TIME_ZONE = 'Europe/Budapest';

/**
 * Whether a time zone name is one this runtime can print in (docs/reports.md "Time zone"): `Intl` takes it and
 * resolves it to a zone of `Intl.supportedValuesOf('timeZone')` or UTC. The list holds ICU's canonical
 * spellings (Asia/Katmandu, Europe/Kiev), so current IANA names (Asia/Kathmandu, Europe/Kyiv) pass through
 * the resolution; offsets such as `+01:00`, which newer runtimes take, resolve to no listed zone and fail.
 */
export function isKnownTimeZone(value: string): boolean {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  return resolved === 'UTC' || Intl.supportedValuesOf('timeZone').includes(resolved);
}

/**
 * An account's time zone, an IANA name such as `Europe/Budapest`. Only a non-empty string passes here;
 * the server checks the name against the zones its runtime knows (`time-zone-unknown` on `time_zone`).
 */
export const zAccountTimeZone = z.string().trim().min(1).max(64);

/** An account, the tenant (a company): id, name, is_disabled, languages, its own k (spec 1 §3). */
export const zAccount = z.object({
  id: zId,
  name: z.string().min(1),
  is_disabled: z.boolean(),
  languages: z.array(zAccountLanguage),
  min_group_size: zAccountMinGroupSize,
  time_zone: zAccountTimeZone,
});
/** An account. */
export type Account = z.infer<typeof zAccount>;

/**
 * The add/edit payload: name required, at least one language id (spec 1 §5); `min_group_size` sets
 * the account's k (null: the server's), left out it stays as it is (null for a new account); `time_zone`
 * likewise (Europe/Budapest for a new account).
 */
export const zAccountPayload = z.object({
  name: z.string().trim().min(1),
  lang_ids: z.array(zId).min(1),
  min_group_size: zAccountMinGroupSize.optional(),
  time_zone: zAccountTimeZone.optional(),
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
