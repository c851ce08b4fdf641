import type { MessageKey } from '../i18n/catalogue';
import { REQUIRED_FIELD } from './form-errors';

/** The fewest characters of a password (spec 1 §9): 8. */
export const PASSWORD_MIN_LENGTH = 8;

/** The most characters of a password: 128. */
export const PASSWORD_MAX_LENGTH = 128;

/** Whether a password is strong: 8–128 characters with a lower-case and an upper-case letter, a digit and a special character (spec 1 §5). */
export function isStrongPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}]/u.test(password)
  );
}

/** A new password typed twice. */
export interface PasswordPair {
  /** The new password. */
  password: string;
  /** The repetition of the new password. */
  repeat: string;
}

/** The set-password error of the forgotten and first-time password pages: required, strong, then matching (spec 1 §5). */
export function validateNewPassword({ password, repeat }: PasswordPair): MessageKey | null {
  if (password === '') return 'forgotten-password-new-password-empty';
  if (!isStrongPassword(password)) return 'forgotten-password-new-password-weak';
  if (password !== repeat) return 'forgotten-password-new-password-mismatch';
  return null;
}

/** The change-password form. */
export interface ChangePasswordForm {
  /** The current password. */
  old_password: string;
  /** The new password. */
  new_password: string;
  /** The repetition of the new password. */
  repeat: string;
}

/** The change-password error, checked in the order of spec 1 §5; null when it may be sent. */
export function validateChangePassword(form: ChangePasswordForm): MessageKey | null {
  if (form.old_password === '') return 'change-password-error-old-password-empty';
  if (form.new_password === '' || form.repeat === '') return 'change-password-error-new-password-empty';
  if (form.new_password !== form.repeat) return 'change-password-error-new-password-mismatch';
  return null;
}

/** The admin set-password popup's error: required, then the two must match (spec 1 §5). */
export function validateAdminSetPassword({ password, repeat }: PasswordPair): MessageKey | null {
  if (password === '') return REQUIRED_FIELD;
  if (password !== repeat) return 'admin-users-set-password-mismatch';
  return null;
}
