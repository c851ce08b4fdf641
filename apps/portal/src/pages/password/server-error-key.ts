import { isApiError, type MessageKey, passwordErrorMessageKey } from '@pulzus/core';

/**
 * The key of a failed password request or set: `forgotten-password-error-{code}` or the generic one
 * (spec 1 §8); a refused new password names the rule it breaks, from the answer's field message or
 * the sent `password` (docs/sign-in.md "Passwords").
 */
export function passwordServerErrorKey(error: unknown, password?: string): MessageKey {
  if (!isApiError(error)) return passwordErrorMessageKey(null);
  const { errorCode } = error.details as { errorCode?: unknown };
  const code = typeof errorCode === 'string' ? errorCode : error.code;
  return passwordErrorMessageKey(code, error.details, password);
}

/** Whether a failed call refused the new password itself (`weak-password`): its message belongs at that field. */
export function isRefusedPassword(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { errorCode } = error.details as { errorCode?: unknown };
  return (typeof errorCode === 'string' ? errorCode : error.code) === 'weak-password';
}
