import { resolveLanguage } from '@pulzus/core';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type TranslateFunction, type Translator, TranslatorContext } from './translator';

/** Gives the widgets a translator over the surrounding i18next instance, anew after each language change. */
function I18nextBridge({ children }: { children: ReactNode }) {
  const { t: i18nT, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  // react-i18next gives a new `t` after a language change (also the same language anew, which
  // repaints uploaded account translations), so the translator follows it
  const translator = useMemo<Translator>(() => {
    const t: TranslateFunction = (key, params) => i18nT(key, params ? { ...params } : undefined) as string;
    return { t, language };
  }, [i18nT, language]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** Props of {@link I18nextTranslatorProvider}. */
export interface I18nextTranslatorProviderProps {
  /** The i18next instance, e.g. from `createCatalogueI18n`. */
  readonly i18n: I18n;
  /** The widgets. */
  readonly children?: ReactNode;
}

/** Provides an i18next instance to react-i18next and, through it, the translator every widget's `useT` reads. */
export function I18nextTranslatorProvider({ i18n, children }: I18nextTranslatorProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextBridge>{children}</I18nextBridge>
    </I18nextProvider>
  );
}
