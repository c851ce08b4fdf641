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

/** The field messages of a refused new password (`weak-password` with `fields`; docs/sign-in.md "Passwords"). */
export const PASSWORD_FIELD_MESSAGE_KEYS = ['password-error-common', 'password-error-guessable'] as const;

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

/** The key of a password request/set failure: `forgotten-password-error-{code}` or `forgotten-password-error` (spec 1 §8). */
export function passwordErrorMessageKey(errorCode: string | null | undefined): ErrorMessageKey {
  return isOneOf(PASSWORD_ERROR_CODES, errorCode)
    ? `forgotten-password-error-${errorCode}`
    : 'forgotten-password-error';
}

/** The key of a change-password failure: `change-password-error-{code}` or `change-password-error` (spec 1 §8). */
export function changePasswordErrorMessageKey(errorCode: string | null | undefined): ErrorMessageKey {
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
