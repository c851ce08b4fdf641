import { isMessageKey } from '@pulzus/core';
import type { TranslateFunction } from '@pulzus/widgets';

/** The translated text of a field error whose message is a catalogue key (core's schemas use keys), else undefined. */
export function fieldErrorText(
  t: TranslateFunction,
  error: { message?: unknown } | undefined,
): string | undefined {
  const message = error?.message;
  if (typeof message !== 'string') return undefined;
  return isMessageKey(message) ? t(message) : message;
}
