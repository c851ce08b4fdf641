import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createPulzusI18n } from '../session/i18n';
import { renderWidget } from '../testing/render';

/** Renders a sidebar widget with the theme and an i18next instance over core's catalogue (tests only). */
export function renderWithI18n(ui: ReactElement, language: 'hu' | 'en' = 'hu'): RenderResult {
  return renderWidget(<I18nextProvider i18n={createPulzusI18n(language)}>{ui}</I18nextProvider>);
}
