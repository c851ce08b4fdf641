import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../schemas/language';
import { zRequiredText } from './form-errors';

const LANGUAGE_REQUIRED = 'admin-accounts-add-popup-language-required' satisfies MessageKey;

/** The add/edit account form: name required, at least one language ticked (spec 1 §5). */
export const zAccountForm = z.object({
  name: zRequiredText,
  lang_ids: z
    .array(z.number().int().positive(), { error: LANGUAGE_REQUIRED })
    .min(1, { error: LANGUAGE_REQUIRED }),
});
/** The add/edit account form. */
export type AccountForm = z.infer<typeof zAccountForm>;

/** The empty add-account form; a new account defaults to language id 1 (spec 1 §5). */
export function newAccountForm(): AccountForm {
  return { name: '', lang_ids: [DEFAULT_LANGUAGE.id] };
}
