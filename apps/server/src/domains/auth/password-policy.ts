import { brokenPasswordRule, type PASSWORD_FIELD_MESSAGE_KEYS } from '@pulzus/core';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';
import { contextProblem, contextWords, type PasswordContext } from './password-context';
import { strengthProblem } from './password-strength';

/** The field message of a refused password: the broken rule or why it is guessable (core's errors catalogue). */
export type PasswordFieldMessage = (typeof PASSWORD_FIELD_MESSAGE_KEYS)[number];

/**
 * Why a new password is refused, as its field message key, or null when it is acceptable
 * (docs/sign-in.md "Passwords"), checked in this order so the message names the real reason: the
 * first spec 1 §5 rule it breaks; one of the 10,000 most common passwords; built on the product's
 * name, the person's name or e-mail, the account's name, or a season or month with a year; then
 * the strength estimator (zxcvbn-ts with common, English and Hungarian word lists and the same
 * words of the person) below score 3, named by the word it found.
 */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
): PasswordFieldMessage | null {
  const rule = brokenPasswordRule(password);
  if (rule) return rule;
  if (isCommonPassword(password)) return 'password-error-common';
  const problem = contextProblem(password, context) ?? strengthProblem(password, contextWords(context));
  return problem ? `password-error-${problem}` : null;
}

/** Refuses a new password with `400 weak-password` and the field message of {@link passwordProblem}. */
export function assertAcceptablePassword(password: string, context: PasswordContext = {}): void {
  const message = passwordProblem(password, context);
  if (message) throw new AppError('weak-password', { fields: [{ path: 'password', message }] });
}
