import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { messages } from '@pulzus/core';
import { I18nextTranslatorProvider } from '../session/I18nextTranslatorProvider';
import { createCatalogueI18n } from '../session/i18n';
import { renderWidget } from '../testing/render';

/** Renders a sidebar widget with the theme and an i18next instance over core's catalogue (tests only). */
export function renderWithI18n(ui: ReactElement, language: 'hu' | 'en' = 'hu'): RenderResult {
  return renderWidget(
    <I18nextTranslatorProvider i18n={createCatalogueI18n(messages, language)}>
      {ui}
    </I18nextTranslatorProvider>,
  );
}
