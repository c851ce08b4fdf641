import { createMemoryStorage } from '@pulzus/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type DefaultTheme, ThemeProvider } from 'styled-components';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Loading } from '../ui/PageStatus';
import { createCatalogueI18n } from './i18n';
import { I18nextTranslatorProvider } from './I18nextTranslatorProvider';
import { PulzusProvider } from './PulzusProvider';
import { useT } from './useT';

/** What a consumer's app shows: themed and translated parts, reading the provider alone. */
function ConsumerApp() {
  const { t, language } = useT();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button type="button">{t('common-save')}</Button>
      <Loading />
      <Alert tone="primary">language: {language}</Alert>
    </div>
  );
}

const meta = {
  title: 'Setup/PulzusProvider',
  component: PulzusProvider,
  subcomponents: { I18nextTranslatorProvider },
  // a signed-out session in memory, so a story never reads the browser's stored token
  args: { storage: createMemoryStorage(), children: <ConsumerApp /> },
} satisfies Meta<typeof PulzusProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider alone: Hungarian (signed out) and the default theme. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mentés' })).toBeVisible();
    await expect(canvas.getByText('Betöltés…')).toBeVisible();
  },
};

/** A fixed language: English. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

/** Texts over the catalogue: the consumer's wording wins. */
export const OwnTexts: Story = {
  args: {
    catalogue: {
      hu: { 'common-save': 'Rögzítés', 'common-loading': 'Egy pillanat…' },
      en: { 'common-save': 'Store', 'common-loading': 'One moment…' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Rögzítés' })).toBeVisible();
  },
};

/**
 * A ThemeProvider around the provider with only the colour it changes: the rest of the theme stays
 * the default (the packages' READMEs, "Theming").
 */
export const ThemeOverride: Story = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={{ colors: { primary: '#7a1fa2' } } as unknown as DefaultTheme}>
        {Story()}
      </ThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mentés' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(122, 31, 162)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  },
};

const englishI18n = createCatalogueI18n(
  { hu: { 'common-save': 'Mentés' }, en: { 'common-save': 'Save' } },
  'en',
);

/** `I18nextTranslatorProvider`: the widgets' translator over an i18next instance of your own. */
export const OwnI18nextInstance: Story = {
  render: () => (
    <I18nextTranslatorProvider i18n={englishI18n}>
      <ConsumerApp />
    </I18nextTranslatorProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
