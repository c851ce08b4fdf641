import { messages } from '@pulzus/core';
import { makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderPortal } from '../../testing/render-portal';
import { axeViolations } from './axe-violations';
import { reportingHandlers } from './reporting-fixtures';

// a desktop viewport: below 900 px the graph's sidebar starts closed
beforeAll(async () => {
  await page.viewport(1280, 800);
});

const hu = messages.hu;

const graphHandlers = (disabled: readonly string[] = []) => ({
  ...reportingHandlers({ disabled }),
  'GET survey-dates/2/demographies': () => ({ body: { demographies: [] } }),
  'GET survey-dates/2/graph-dimensions': () => ({ body: { grouped_graph_dimensions: [] } }),
  'POST graph/data': () => ({
    body: {
      graph_data: [{ name: '2024. március', data: [64] }],
      graph_meta: { categories: ['Elkötelezettség'], categories_colors: [null], worker_count: 321 },
      warnings: [],
    },
  }),
});

function renderGraphPage(path: string, disabled: readonly string[] = []) {
  return renderPortal({ path, token: makeToken(), handlers: graphHandlers(disabled) });
}

describe('graph page route (spec 2 §2 "Graph page", §8)', () => {
  it('renders the connected graph of a known slug with its title and respondent count', async () => {
    const portal = renderGraphPage('/graph/commitment_total');
    const title = hu['graph-title-commitment_total'];
    // the page's h1 for assistive technology, and the widget's visible h2
    // the file's first render also loads the page's lazy modules: more than findBy's one second on a busy machine
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(await screen.findByText('321', {}, { timeout: 10_000 })).toBeVisible();
    // the page stays at its route and writes the query it drew into the address (docs/graphs.md "In the address")
    await waitFor(() => expect(portal.location()).toBe('/graph/commitment_total?dates=2'));
    expect(portal.calls.some((c) => c.method === 'POST' && c.path === 'graph/data')).toBe(true);
  });

  it('redirects an unknown slug to /welcome', async () => {
    const portal = renderGraphPage('/graph/no_such_graph');
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
  });

  it('redirects participation_rate, which has its own page, to /welcome', async () => {
    const portal = renderGraphPage('/graph/participation_rate');
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
    expect(portal.calls.some((c) => c.path === 'graph/data')).toBe(false);
  });

  it('redirects a graph disabled for the account to /welcome (spec 1 §2 enabled graphs)', async () => {
    const portal = renderGraphPage('/graph/satisfaction_total', ['satisfaction_total']);
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
    expect(portal.calls.some((c) => c.path === 'graph/data')).toBe(false);
  });

  it("asks for the graph's lists while it still asks whether the graph is enabled, not after", async () => {
    const portal = renderPortal({
      path: '/graph/commitment_total',
      token: makeToken(),
      // the answer on the enabled graphs never comes
      handlers: { ...graphHandlers(), 'GET account/enabled-graphs': () => new Promise(() => undefined) },
    });
    const asked = () => portal.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining(['GET survey-dates', 'GET worker-groups', 'GET account/graph-explanations']),
      ),
    );
    expect(asked()).not.toContain('POST graph/data');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('follows the sidebar "new query" link to /welcome inside the app', async () => {
    const portal = renderGraphPage('/graph/total');
    const link = await screen.findByRole('link', { name: hu['sidebar-new-query'] });
    await userEvent.click(link);
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
  });

  it('docs/privacy.md "Rule 1": a withheld respondent count reads "kevesebb mint 5", with the warning', async () => {
    renderPortal({
      path: '/graph/commitment_total',
      token: makeToken(),
      handlers: {
        ...graphHandlers(),
        'POST graph/data': () => ({
          body: {
            graph_data: [{ name: '2024. március', data: [null] }],
            graph_meta: {
              categories: ['Elkötelezettség'],
              categories_colors: [null],
              worker_count: null,
              worker_count_hidden: 'fewer-than-k',
              min_group_size: 5,
            },
            warnings: ['graph-warning-too-few-respondents'],
          },
        }),
      },
    });
    expect(await screen.findByText('kevesebb mint 5')).toBeVisible();
    expect(screen.getByText(hu['graph-warning-too-few-respondents'])).toBeVisible();
  });

  it('has no axe violations once drawn', async () => {
    renderGraphPage('/graph/commitment_total');
    await screen.findByText('321');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
