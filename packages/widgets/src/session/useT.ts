import { type LanguageCode, type MessageKey, type MessageParams, resolveLanguage } from '@pulzus/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A typed translate function: a catalogue key and its `{{name}}` parameters give the text. */
export type TranslateFunction = (key: MessageKey, params?: MessageParams) => string;

/** The typed translate function and the current language of the provider's i18next instance. */
export function useT(): { t: TranslateFunction; language: LanguageCode } {
  const { t: i18nT, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  // react-i18next gives a new `t` after a language change, so the callback follows the language
  const t = useCallback<TranslateFunction>(
    (key, params) => i18nT(key, params ? { ...params } : undefined) as string,
    [i18nT],
  );
  return { t, language };
}
