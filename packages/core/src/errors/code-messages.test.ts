import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/catalogue';
import { IMPORT_JOB_ERROR_CODES, zManualImportRowError } from '../schemas/data-import';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode, errorMessageKey } from './catalogue';
import { manualImportErrorMessage } from './manual-import';
import {
  CHANGE_PASSWORD_ERROR_CODES,
  changePasswordErrorMessageKey,
  LOGIN_ERROR_CODES,
  loginErrorMessageKey,
  PASSWORD_ERROR_CODES,
  PASSWORD_FIELD_MESSAGE_KEYS,
  PASSWORD_RULE_MESSAGE_KEYS,
  passwordErrorMessageKey,
} from './message-keys';

const { hu, en } = messages;
const has = (list: readonly string[], code: string) => list.includes(code);

/**
 * The keys a screen shows for a code, as the portal, the admin and the widgets map it: the
 * catalogue's key (widgets' `errorKey`, the admin toasts and field errors), and on the sign-in and
 * password pages `login-` + code, `forgotten-password-error-` + code and `change-password-error-` + code.
 */
function keysShownFor(code: ErrorCode): string[] {
  const keys = [errorMessageKey(code)];
  if (has(LOGIN_ERROR_CODES, code)) keys.push(loginErrorMessageKey(code));
  if (has(PASSWORD_ERROR_CODES, code)) keys.push(passwordErrorMessageKey(code));
  if (has(CHANGE_PASSWORD_ERROR_CODES, code)) keys.push(changePasswordErrorMessageKey(code));
  return keys;
}

function expectTranslated(key: string) {
  expect(hu, key).toHaveProperty([key]);
  expect(en, key).toHaveProperty([key]);
  const texts = { hu: hu[key as keyof typeof hu], en: en[key as keyof typeof en] };
  expect(texts.hu.trim(), key).not.toBe('');
  expect(texts.en.trim(), key).not.toBe('');
  // a Hungarian text copied from English (or the reverse) is not a translation
  expect(texts.hu, key).not.toBe(texts.en);
}

describe('every error the server sends has its own translated message (style.md §10, §11)', () => {
  it.each(ERROR_CODES)('%s has a Hungarian and an English text on every screen that shows it', (code) => {
    for (const key of keysShownFor(code)) expectTranslated(key);
  });

  it('no code but internal falls back to the generic internal error text', () => {
    for (const code of ERROR_CODES.filter((c) => c !== 'internal')) {
      expect(keysShownFor(code), code).not.toContain('error-internal');
    }
    expect(loginErrorMessageKey('login-wrong-password')).not.toBe('login-login-unknown-error');
    expect(passwordErrorMessageKey('invalid-hash')).not.toBe('forgotten-password-error');
    expect(changePasswordErrorMessageKey('wrong-old-password')).not.toBe('change-password-error');
  });

  it('no two codes share a text: each says what went wrong', () => {
    for (const texts of [hu, en]) {
      const owner = new Map<string, ErrorCode>();
      for (const code of ERROR_CODES) {
        const text = texts[ERROR_CATALOGUE[code].messageKey];
        expect(owner.get(text), `${code} repeats the text of ${owner.get(text)}`).toBeUndefined();
        owner.set(text, code);
      }
    }
  });

  it.each(IMPORT_JOB_ERROR_CODES)(
    'the import job error %s has its text (admin-data-import-job-error-…)',
    (code) => {
      expectTranslated(`admin-data-import-job-error-${code}`);
    },
  );

  it('every manual import row error names its row (and column) in both languages (spec 2 §8)', () => {
    for (const option of zManualImportRowError.options) {
      const code = option.shape.code.value;
      const error = zManualImportRowError.parse({ code, row: 7, column: 'C' });
      const { key, values } = manualImportErrorMessage(error);
      expectTranslated(key);
      expect(values.row).toBe(7);
    }
  });

  it('a refused password names the rule: every field message and rule has its text', () => {
    for (const key of [...PASSWORD_FIELD_MESSAGE_KEYS, ...PASSWORD_RULE_MESSAGE_KEYS]) expectTranslated(key);
  });
});
