import { DEFAULT_LANGUAGE, type LanguageCode, messages } from '@pulzus/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Hungarian and English texts by key: core's whole catalogue or some of its areas. */
export type I18nCatalogue = Readonly<Record<LanguageCode, Readonly<Record<string, string>>>>;

/** Builds a synchronously ready i18next instance over a hu/en catalogue; its default language is Hungarian (spec 1 §1). */
export function createCatalogueI18n(
  catalogue: I18nCatalogue,
  language: LanguageCode = DEFAULT_LANGUAGE.code,
): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: { hu: { translation: catalogue.hu }, en: { translation: catalogue.en } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE.code,
    supportedLngs: ['hu', 'en'],
    initAsync: false,
    // React escapes what it renders; the catalogue's texts are plain text
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Builds an i18next instance from core's whole hu/en catalogue, synchronously ready; its default language is Hungarian (spec 1 §1). */
export function createPulzusI18n(language: LanguageCode = DEFAULT_LANGUAGE.code): I18n {
  return createCatalogueI18n(messages, language);
}
