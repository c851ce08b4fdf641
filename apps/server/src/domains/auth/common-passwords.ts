import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the ranked common passwords are refused (docs/sign-in.md): the 10,000 most common. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common;
}

/**
 * Whether a password is one of the 10,000 most common ones, ignoring case and the symbols people
 * add to pass a strength rule (`Abc123!!` is `abc123`).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  return list.has(lower) || list.has(lower.replace(/[^\p{L}\p{N}]/gu, ''));
}
