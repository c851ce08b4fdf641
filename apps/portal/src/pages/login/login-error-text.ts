import {
  DEFAULT_ACCOUNT_TIME_ZONE,
  errorMessageKey,
  formatTimestampInZone,
  isApiError,
  loginErrorMessage,
} from '@pulzus/core';
import type { TranslateFunction } from '@pulzus/widgets';

// answers of POST login that are no login failure but say what to do: wait, check the connection, …
const OWN_TEXT_CODES: readonly string[] = [
  'rate-limited',
  'network-error',
  'server-busy',
  'invalid-response',
  // the address's domain signs in with its company account (docs/sso.md "SSO required")
  'sso-required',
];

/**
 * The text of a failed login through core's helper: `login-` + errorCode, the lock's unlockTime in
 * the locked text (spec 1 §8), printed as every screen prints a moment (`yyyy-MM-dd HH:mm:ss`) in the default
 * account zone, as no account is known before signing in. A disabled, deleted or unknown user gets whatever code the server
 * sends for it (`login-wrong-password`, docs/sign-in.md), never the unknown-error text; a throttled
 * or unreachable server gets the text of its own code.
 */
export function loginErrorText(error: unknown, t: TranslateFunction): string {
  if (!isApiError(error)) return loginErrorMessage(t, null);
  const { errorCode, unlockTime } = error.details as { errorCode?: unknown; unlockTime?: unknown };
  const code = typeof errorCode === 'string' ? errorCode : error.code;
  if (OWN_TEXT_CODES.includes(code)) return t(errorMessageKey(code));
  const until =
    typeof unlockTime === 'string' ? formatTimestampInZone(unlockTime, DEFAULT_ACCOUNT_TIME_ZONE) : null;
  return loginErrorMessage(t, code, until);
}
