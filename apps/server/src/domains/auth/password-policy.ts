import { isStrongPassword } from '@pulzus/core';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';
import { contextProblem, type PasswordContext } from './password-context';

/** The field-level message keys of a guessable password, translated by the portal (errors.*.json). */
export const GUESSABLE_PASSWORD_MESSAGES = {
  common: 'password-error-common',
  context: 'password-error-guessable',
} as const;

const refuse = (message: string) =>
  new AppError('weak-password', { fields: [{ path: 'password', message }] });

/**
 * Refuses a new password with `weak-password` unless it is strong by spec 1 §5 (8–128 characters,
 * lower and upper case, a digit and a special character), not one of the most common passwords and
 * not built on the product name, the person's e-mail or name, or a season/month and a year.
 */
export function assertAcceptablePassword(password: string, context: PasswordContext = {}): void {
  if (!isStrongPassword(password)) throw new AppError('weak-password');
  if (isCommonPassword(password)) throw refuse(GUESSABLE_PASSWORD_MESSAGES.common);
  if (contextProblem(password, context)) throw refuse(GUESSABLE_PASSWORD_MESSAGES.context);
}
