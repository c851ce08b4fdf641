import { type ApiError, errorMessageKey, type MessageKey } from '@pulzus/core';

/**
 * The text of a failed key exchange: a refused key (wrong, revoked, or not allowed on this page's
 * origin — one answer for all three, embed contract) reads as `embed-key-invalid`; anything else,
 * e.g. a network failure or too many tries, as its catalogue code.
 */
export function embedFailureKey(error: ApiError): MessageKey {
  if (error.status === 401 || error.status === 403) return errorMessageKey('embed-key-invalid');
  return error.messageKey;
}

/** Whether trying again may help: not for a refused key, which stays refused. */
export function isRetryable(error: ApiError): boolean {
  return error.status !== 401 && error.status !== 403;
}
