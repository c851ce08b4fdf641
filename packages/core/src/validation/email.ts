import type { MessageKey } from '../i18n/catalogue';

/** The most characters an e-mail address may have (spec 1 §9): 254. */
export const EMAIL_MAX_LENGTH = 254;

/** The most characters before the at-sign (spec 1 §9): 64. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * The standard address pattern (the WHATWG / Angular one), with the length limits of spec 1 §9
 * as look-aheads: at most 254 characters in total and 64 before the at-sign.
 */
export const EMAIL_PATTERN =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a text is an e-mail address by the standard pattern and the 254/64 limits (spec 1 §5). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The forgotten-password step 1 error (spec 1 §5); null when the address is valid. */
export function validateForgottenPasswordEmail(email: string): MessageKey | null {
  return isValidEmail(email.trim()) ? null : 'forgotten-password-not-valid-email';
}
