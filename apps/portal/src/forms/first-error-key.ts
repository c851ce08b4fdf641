import { isMessageKey, type MessageKey } from '@pulzus/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message key of the first field error among `fields`, in their order; the resolvers put catalogue keys in `message`. */
export function firstErrorKey<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly (keyof T & string)[],
): MessageKey | undefined {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && isMessageKey(message)) return message;
  }
  return undefined;
}
