import type { LanguageCode } from '@pulzus/core';
import { useT } from '../session/useT';
import { theme } from '../theme/theme';
import { BuiltinTranslator } from './EmbedProvider';

/**
 * What the element shows when the page's Content-Security-Policy refuses its styles — possible only
 * in a browser without constructed style sheets and without the page's nonce on the element
 * (docs/embedding.md): the title and why, in the `lang` attribute's language, drawn with inline
 * styles alone, which React sets through the CSSOM and no policy refuses.
 */
export function EmbedStylesRefused({ language }: { readonly language: LanguageCode | undefined }) {
  return (
    <BuiltinTranslator language={language}>
      <StylesRefusedMessage />
    </BuiltinTranslator>
  );
}

function StylesRefusedMessage() {
  const { t } = useT();
  return (
    <div
      role="alert"
      data-component="Pulzus.EmbedProblem"
      style={{ padding: theme.space.md, border: `1px solid ${theme.colors.danger}` }}
    >
      <strong>{t('embed-error-title')}</strong>
      <p>{t('embed-error-styles')}</p>
    </div>
  );
}
