import type { Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { messages } from '@pulzus/core';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ThemeProvider } from 'styled-components';
import { I18nextTranslatorProvider } from '../packages/widgets/src/session/I18nextTranslatorProvider';
import { createCatalogueI18n } from '../packages/widgets/src/session/i18n';
import { theme } from '../packages/widgets/src/theme/theme';

// one i18next instance per language, built from core's catalogue; a story picks it with `parameters.language`
const i18nByLanguage = new Map<'hu' | 'en', I18n>();
function i18nFor(language: 'hu' | 'en'): I18n {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createCatalogueI18n(messages, language);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

const preview: Preview = {
  // every component gets a docs page: its stories and a props table from its JSDoc (docs/storybook.md)
  tags: ['autodocs'],
  // msw answers connected stories' API calls from seeded fixtures (`parameters.msw`)
  loaders: [mswLoader()],
  decorators: [
    (Story, context) => (
      <ThemeProvider theme={theme}>
        <I18nextTranslatorProvider i18n={i18nFor(context.parameters.language === 'en' ? 'en' : 'hu')}>
          <Story />
        </I18nextTranslatorProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    // every story is checked by axe; a violation fails the story test
    a11y: { test: 'error' },
  },
};

export default preview;
