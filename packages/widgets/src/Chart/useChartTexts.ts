import { BUILTIN_TEXTS, type BuiltinTextKey } from '@pulzus/core';
import { useContext, useMemo } from 'react';
import { pickMessages } from '../session/pick-messages';
import { TranslatorContext } from '../session/translator';

/**
 * A chart's own texts beside the shell's (the heatmap's `heatmap-*`, the key drivers' `drivers-*`): the provider's
 * translator where it speaks `language`, else core's built-in texts, with `overrides` laid over. They come with
 * the chart's own code, not with the bar chart's (docs/releasing.md "Size budgets").
 */
export function useChartTexts<Name extends string>(
  keys: Readonly<Record<Name, BuiltinTextKey>>,
  language: string,
  overrides: Partial<Record<Name, string>> | undefined,
): Record<Name, string> {
  const translator = useContext(TranslatorContext);
  return useMemo(() => {
    const code = language === 'hu' ? 'hu' : 'en';
    const built =
      translator?.language === code
        ? (Object.fromEntries(
            Object.entries(keys).map(([name, key]) => [name, translator.t(key as BuiltinTextKey)]),
          ) as Record<Name, string>)
        : pickMessages(BUILTIN_TEXTS[code], keys);
    return { ...built, ...overrides };
  }, [keys, language, translator, overrides]);
}
