import { useContext } from 'react';
import { type Translator, TranslatorContext } from './translator';

export type { TranslateFunction } from './translator';

/**
 * The typed translate function and the current language of the surrounding provider
 * (`PulzusProvider`'s i18next instance, or the embed element's catalogue translator).
 */
export function useT(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useT needs a <PulzusProvider> or <I18nextTranslatorProvider> above it.');
  return translator;
}
