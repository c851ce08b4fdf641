import '@testing-library/jest-dom/vitest';
import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  type GraphResponse,
  messages,
  TOKEN_STORAGE_KEY,
} from '@pulzus/core';
import { BarChart, PulzusProvider } from '@pulzus/widgets';
import { createFakeFetch, makeAdminToken } from '@pulzus/widgets/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { graphSettingsHandlers } from '../GraphSettings/graph-settings.fixtures';
import { GraphSettingsScreen } from '../GraphSettings/GraphSettingsScreen';

afterEach(cleanup);

const CHART: GraphResponse = {
  graph_data: [{ name: '2024 May', data: [72, 48] }],
  graph_meta: { categories: ['Sales', 'Finance'], categories_colors: [], worker_count: 120 },
  warnings: [],
};

/** Only what a consumer app writes: a PulzusProvider over a signed-in session, no theme, no catalogue. */
function bareProvider(ui: ReactNode, language: 'hu' | 'en' = 'hu') {
  const storage = createMemoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, makeAdminToken({ lang_code: language }));
  const session = createSession({ tokens: createStorageTokenHolder(storage) });
  const { fetch } = createFakeFetch(graphSettingsHandlers());
  return (
    <PulzusProvider session={session} fetch={fetch}>
      {ui}
    </PulzusProvider>
  );
}

const rawKeys = () => document.body.textContent?.match(/\b(admin|common|graph)-[a-z]+(-[a-z]+)+\b/g) ?? [];

describe('a bare PulzusProvider is enough (packages/admin/README.md "Setup")', () => {
  it('an admin screen renders with the default theme and its Hungarian texts, no raw keys', async () => {
    render(bareProvider(<GraphSettingsScreen />));
    expect(
      await screen.findByRole('heading', { name: messages.hu['admin-graph-settings-title'] }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: messages.hu['common-save'] })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });

  it('the texts follow the session language: English for an English token', async () => {
    render(bareProvider(<GraphSettingsScreen />, 'en'));
    expect(
      await screen.findByRole('heading', { name: messages.en['admin-graph-settings-title'] }),
    ).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });

  it('a chart draws its bars and data table toggle', () => {
    render(bareProvider(<BarChart data={CHART} title="Engagement" exportable={false} />));
    expect(screen.getByRole('group', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Finance' })).toBeInTheDocument();
    expect(rawKeys()).toEqual([]);
  });

  it('a ThemeProvider above overrides only the colours it names', async () => {
    render(
      <ThemeProvider theme={{ colors: { primary: 'rgb(200, 0, 0)' } } as never}>
        {bareProvider(<GraphSettingsScreen />)}
      </ThemeProvider>,
    );
    const save = await screen.findByRole('button', { name: messages.hu['common-save'] });
    expect(getComputedStyle(save).backgroundColor).toBe('rgb(200, 0, 0)');
    // the rest of the theme is the default one: the heading still has its spacing and font
    expect(screen.getByRole('heading', { name: messages.hu['admin-graph-settings-title'] })).toBeVisible();
  });

  it('an admin screen on a page whose font is serif keeps the theme font', async () => {
    document.body.style.fontFamily = 'Georgia, "Times New Roman", serif';
    try {
      render(bareProvider(<GraphSettingsScreen />));
      const heading = await screen.findByRole('heading', { name: messages.hu['admin-graph-settings-title'] });
      expect(getComputedStyle(heading).fontFamily).toMatch(/^'?"?Inter/);
      expect(getComputedStyle(heading).fontFamily).not.toMatch(/Georgia/);
    } finally {
      document.body.style.fontFamily = '';
    }
  });
});
