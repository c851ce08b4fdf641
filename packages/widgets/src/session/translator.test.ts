import { graphMessages, LANGUAGE_CODES, type MessageKey, messages } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { createCatalogueI18n } from './i18n';
import { createCatalogueTranslator } from './translator';

const params = { count: 7, name: 'Minta Kft.', date: '2026.11.22', max: 3, min: 1, n: 2 };

describe('the embed translator (no i18next in the embed script)', () => {
  it.each(LANGUAGE_CODES)('gives the same %s texts as i18next for every key a graph reads', (language) => {
    const translator = createCatalogueTranslator(graphMessages, language);
    const i18n = createCatalogueI18n(graphMessages, language);
    for (const key of Object.keys(graphMessages[language]) as MessageKey[]) {
      expect(translator.t(key, params), key).toBe(i18n.t(key, params));
      expect(translator.t(key), key).toBe(i18n.t(key));
    }
  });

  it('falls back to Hungarian, the default language (spec 1 §1), and then to the key, as i18next does', () => {
    const catalogue = { hu: { only: 'csak magyarul' }, en: {} };
    const translator = createCatalogueTranslator(catalogue, 'en');
    const i18n = createCatalogueI18n(catalogue, 'en');
    expect(translator.t('only' as MessageKey)).toBe('csak magyarul');
    expect(translator.t('only' as MessageKey)).toBe(i18n.t('only'));
    expect(translator.t('missing-key' as MessageKey)).toBe('missing-key');
    expect(i18n.t('missing-key')).toBe('missing-key');
  });

  it('follows the language it was made for', () => {
    const key = Object.keys(messages.en).find(
      (k) => messages.en[k as MessageKey] !== messages.hu[k as MessageKey],
    );
    expect(key).toBeDefined();
    expect(createCatalogueTranslator(messages, 'en').t(key as MessageKey)).toBe(
      messages.en[key as MessageKey],
    );
    expect(createCatalogueTranslator(messages, 'hu').t(key as MessageKey)).toBe(
      messages.hu[key as MessageKey],
    );
  });
});
