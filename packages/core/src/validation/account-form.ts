import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue';
import { MIN_GROUP_SIZE } from '../indexes/min-group-size';
import { DEFAULT_ACCOUNT_TIME_ZONE, isKnownTimeZone } from '../schemas/account';
import { DEFAULT_LANGUAGE } from '../schemas/language';
import { zRequiredText } from './form-errors';

const LANGUAGE_REQUIRED = 'admin-accounts-add-popup-language-required' satisfies MessageKey;
const MIN_GROUP_SIZE_RANGE = 'error-min-group-size-out-of-range' satisfies MessageKey;
const TIME_ZONE_UNKNOWN = 'error-time-zone-unknown' satisfies MessageKey;

/**
 * The add/edit account form: name required, at least one language ticked (spec 1 §5); the account's
 * own k a whole number from 3 to 10, or null (empty) for the server's. The server's floor is checked
 * by the server (`min-group-size-below-server`). The time zone is an IANA name (Europe/Budapest for a new account).
 */
export const zAccountForm = z.object({
  name: zRequiredText,
  lang_ids: z
    .array(z.number().int().positive(), { error: LANGUAGE_REQUIRED })
    .min(1, { error: LANGUAGE_REQUIRED }),
  min_group_size: z
    .number({ error: MIN_GROUP_SIZE_RANGE })
    .int({ error: MIN_GROUP_SIZE_RANGE })
    .min(MIN_GROUP_SIZE.min, { error: MIN_GROUP_SIZE_RANGE })
    .max(MIN_GROUP_SIZE.max, { error: MIN_GROUP_SIZE_RANGE })
    .nullable(),
  // the server checks the same list (`time-zone-unknown`); docs/reports.md "Time zone"
  time_zone: z
    .string({ error: TIME_ZONE_UNKNOWN })
    .trim()
    .refine(isKnownTimeZone, { error: TIME_ZONE_UNKNOWN }),
});
/** The add/edit account form. */
export type AccountForm = z.infer<typeof zAccountForm>;

/** The empty add-account form; a new account defaults to language id 1 (spec 1 §5) and the server's k. */
export function newAccountForm(): AccountForm {
  return {
    name: '',
    lang_ids: [DEFAULT_LANGUAGE.id],
    min_group_size: null,
    time_zone: DEFAULT_ACCOUNT_TIME_ZONE,
  };
}
