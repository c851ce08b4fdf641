import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@pulzus/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nCatalogue } from './translator';

export type { I18nCatalogue } from './translator';

const baseCatalogues = new WeakMap<I18n, I18nCatalogue>();
const addedCatalogues = new WeakMap<I18n, Set<I18nCatalogue>>();

/** The catalogue an instance of {@link createCatalogueI18n} was built over (before account translations). */
export function baseCatalogueOf(i18n: I18n): I18nCatalogue | undefined {
  return baseCatalogues.get(i18n);
}

/**
 * Adds a catalogue's texts to an instance, once, without replacing texts it already has (a
 * consumer's catalogue, an account's uploaded translations): what a package whose screens read
 * more areas than `graphMessages` calls, so they render their texts under a bare `PulzusProvider`.
 * The texts become part of the instance's base catalogue, which account translations fall back to.
 */
export function addCatalogueTexts(i18n: I18n, catalogue: I18nCatalogue): void {
  const base = baseCatalogues.get(i18n);
  if (base === catalogue || addedCatalogues.get(i18n)?.has(catalogue)) return;
  for (const language of LANGUAGE_CODES) {
    i18n.addResourceBundle(language, 'translation', catalogue[language], true, false);
  }
  baseCatalogues.set(i18n, {
    hu: { ...catalogue.hu, ...base?.hu },
    en: { ...catalogue.en, ...base?.en },
  });
  addedCatalogues.set(i18n, new Set([...(addedCatalogues.get(i18n) ?? []), catalogue]));
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
