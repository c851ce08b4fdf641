import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { graphFakeFetch } from '../mocks/graph-fake-fetch';
import { StoryPulzusProvider } from '../mocks/StoryPulzusProvider';
import { axeViolations } from '../testing/axe';
import { renderWidget } from '../testing/render';
import { usePulzus } from '../session/usePulzus';
import { Graph } from './Graph';

/** What the fake API does now: the test changes it between steps. */
interface Behaviour {
  failing: string[];
  pending: string[];
}

function renderGraph(behaviour: Behaviour = { failing: [], pending: [] }) {
  const api = graphApiFixture({ language: 'en' });
  const { fetch, calls } = graphFakeFetch(api, behaviour);
  const { container } = renderWidget(
    <StoryPulzusProvider language="en" fetch={fetch}>
      <Graph slug="commitment_ranking" />
    </StoryPulzusProvider>,
  );
  const graphCalls = () => calls.filter((c) => c.method === 'POST' && c.path === 'graph/data').length;
  const root = () => container.querySelector('[data-component="Pulzus.Graph"]')!;
  const stage = () => container.querySelector('.pulzus-graph-stage')!;
  return { behaviour, container, graphCalls, root, stage };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 4000 });
const drawn = () => screen.findByText('Number of respondents', {}, { timeout: 4000 });

/** Adds the November 2023 survey date in the sidebar: a new graph query. */
async function addDate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Survey dates' }));
  await user.click(screen.getByRole('option', { name: 'November 2023' }));
  await user.keyboard('{Escape}');
}

describe('graph view loading, refreshing and error states (desktop)', () => {
  beforeAll(async () => {
    await page.viewport(1280, 800);
  });

  it('shows the skeleton while the first (cold) answer loads', async () => {
    const { root } = renderGraph({ failing: [], pending: ['POST graph/data'] });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'loading'));
    expect(root()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Loading chart…')).toBeInTheDocument();
    expect(screen.queryByText('Number of respondents')).toBeNull();
  });

  it('dims the previous chart (aria-busy) with a progress indicator while the next answer loads', async () => {
    const user = userEvent.setup();
    const { behaviour, stage, container } = renderGraph();
    await drawn();
    expect(stage()).toHaveAttribute('aria-busy', 'false');
    behaviour.pending.push('POST graph/data');
    await addDate(user);
    await waitFor(() => expect(stage()).toHaveAttribute('aria-busy', 'true'));
    expect(stage()).toHaveAttribute('data-state', 'refreshing');
    expect(screen.getByText('Updating the graph…')).toBeInTheDocument();
    expect(container.querySelector('.pulzus-graph-progress')).not.toBeNull();
    // the previous chart stays, dimmed
    expect(screen.getByText('Number of respondents')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces the chart with an inline error and draws again after "Try again"', async () => {
    const user = userEvent.setup();
    const { behaviour, stage, graphCalls, container } = renderGraph();
    await drawn();
    behaviour.failing.push('POST graph/data');
    await addDate(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The graph could not be loaded. Please try again.');
    // no stale chart under the new selection
    expect(screen.queryByText('Number of respondents')).toBeNull();
    expect(stage()).toHaveAttribute('aria-busy', 'false');
    expect(await axeViolations(container)).toEqual([]);
    behaviour.failing.length = 0;
    const before = graphCalls();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await drawn();
    expect(graphCalls()).toBe(before + 1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stage()).toHaveAttribute('aria-busy', 'false');
  });
});

describe('graph view on a phone (390 × 844)', () => {
  beforeAll(async () => {
    await page.viewport(390, 844);
  });
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  it('starts with the sidebar closed behind "Filters (n)", n counting the active filters', async () => {
    const user = userEvent.setup();
    renderGraph();
    await drawn();
    const filters = screen.getByRole('button', { name: 'Filters (0)' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Survey dates' })).toBeNull();
    await user.click(filters);
    await user.click(await screen.findByRole('combobox', { name: 'Department' }));
    await user.click(screen.getByRole('option', { name: 'Finance' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  });
});

type PulzusSession = ReturnType<typeof usePulzus>['session'];

/** Hands the test the provider's session. */
function SessionSpy({ onSession }: { onSession: (session: PulzusSession) => void }) {
  onSession(usePulzus().session);
  return null;
}

describe('a graph whose session has ended (spec 1 §4)', () => {
  it('offers signing in again, not a retry, when the server answers 401; signing in ends the stale session', async () => {
    const user = userEvent.setup();
    const api = graphApiFixture({ language: 'en' });
    const { fetch } = graphFakeFetch(api, { failing: [], pending: [] });
    const expired: typeof fetch = async (url, init) =>
      url.includes('graph/data')
        ? new Response(JSON.stringify({ error: { code: 'unauthorized' } }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          })
        : fetch(url, init);
    let session: PulzusSession | undefined;
    renderWidget(
      <StoryPulzusProvider language="en" fetch={expired}>
        <SessionSpy
          onSession={(s) => {
            session = s;
          }}
        />
        <Graph slug="commitment_ranking" />
      </StoryPulzusProvider>,
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Your session has expired');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(session?.isLoggedIn()).toBe(true);
    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    expect(session?.isLoggedIn()).toBe(false);
  });
});
