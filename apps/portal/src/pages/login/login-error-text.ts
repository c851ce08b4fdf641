import { isApiError, loginErrorMessage } from '@pulzus/core';
import type { TranslateFunction } from '@pulzus/widgets';
import { formatDateTime } from '@pulzus/widgets';

/** The text of a failed login through core's helper: `login-` + errorCode, the lock's unlockTime in the locked text (spec 1 §8). */
export function loginErrorText(error: unknown, t: TranslateFunction, language: string): string {
  if (!isApiError(error)) return loginErrorMessage(t, null);
  const { errorCode, unlockTime } = error.details as { errorCode?: unknown; unlockTime?: unknown };
  const code = typeof errorCode === 'string' ? errorCode : error.code;
  const until = typeof unlockTime === 'string' ? formatDateTime(unlockTime, language) : null;
  return loginErrorMessage(t, code, until);
}
