import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue';

/** The message key of every "required field" error (spec 1 §5, spec 2 §5). */
export const REQUIRED_FIELD = 'required-field' satisfies MessageKey;

/** The message key of a value that must be a number (spec 2 §5). */
export const NUMERIC_FIELD = 'numeric-field' satisfies MessageKey;

/** The message key of a count that must be a whole number of zero or more. */
export const WHOLE_NUMBER_FIELD = 'whole-number-field' satisfies MessageKey;

/** A required text: empty or only spaces gives `required-field`. */
export const zRequiredText = z.string({ error: REQUIRED_FIELD }).trim().min(1, { error: REQUIRED_FIELD });

/** A required choice of a database id: missing gives `required-field`. */
export const zRequiredId = z
  .number({ error: REQUIRED_FIELD })
  .int({ error: REQUIRED_FIELD })
  .positive({ error: REQUIRED_FIELD });

const present = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/** A required number typed into a text field (or a number): missing gives `required-field`, text `numeric-field`. */
export const zRequiredNumber = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { error: NUMERIC_FIELD })
  .refine(present, { error: REQUIRED_FIELD, abort: true })
  .transform((value) => Number(typeof value === 'string' ? value.trim().replace(',', '.') : value))
  .refine(Number.isFinite, { error: NUMERIC_FIELD });

/** A required whole number of zero or more (a headcount): as {@link zRequiredNumber}, then `whole-number-field`. */
export const zRequiredCount = zRequiredNumber.refine((value) => Number.isInteger(value) && value >= 0, {
  error: WHOLE_NUMBER_FIELD,
});

/** Form errors by dotted field path, the first message key per field. */
export type FormErrors = Partial<Record<string, MessageKey>>;

/** Runs a form schema and returns the first message key per field path; an empty object when valid. */
export function formErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    // Every schema of this folder uses message keys as its messages (checked by the catalogue test).
    errors[path] ??= issue.message as MessageKey;
  }
  return errors;
}

/** Whether a field shows as invalid: only once it has been touched (spec 1 §5 generic rule). */
export function showsInvalid(field: { touched: boolean; invalid: boolean }): boolean {
  return field.touched && field.invalid;
}
