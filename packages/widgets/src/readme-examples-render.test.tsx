import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  graphMessages,
  INITIAL_SIDEBAR_STATE,
  type LanguageCode,
  sidebarQuery,
  TOKEN_STORAGE_KEY,
} from '@pulzus/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Root as CatalogueRoot } from '../examples/catalogue';
import { EngagementPage } from '../examples/graph';
import { Participation } from '../examples/participation';
import { FilteredChart } from '../examples/sidebar-filters';
import { graphApiFixture } from './mocks/graph-api-fixture';
import { graphFakeFetch } from './mocks/graph-fake-fetch';
import { PulzusProvider } from './session/PulzusProvider';
import { makeToken } from './testing/make-token';

/**
 * The code blocks of packages/widgets/README.md (packages/widgets/examples, kept word for word with
 * the README by readme-examples.test.ts) drawn in Chromium as a consumer's app runs them: under the
 * package's real PulzusProvider, with only what stands behind `/api/` faked (a seeded graph API).
 * The blocks that bring their own provider (setup, theming, catalogue) get the browser's fetch and a
 * token in localStorage under `id_token`, as the README says the provider reads them; the others are
 * put under a PulzusProvider with a fake fetch. The plain charts (no provider) are
 * charts-without-provider.test.tsx's.
 */

// through a glob, which the repository's type check does not follow: the theming block is typed as a consumer's
// code is (no DefaultTheme augmentation, so a partial theme), not against this repository's full theme
const { Root: ThemedRoot } = Object.values(
  import.meta.glob<{ Root: ComponentType }>('../examples/theming.tsx', { eager: true }),
)[0]!;

const SHOTS = '../../../test-results/screenshots/packages/widgets/readme-examples-render';
const PURPLE = 'rgb(122, 31, 162)';
const THEME_FONT = /Inter/;

afterEach(() => {
  cleanup();
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  vi.unstubAllGlobals();
});

// a desktop viewport: below 900 px the graph's sidebar starts closed
beforeAll(async () => {
  await page.viewport(1280, 900);
});

/** A signed-in Hungarian user in localStorage and the browser's fetch answered by the seeded graph API. */
function browserApi() {
  localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ lang_code: 'hu' }));
  const api = graphApiFixture({ language: 'hu' });
  const { fetch, calls } = graphFakeFetch(api);
  vi.stubGlobal('fetch', fetch);
  return { api, calls };
}

/** The real provider over a signed-in session and a fake fetch, in `language`. */
function renderInProvider(ui: ReactNode, language: LanguageCode = 'en') {
  const api = graphApiFixture({ language });
  const { fetch, calls } = graphFakeFetch(api);
  const storage = createMemoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, makeToken({ lang_code: language }));
  const session = createSession({ tokens: createStorageTokenHolder(storage) });
  const view = render(
    <PulzusProvider session={session} fetch={fetch} language={language}>
      {ui}
    </PulzusProvider>,
  );
  return { api, calls, ...view };
}

/** The chart frame of a graph once it is drawn, with its bars sized. */
async function drawnChart(root: ParentNode = document): Promise<HTMLElement> {
  await expect
    .poll(
      () => root.querySelector('[data-component][data-state="ready"] [data-chart-bars] rect[data-series]'),
      {
        timeout: 8000,
      },
    )
    .not.toBeNull();
  const bars = [...root.querySelectorAll<SVGRectElement>('[data-chart-bars] rect[data-series]')];
  expect(bars.some((bar) => bar.getBBox().width * bar.getBBox().height > 0)).toBe(true);
  return bars[0]!.closest<HTMLElement>('[data-component]')!;
}

/** No raw message key in the page (a text missing from the catalogue shows its key). */
function rawKeys(): string[] {
  return document.body.textContent?.match(/\b(common|graph|error)-[a-z]+(-[a-z_]+)+\b/g) ?? [];
}

async function screenshot(element: Element, name: string) {
  await page.screenshot({ element: element as HTMLElement, path: `${SHOTS}/${name}.png` });
}

describe('packages/widgets/README.md: every code block renders in Chromium', () => {
  it('"Setup": the entry module mounts the provider on #root; the app in it draws a graph from the API', async () => {
    const { calls } = browserApi();
    const host = document.createElement('div');
    host.id = 'root';
    document.body.append(host);
    try {
      // the README's block itself, run as a consumer's main module
      await import('../examples/setup');
      const chart = await drawnChart(host);
      // Hungarian: the token's language, with the provider's texts
      expect(
        within(host).getByRole('heading', { name: graphMessages.hu['graph-title-commitment_total'] }),
      ).toBeVisible();
      expect(within(chart).getByRole('button', { name: graphMessages.hu['chart-show-table'] })).toBeVisible();
      expect(rawKeys()).toEqual([]);
      // the provider's client called the page's /api/ with the stored session
      expect(calls.some((call) => call.method === 'POST' && call.path === 'graph/data')).toBe(true);
      await screenshot(host, 'setup');
    } finally {
      host.remove();
    }
  });

  it('"Graph": the connected page loads dates, sidebar and chart through the provider', async () => {
    const { api, calls, container } = renderInProvider(<EngagementPage />);
    const chart = await drawnChart(container);
    expect(screen.getByRole('heading', { name: 'Engagement index in total' })).toBeVisible();
    expect(within(chart).getByRole('group', { name: api.workerGroups[0]!.name })).toBeInTheDocument();
    expect(screen.getByText('Number of respondents')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Survey dates' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(calls.filter((call) => call.path === 'graph/data')).not.toHaveLength(0);
    expect(rawKeys()).toEqual([]);
    await screenshot(container, 'graph');
  });

  it('"ParticipationTable": the collector rows of graph/participation-rate, one table per worker group', async () => {
    const { api, calls, container } = renderInProvider(<Participation surveyDateId={11} />);
    const tables = await screen.findAllByRole('table', {}, { timeout: 6000 });
    expect(calls.find((call) => call.path === 'graph/participation-rate')?.body).toEqual({
      survey_date_id: 11,
    });
    expect(tables.length).toBeGreaterThan(0);
    const collectors = api.participation();
    let sent = 0;
    for (const table of tables) {
      const rows = [...table.querySelectorAll('tbody tr')];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const cells = within(row as HTMLElement).getAllByRole('cell');
        expect(cells).toHaveLength(3);
        expect(cells[2]!.textContent).toMatch(/^\d+\s?%$|–/);
        sent += Number(cells[0]!.textContent!.replace(/\D/g, ''));
      }
    }
    // every collector's headcount is in a row (the example draws in Hungarian: `language="hu"`)
    expect(sent).toBe(collectors.reduce((sum, c) => sum + c.headcount, 0));
    expect(rawKeys()).toEqual([]);
    await screenshot(container, 'participation');
  });

  it('"Sidebar filters": the controlled date and demography filters beside a chart, each choice kept', async () => {
    const user = userEvent.setup();
    const fixture = graphApiFixture({ language: 'en' });
    const latest = fixture.surveyDates[0]!;
    const data = fixture.graph(
      sidebarQuery('commitment_total', { ...INITIAL_SIDEBAR_STATE, surveyDateIds: [latest.id] }).compile()!,
    );
    const { container } = renderInProvider(
      <FilteredChart
        surveyDates={[...fixture.surveyDates]}
        demographies={[...fixture.demographies]}
        data={data}
      />,
    );
    await drawnChart(container);
    const filters = screen.getByRole('group', { name: 'Demographic filters' });
    const demography = fixture.demographies[0]!;
    const answer = demography.answers[0]!;
    await user.click(within(filters).getByRole('combobox', { name: demography.name }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: answer.name }));
    // the example's state took the choice: the filter shows it as a removable tag
    expect(await within(filters).findByRole('button', { name: `Remove ${answer.name}` })).toBeVisible();
    await user.keyboard('{Escape}');
    // one date at a time (maxSelection 1): a select showing the chosen date
    const dates = screen.getByRole('combobox', { name: 'Survey date' });
    await user.click(dates);
    const dateOption = within(screen.getByRole('listbox')).getAllByRole('option')[1]!;
    const dateName = dateOption.textContent!;
    await user.click(dateOption);
    await expect.poll(() => dates.textContent).toContain(dateName);
    expect(rawKeys()).toEqual([]);
    await screenshot(container, 'sidebar-filters');
  });

  it('"Theming": a partial ThemeProvider around the provider recolours the widgets and keeps the rest', async () => {
    browserApi();
    const { container } = render(<ThemedRoot />);
    const chart = await drawnChart(container);
    const tableButton = within(chart).getByRole('button', { name: graphMessages.hu['chart-show-table'] });
    expect(getComputedStyle(tableButton).color).toBe(PURPLE);
    // what the theme does not name stays the default
    expect(getComputedStyle(chart).fontFamily).toMatch(THEME_FONT);
    await screenshot(container, 'theming');
  });

  it('"Languages and texts": a catalogue over core\'s changes the graph\'s title', async () => {
    browserApi();
    const { container } = render(<CatalogueRoot />);
    await drawnChart(container);
    expect(screen.getByRole('heading', { name: 'Összesítés' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: graphMessages.hu['graph-title-total'] })).toBeNull();
    expect(rawKeys()).toEqual([]);
    await screenshot(container, 'catalogue');
  });
});
