import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../i18n/errors.en.json';
import hu from '../i18n/errors.hu.json';
import type { ErrorMessageKey } from './catalogue';
import {
  CHANGE_PASSWORD_ERROR_CODES,
  changePasswordErrorMessageKey,
  collectorUploadErrorMessageKey,
  LOGIN_ERROR_CODES,
  loginErrorMessage,
  loginErrorMessageKey,
  PASSWORD_ERROR_CODES,
  PASSWORD_FIELD_MESSAGE_KEYS,
  passwordErrorMessageKey,
  replacePlaceholder,
} from './message-keys';

const known = new Set<string>([
  ...LOGIN_ERROR_CODES,
  ...PASSWORD_ERROR_CODES,
  ...CHANGE_PASSWORD_ERROR_CODES,
]);
const unknownCode = fc.string().filter((code) => !known.has(code));

describe('login error keys (spec 1 §8)', () => {
  it.each([
    ['login-locked', 'login-login-locked'],
    ['login-wrong-password', 'login-login-wrong-password'],
    ['login-deleted-user', 'login-login-deleted-user'],
    ['login-invalid-email', 'login-login-invalid-email'],
    ['login-unverified-email', 'login-login-unverified-email'],
    ['login-unknown-error', 'login-login-unknown-error'],
  ])('is login- + %s', (code, key) => {
    expect(loginErrorMessageKey(code)).toBe(key);
  });

  it('is login-login-unknown-error without a code', () => {
    expect(loginErrorMessageKey(undefined)).toBe('login-login-unknown-error');
    expect(loginErrorMessageKey(null)).toBe('login-login-unknown-error');
    expect(loginErrorMessageKey('')).toBe('login-login-unknown-error');
  });

  it('is login-login-unknown-error for any code without its own text', () => {
    fc.assert(fc.property(unknownCode, (code) => loginErrorMessageKey(code) === 'login-login-unknown-error'));
  });
});

describe('login error text with %s (spec 1 §8)', () => {
  const translateHu = (key: ErrorMessageKey) => hu[key];
  const translateEn = (key: ErrorMessageKey) => en[key];

  it('replaces %s in the locked text by unlockTime', () => {
    const text = loginErrorMessage(translateHu, 'login-locked', '2025. 01. 01. 10:00');
    expect(text).toBe(hu['login-login-locked'].replace('%s', '2025. 01. 01. 10:00'));
    expect(text).toContain('2025. 01. 01. 10:00');
    expect(text).not.toContain('%s');
    expect(loginErrorMessage(translateEn, 'login-locked', '10:00')).toMatch(/10:00$/);
  });

  it('removes %s when the locked answer has no unlockTime', () => {
    expect(loginErrorMessage(translateEn, 'login-locked')).not.toContain('%s');
  });

  it('leaves other texts untouched, even with an unlockTime', () => {
    expect(loginErrorMessage(translateHu, 'login-wrong-password', 'x')).toBe(
      hu['login-login-wrong-password'],
    );
    expect(loginErrorMessage(translateEn, undefined)).toBe(en['login-login-unknown-error']);
  });

  it('replaces every %s and nothing else', () => {
    expect(replacePlaceholder('a %s b %s', 'X')).toBe('a X b X');
    expect(replacePlaceholder('until %s.', "$& $' $$")).toBe("until $& $' $$.");
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, value) => {
        const clean = text.replaceAll('%', '');
        return replacePlaceholder(`${clean}%s${clean}`, value) === `${clean}${value}${clean}`;
      }),
    );
  });
});

describe('password error keys (spec 1 §8)', () => {
  it.each(PASSWORD_ERROR_CODES)('is forgotten-password-error-%s', (code) => {
    expect(passwordErrorMessageKey(code)).toBe(`forgotten-password-error-${code}`);
  });

  it('is forgotten-password-error without a code or for an unknown one', () => {
    expect(passwordErrorMessageKey(undefined)).toBe('forgotten-password-error');
    fc.assert(
      fc.property(unknownCode, (code) => passwordErrorMessageKey(code) === 'forgotten-password-error'),
    );
  });

  it.each(CHANGE_PASSWORD_ERROR_CODES)('is change-password-error-%s for change password', (code) => {
    expect(changePasswordErrorMessageKey(code)).toBe(`change-password-error-${code}`);
  });

  it('is change-password-error for a code without its own text', () => {
    expect(changePasswordErrorMessageKey('invalid-hash')).toBe('change-password-error');
    expect(changePasswordErrorMessageKey(null)).toBe('change-password-error');
  });
});

describe('a refused new password names what to fix (docs/sign-in.md "Passwords")', () => {
  const common = { fields: [{ path: 'password', message: 'password-error-common' }] };
  const guessable = { fields: [{ path: 'password', message: 'password-error-guessable' }] };

  it.each([passwordErrorMessageKey, changePasswordErrorMessageKey])(
    'takes the server field message first',
    (keyOf) => {
      expect(keyOf('weak-password', common, 'Abcdef1!')).toBe('password-error-common');
      expect(keyOf('weak-password', guessable)).toBe('password-error-guessable');
    },
  );

  it.each(PASSWORD_FIELD_MESSAGE_KEYS)(
    'passes the server field message %s through, whatever was typed',
    (key) => {
      const details = { fields: [{ path: 'password', message: key }] };
      expect(passwordErrorMessageKey('weak-password', details, 'Copper-Lantern-58!')).toBe(key);
      expect(changePasswordErrorMessageKey('weak-password', details, 'Copper-Lantern-58!')).toBe(key);
    },
  );

  it.each([
    ['Ab1!', 'password-error-too-short'],
    [`Ab1!${'x'.repeat(125)}`, 'password-error-too-long'],
    ['ABCDEF1!', 'password-error-no-lower'],
    ['abcdef1!', 'password-error-no-upper'],
    ['Abcdefg!', 'password-error-no-digit'],
    ['Abcdefg1', 'password-error-no-special'],
  ])('else the first spec 1 §5 rule %s breaks: %s', (password, key) => {
    expect(passwordErrorMessageKey('weak-password', {}, password)).toBe(key);
    expect(changePasswordErrorMessageKey('weak-password', undefined, password)).toBe(key);
  });

  it('else the text that lists every rule', () => {
    expect(passwordErrorMessageKey('weak-password')).toBe('forgotten-password-error-weak-password');
    expect(changePasswordErrorMessageKey('weak-password', { fields: [{ message: 'other' }] })).toBe(
      'forgotten-password-error-weak-password',
    );
    expect(passwordErrorMessageKey('weak-password', { fields: 'x' }, 'Abcdef1!')).toBe(
      'forgotten-password-error-weak-password',
    );
  });
});

describe('collector upload error keys (spec 2 §8)', () => {
  it('names the cell for the two cell codes and is generic otherwise', () => {
    expect(collectorUploadErrorMessageKey('cant-find-collector-id')).toBe('error-cant-find-collector-id');
    expect(collectorUploadErrorMessageKey('cant-find-worker-group')).toBe('error-cant-find-worker-group');
    expect(collectorUploadErrorMessageKey('internal')).toBe('error-collectors-upload');
    expect(collectorUploadErrorMessageKey(undefined)).toBe('error-collectors-upload');
  });
});
