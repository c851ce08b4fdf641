import { DEFAULT_LANGUAGE, type LanguageCode } from '@pulzus/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nCatalogue } from './translator';

export type { I18nCatalogue } from './translator';

const baseCatalogues = new WeakMap<I18n, I18nCatalogue>();

/** The catalogue an instance of {@link createCatalogueI18n} was built over (before account translations). */
export function baseCatalogueOf(i18n: I18n): I18nCatalogue | undefined {
  return baseCatalogues.get(i18n);
}

/**
 * Builds a synchronously ready i18next instance over a hu/en catalogue — core's whole `messages`
 * for the portal, `graphMessages` for widgets that only draw graphs; its default language is
 * Hungarian (spec 1 §1).
 */
export function createCatalogueI18n(
  catalogue: I18nCatalogue,
  language: LanguageCode = DEFAULT_LANGUAGE.code,
): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    // copies: uploaded account translations are laid over the instance's bundles, never over core's objects
    resources: { hu: { translation: { ...catalogue.hu } }, en: { translation: { ...catalogue.en } } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE.code,
    supportedLngs: ['hu', 'en'],
    initAsync: false,
    // React escapes what it renders; the catalogue's texts are plain text
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  baseCatalogues.set(instance, catalogue);
  return instance;
}
