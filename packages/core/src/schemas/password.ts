import { z } from 'zod';
import { zId } from './common';

/** The e-mail templates a password reminder may use: new or forgotten password (spec 1 §7). */
export const PASSWORD_EMAIL_TEMPLATES = ['uj-jelszo', 'elfelejtett-jelszo'] as const;

/** The `email_template` of a password reminder (spec 1 §7). */
export const zPasswordEmailTemplate = z.enum(PASSWORD_EMAIL_TEMPLATES);
/** The `email_template` of a password reminder. */
export type PasswordEmailTemplate = z.infer<typeof zPasswordEmailTemplate>;

/** The `POST users/password-reminder` payload (spec 1 §7). */
export const zPasswordReminderPayload = z.object({
  email: z.string().min(1).max(254),
  email_template: zPasswordEmailTemplate,
});
/** The `POST users/password-reminder` payload. */
export type PasswordReminderPayload = z.infer<typeof zPasswordReminderPayload>;

/** The `POST users/check-verify-hash` payload, from the link's uid and hash (spec 1 §2, §7). */
export const zCheckVerifyHashPayload = z.object({ user_id: zId, verify_hash: z.string().min(1) });
/** The `POST users/check-verify-hash` payload. */
export type CheckVerifyHashPayload = z.infer<typeof zCheckVerifyHashPayload>;

/** The `POST users/set-password` payload (spec 1 §7). */
export const zSetPasswordPayload = zCheckVerifyHashPayload.extend({ password: z.string().min(1) });
/** The `POST users/set-password` payload. */
export type SetPasswordPayload = z.infer<typeof zSetPasswordPayload>;

/** The `POST users/change-password` payload (spec 1 §7). */
export const zChangePasswordPayload = z.object({
  old_password: z.string().min(1),
  new_password: z.string().min(1),
});
/** The `POST users/change-password` payload. */
export type ChangePasswordPayload = z.infer<typeof zChangePasswordPayload>;
