import { describe, expect, it } from 'vitest';
import en from '../i18n/errors.en.json';
import hu from '../i18n/errors.hu.json';
import {
  codeForStatus,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorMessageKey,
  errorStatus,
  isErrorCode,
} from './catalogue';
import {
  CHANGE_PASSWORD_ERROR_CODES,
  COLLECTOR_UPLOAD_ERROR_CODES,
  changePasswordErrorMessageKey,
  collectorUploadErrorMessageKey,
  LOGIN_ERROR_CODES,
  loginErrorMessageKey,
  PASSWORD_ERROR_CODES,
  PASSWORD_FIELD_MESSAGE_KEYS,
  PASSWORD_RULE_MESSAGE_KEYS,
  passwordErrorMessageKey,
} from './message-keys';

const entries = Object.entries(ERROR_CATALOGUE);
const VALID_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 423, 429, 500, 502, 503];

describe('error catalogue (style.md §10, spec 1 §8, spec 2 §8)', () => {
  it('has unique kebab-case codes and unique message keys', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(entries.length);
    const keys = entries.map(([, entry]) => entry.messageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every code a valid 4xx or 5xx status', () => {
    for (const [code, entry] of entries) {
      expect(VALID_STATUSES, code).toContain(entry.status);
      expect(errorStatus(code as keyof typeof ERROR_CATALOGUE)).toBe(entry.status);
    }
  });

  it('has the generic codes with their statuses', () => {
    const expected = {
      'validation-failed': 400,
      unauthorized: 401,
      forbidden: 403,
      'not-allowed': 403,
      'not-found': 404,
      'editing-locked': 409,
      'payload-too-large': 413,
      'unsupported-media-type': 415,
      'rate-limited': 429,
      internal: 500,
    };
    for (const [code, status] of Object.entries(expected))
      expect(ERROR_CATALOGUE).toHaveProperty([code, 'status'], status);
  });

  it('covers the spec 1 §8 and spec 2 §8 error cases', () => {
    expect(LOGIN_ERROR_CODES).toHaveLength(6);
    expect(PASSWORD_ERROR_CODES).toHaveLength(7);
    for (const code of [
      ...LOGIN_ERROR_CODES,
      ...PASSWORD_ERROR_CODES,
      ...CHANGE_PASSWORD_ERROR_CODES,
      ...COLLECTOR_UPLOAD_ERROR_CODES,
      'no-file-found',
      'cant-decode-file',
      'manual-import-rows-invalid',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('graphs.md "Privacy": an account k outside 3–10 or below the server minimum is a 400 with its own code and text', () => {
    expect(ERROR_CATALOGUE['min-group-size-out-of-range']).toEqual({
      status: 400,
      messageKey: 'error-min-group-size-out-of-range',
    });
    expect(ERROR_CATALOGUE['min-group-size-below-server']).toEqual({
      status: 400,
      messageKey: 'error-min-group-size-below-server',
    });
    expect(en['error-min-group-size-below-server']).toContain('{{min}}');
    expect(hu['error-min-group-size-below-server']).toContain('{{min}}');
  });

  it('maps a code to its key and anything else to the internal error', () => {
    expect(errorMessageKey('editing-locked')).toBe('error-editing-locked');
    expect(errorMessageKey('no-such-code')).toBe('error-internal');
    expect(errorMessageKey(undefined)).toBe('error-internal');
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it.each([
    [400, 'validation-failed'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [413, 'payload-too-large'],
    [415, 'unsupported-media-type'],
    [429, 'rate-limited'],
    [500, 'internal'],
    [502, 'internal'],
    [418, 'internal'],
  ])('maps a bare status %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('error message texts (style.md §11)', () => {
  const helperKeys = [
    ...[...LOGIN_ERROR_CODES, undefined].map(loginErrorMessageKey),
    ...[...PASSWORD_ERROR_CODES, undefined].map((code) => passwordErrorMessageKey(code)),
    ...[...CHANGE_PASSWORD_ERROR_CODES, undefined].map((code) => changePasswordErrorMessageKey(code)),
    ...PASSWORD_FIELD_MESSAGE_KEYS,
    ...PASSWORD_RULE_MESSAGE_KEYS,
    ...[...COLLECTOR_UPLOAD_ERROR_CODES, undefined].map(collectorUploadErrorMessageKey),
    'manual-import-error-invalid-collector-id',
    'manual-import-error-missing-answer',
    'manual-import-error-invalid-answer',
    'manual-import-error-cant-find-sm-question',
    'manual-import-error-ambiguous-sm-question',
    'manual-import-error-duplicate-response-id',
    'manual-import-error-more',
  ];
  const usedKeys = new Set([...entries.map(([, entry]) => entry.messageKey), ...helperKeys]);

  it('has a Hungarian and an English text for every catalogue and helper key', () => {
    for (const key of usedKeys) {
      expect(hu, key).toHaveProperty([key]);
      expect(en, key).toHaveProperty([key]);
    }
  });

  it('has the same keys in hu and en, none unused, none empty', () => {
    expect(Object.keys(hu).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(hu).sort()).toEqual([...usedKeys].sort());
    for (const text of [...Object.values(hu), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('keeps the literal %s only in the locked login text (spec 1 §8)', () => {
    for (const [key, text] of [...Object.entries(hu), ...Object.entries(en)]) {
      expect(text.includes('%s'), key).toBe(key === 'login-login-locked');
    }
  });

  it('names the cell in the collector upload texts and row/column in the import texts (spec 2 §8)', () => {
    for (const texts of [hu, en]) {
      expect(texts['error-cant-find-collector-id']).toContain('{{cell}}');
      expect(texts['error-cant-find-worker-group']).toContain('{{cell}}');
      expect(texts['manual-import-error-invalid-collector-id']).toContain('{{row}}');
      for (const code of [
        'missing-answer',
        'invalid-answer',
        'cant-find-sm-question',
        'ambiguous-sm-question',
        'duplicate-response-id',
      ] as const) {
        expect(texts[`manual-import-error-${code}`]).toMatch(/\{\{row\}\}.*\{\{column\}\}/);
      }
      expect(texts['manual-import-error-more']).toContain('{{count}}');
    }
  });
});
