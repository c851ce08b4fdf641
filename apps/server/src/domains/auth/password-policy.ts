import { isStrongPassword } from '@pulzus/core';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';

/**
 * Refuses a new password with `weak-password` unless it is strong by spec 1 §5 (8–128 characters,
 * lower and upper case, a digit and a special character) and not one of the most common passwords.
 */
export function assertAcceptablePassword(password: string): void {
  if (!isStrongPassword(password) || isCommonPassword(password)) throw new AppError('weak-password');
}
