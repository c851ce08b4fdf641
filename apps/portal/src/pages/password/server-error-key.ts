import { isApiError, type MessageKey, passwordErrorMessageKey } from '@pulzus/core';

/** The key of a failed password request or set: `forgotten-password-error-{code}` or the generic one (spec 1 §8). */
export function passwordServerErrorKey(error: unknown): MessageKey {
  if (!isApiError(error)) return passwordErrorMessageKey(null);
  const { errorCode } = error.details as { errorCode?: unknown };
  return passwordErrorMessageKey(typeof errorCode === 'string' ? errorCode : error.code);
}
