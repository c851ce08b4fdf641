import { type ApiError, BASE_TEXT_KEYS, type BaseTextKey, isApiError } from '@pulzus/core';

// the base texts, not all the built-in ones: the heatmap's and the key drivers' stay out of the first script
const isBuiltin = (key: string): key is BaseTextKey => (BASE_TEXT_KEYS as readonly string[]).includes(key);

/**
 * The text of a failed key exchange or texts load, one of the built-in texts (the account's texts
 * are not there yet): a refused key (wrong, revoked, or not allowed on this page's origin — one
 * answer for all three, embed contract) reads as `embed-key-invalid`; a network failure, too many
 * tries or a broken answer as its catalogue code; anything else as the unexpected error.
 */
export function embedFailureKey(error: unknown): BaseTextKey {
  if (!isApiError(error)) return 'error-internal';
  if (error.status === 401 || error.status === 403) return 'error-embed-key-invalid';
  return isBuiltin(error.messageKey) ? error.messageKey : 'error-internal';
}

/** Whether trying again may help: not for a refused key, which stays refused. */
export function isRetryable(error: ApiError): boolean {
  return error.status !== 401 && error.status !== 403;
}
