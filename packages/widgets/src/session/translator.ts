import {
  DEFAULT_LANGUAGE,
  interpolate,
  type LanguageCode,
  type MessageKey,
  type MessageParams,
} from '@pulzus/core';
import { createContext } from 'react';

/** A typed translate function: a catalogue key and its `{{name}}` parameters give the text. */
export type TranslateFunction = (key: MessageKey, params?: MessageParams) => string;

/** Hungarian and English texts by key: core's whole catalogue or some of its areas. */
export type I18nCatalogue = Readonly<Record<LanguageCode, Readonly<Record<string, string>>>>;

/** What every widget translates with: the current language and its translate function. */
export interface Translator {
  /** The interface language. */
  readonly t: TranslateFunction;
  /** The catalogue language in use. */
  readonly language: LanguageCode;
}

/**
 * The translator of the widgets below: `PulzusProvider` fills it from its i18next instance, the
 * embed element from {@link createCatalogueTranslator} (no i18next in the embed script, docs/embedding.md).
 */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * A translator straight over a hu/en catalogue: the language's text, else the Hungarian one (the
 * default language, spec 1 §1), else the key itself, as i18next answers a missing key; `{{name}}`
 * placeholders filled by core's `interpolate`. The catalogue has no plurals or nesting, so this is
 * all i18next does with it.
 */
export function createCatalogueTranslator(catalogue: I18nCatalogue, language: LanguageCode): Translator {
  const texts = catalogue[language];
  const fallback = catalogue[DEFAULT_LANGUAGE.code];
  return {
    language,
    t: (key, params) => interpolate(texts[key] ?? fallback[key] ?? key, params),
  };
}

/**
 * A translator over one language's texts, as `GET account/translations/graph` answers them: the
 * text, else the key itself, as i18next answers a missing key.
 */
export function createTextsTranslator(
  texts: Readonly<Record<string, string>>,
  language: LanguageCode,
): Translator {
  return { language, t: (key, params) => interpolate(texts[key] ?? key, params) };
}
