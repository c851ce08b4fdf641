import { describe, expect, it } from 'vitest';
import { isMessageKey, MESSAGE_AREAS, messages, resolveLanguage, translate } from './catalogue';

const keysOf = (map: object) => Object.keys(map).sort();

describe('message catalogue (style.md §11, spec 1 §3)', () => {
  it('style.md §11: hu and en have exactly the same keys, area by area and merged', () => {
    for (const [area, { hu, en }] of Object.entries(MESSAGE_AREAS)) {
      expect(keysOf(hu), area).toEqual(keysOf(en));
    }
    expect(keysOf(messages.hu)).toEqual(keysOf(messages.en));
  });

  it('style.md §11: no key appears in two areas', () => {
    const owner = new Map<string, string>();
    for (const [area, { en }] of Object.entries(MESSAGE_AREAS)) {
      for (const key of Object.keys(en)) {
        expect(owner.get(key), `${key} in ${area}`).toBeUndefined();
        owner.set(key, area);
      }
    }
  });

  it('style.md §11: every text is non-empty in both languages, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messages.en) as Array<keyof typeof messages.en>) {
      expect(messages.hu[key].trim(), key).not.toBe('');
      expect(messages.en[key].trim(), key).not.toBe('');
      expect(placeholders(messages.hu[key]), key).toEqual(placeholders(messages.en[key]));
    }
  });

  it('spec 2 §8: the Hungarian texts quoted by the spec are used verbatim', () => {
    expect(messages.hu['toast-document-uploaded']).toBe('A dokumentum feltöltése sikeresen megtörtént.');
    expect(messages.hu['toast-document-upload-error']).toBe('A dokumentum feltöltése közben hiba történt.');
    expect(messages.hu['documents-download-error']).toBe('A dokumentum letöltése közben hiba történt.');
    expect(messages.hu['toast-graph-settings-saved']).toBe(
      'A lekérdezések beállításait sikeresen elmentettük.',
    );
    expect(messages.en['admin-accounts-add-popup-language-required']).toBe(
      'At least one language must be selected',
    );
  });

  it('spec 1 §3: Hungarian is the default language; translate interpolates {{param}}', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('hu')).toBe('hu');
    expect(resolveLanguage(undefined)).toBe('hu');
    expect(resolveLanguage('de')).toBe('hu');
    expect(translate('hu', 'layout-user-greeting', { nickname: 'Anna' })).toBe('Üdvözöljük, Anna!');
    expect(translate('en', 'layout-footer-copyright', { year: 2025 })).toContain('2025');
    expect(translate('en', 'layout-user-greeting')).toBe('Hi, {{nickname}}!');
    expect(translate('en', 'layout-user-greeting', { other: 1 })).toBe('Hi, {{nickname}}!');
    expect(translate(null, 'required-field')).toBe('Kötelező mező');
  });

  it('spec 1 §8: dynamic keys built from server codes can be checked before translating', () => {
    expect(isMessageKey('login-login-unknown-error')).toBe(true);
    expect(isMessageKey('login-no-such-code')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
