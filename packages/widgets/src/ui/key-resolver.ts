import type { MessageKey } from '@pulzus/core';
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over one of core's ordered validators (spec 1 §5): the validator's
 * first message key becomes the error of the field `fieldOf` names, so the order of the checks is
 * core's, and the form focuses that field.
 */
export function keyResolver<T extends FieldValues>(
  validate: (values: T) => MessageKey | null,
  fieldOf: (key: MessageKey, values: T) => Path<T>,
): Resolver<T> {
  return async (values) => {
    const key = validate(values);
    if (key === null) return { values, errors: {} };
    const errors = { [fieldOf(key, values)]: { type: 'validate', message: key } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
