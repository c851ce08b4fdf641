import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password';
import type { ErrorCode, ErrorMessageKey } from './catalogue';

/** The login codes with their own text; the UI key is `login-` + code (spec 1 §8). */
export const LOGIN_ERROR_CODES = [
  'login-locked',
  'login-wrong-password',
  'login-deleted-user',
  'login-invalid-email',
  'login-unverified-email',
  'login-unknown-error',
] as const satisfies readonly ErrorCode[];

/** The password request/set codes with their own text (spec 1 §8). */
export const PASSWORD_ERROR_CODES = [
  'invalid-hash',
  'user-not-found',
  'cannot-save',
  'send-error',
  'password-mismatch',
  'weak-password',
  'not-allowed',
] as const satisfies readonly ErrorCode[];

/**
 * The field messages of a password the server finds guessable (`weak-password` with `fields`;
 * docs/sign-in.md "Passwords"), one per reason: a breached or common password, the product's name,
 * the person's name or e-mail, the account's name, a season or month with a year, another word,
 * name or place, a pattern.
 */
export const PASSWORD_GUESSABLE_MESSAGE_KEYS = [
  'password-error-common',
  'password-error-product',
  'password-error-personal',
  'password-error-account',
  'password-error-calendar',
  'password-error-dictionary',
  'password-error-guessable',
] as const satisfies readonly ErrorMessageKey[];

/** The messages of the spec 1 §5 password rules, one per rule, in the order they are checked. */
export const PASSWORD_RULE_MESSAGE_KEYS = [
  'password-error-too-short',
  'password-error-too-long',
  'password-error-no-lower',
  'password-error-no-upper',
  'password-error-no-digit',
  'password-error-no-special',
] as const satisfies readonly ErrorMessageKey[];

/** Every field message of a refused new password: a broken spec 1 §5 rule or a reason it is guessable. */
export const PASSWORD_FIELD_MESSAGE_KEYS = [
  ...PASSWORD_RULE_MESSAGE_KEYS,
  ...PASSWORD_GUESSABLE_MESSAGE_KEYS,
] as const satisfies readonly ErrorMessageKey[];

/** The first spec 1 §5 rule a password breaks (length, lower, upper, digit, special), or null when it keeps them all. */
export function brokenPasswordRule(password: string): (typeof PASSWORD_RULE_MESSAGE_KEYS)[number] | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password-error-too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'password-error-too-long';
  if (!/\p{Ll}/u.test(password)) return 'password-error-no-lower';
  if (!/\p{Lu}/u.test(password)) return 'password-error-no-upper';
  if (!/\p{Nd}/u.test(password)) return 'password-error-no-digit';
  if (!/[^\p{L}\p{N}]/u.test(password)) return 'password-error-no-special';
  return null;
}

/** The server's field message of a `weak-password` answer, when it is one of {@link PASSWORD_FIELD_MESSAGE_KEYS}. */
function passwordFieldMessage(details: unknown): (typeof PASSWORD_FIELD_MESSAGE_KEYS)[number] | null {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return null;
  for (const field of fields as Array<{ message?: unknown } | null>) {
    const message = field?.message;
    if (typeof message === 'string' && isOneOf(PASSWORD_FIELD_MESSAGE_KEYS, message)) return message;
  }
  return null;
}

/**
 * The key of a refused new password (`weak-password`, docs/sign-in.md "Passwords") that names what
 * to fix: the server's field message (the broken rule or why it is guessable), else the first spec 1 §5
 * rule the typed password breaks, else the text listing every rule.
 */
function weakPasswordMessageKey(details?: unknown, password?: string): ErrorMessageKey {
  const field = passwordFieldMessage(details);
  if (field) return field;
  const rule = password === undefined ? null : brokenPasswordRule(password);
  return rule ?? 'forgotten-password-error-weak-password';
}

/** The change-password codes with their own text (spec 1 §8). */
export const CHANGE_PASSWORD_ERROR_CODES = [
  'wrong-old-password',
  'not-allowed',
] as const satisfies readonly ErrorCode[];

/** The collector upload codes that name the wrong cell (spec 2 §8). */
export const COLLECTOR_UPLOAD_ERROR_CODES = [
  'cant-find-collector-id',
  'cant-find-worker-group',
] as const satisfies readonly ErrorCode[];

function isOneOf<T extends string>(list: readonly T[], code: string | null | undefined): code is T {
  return typeof code === 'string' && (list as readonly string[]).includes(code);
}

/** The key of a login failure: `login-` + errorCode, or `login-login-unknown-error` without a known code (spec 1 §8). */
export function loginErrorMessageKey(errorCode: string | null | undefined): ErrorMessageKey {
  return isOneOf(LOGIN_ERROR_CODES, errorCode) ? `login-${errorCode}` : 'login-login-unknown-error';
}

/**
 * The key of a password request/set failure: `forgotten-password-error-{code}` or
 * `forgotten-password-error` (spec 1 §8). A `weak-password` answer names what to fix when its
 * `details` or the sent `password` are given ({@link weakPasswordMessageKey}).
 */
export function passwordErrorMessageKey(
  errorCode: string | null | undefined,
  details?: unknown,
  password?: string,
): ErrorMessageKey {
  if (errorCode === 'weak-password') return weakPasswordMessageKey(details, password);
  return isOneOf(PASSWORD_ERROR_CODES, errorCode)
    ? `forgotten-password-error-${errorCode}`
    : 'forgotten-password-error';
}

/**
 * The key of a change-password failure: `change-password-error-{code}` or `change-password-error`
 * (spec 1 §8); a refused new password (`weak-password`) names what to fix, as
 * {@link weakPasswordMessageKey} does with the answer's `details` and the sent `password`.
 */
export function changePasswordErrorMessageKey(
  errorCode: string | null | undefined,
  details?: unknown,
  password?: string,
): ErrorMessageKey {
  if (errorCode === 'weak-password') return weakPasswordMessageKey(details, password);
  return isOneOf(CHANGE_PASSWORD_ERROR_CODES, errorCode)
    ? `change-password-error-${errorCode}`
    : 'change-password-error';
}

/** The key of a collector upload failure: the cell-naming key, or the generic upload error (spec 2 §8). */
export function collectorUploadErrorMessageKey(errorCode: string | null | undefined): ErrorMessageKey {
  return isOneOf(COLLECTOR_UPLOAD_ERROR_CODES, errorCode) ? `error-${errorCode}` : 'error-collectors-upload';
}

/** Replaces the literal `%s` placeholder of a text with `value` (the locked login's unlockTime, spec 1 §8). */
export function replacePlaceholder(text: string, value: string): string {
  // a replacer function, so `$&`, `$'` and friends in the value are inserted literally
  return text.replaceAll('%s', () => value);
}

/**
 * The text of a failed login: the translated `login-` key, with `%s` replaced by `unlockTime`
 * (empty when missing) for the locked case (spec 1 §8).
 */
export function loginErrorMessage(
  translate: (key: ErrorMessageKey) => string,
  errorCode: string | null | undefined,
  unlockTime?: string | null,
): string {
  const key = loginErrorMessageKey(errorCode);
  const text = translate(key);
  return key === 'login-login-locked' ? replacePlaceholder(text, unlockTime ?? '') : text;
}
