import {
  type ChartGraphSlug,
  type GraphDataRequest,
  sidebarQuery,
  INITIAL_SIDEBAR_STATE,
} from '@pulzus/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeApiBehaviour } from '../mocks/graph-api-answer';
import { type GraphApiFixtureOptions, graphApiFixture } from '../mocks/graph-api-fixture';
import { graphFakeFetch } from '../mocks/graph-fake-fetch';
import { StoryPulzusProvider } from '../mocks/StoryPulzusProvider';
import { renderWidget } from '../testing/render';
import { Graph } from './Graph';

interface Setup {
  slug?: ChartGraphSlug;
  admin?: boolean;
  fixture?: GraphApiFixtureOptions;
  behaviour?: FakeApiBehaviour;
}

function renderGraph({ slug = 'commitment_total', admin = false, fixture = {}, behaviour = {} }: Setup = {}) {
  const api = graphApiFixture({ language: 'en', ...fixture });
  const { fetch, calls } = graphFakeFetch(api, behaviour);
  renderWidget(
    <StoryPulzusProvider admin={admin} language="en" fetch={fetch}>
      <Graph slug={slug} />
    </StoryPulzusProvider>,
  );
  const graphRequests = () =>
    calls
      .filter((c) => c.method === 'POST' && c.path === 'graph/data')
      .map((c) => c.body as GraphDataRequest);
  return { api, calls, graphRequests };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3000 });
const drawn = () => screen.findByText('Number of respondents', {}, { timeout: 4000 });
const dateTags = () => within(screen.getByRole('list', { name: 'Survey dates' })).getAllByRole('listitem');

describe('graph widget fetch (spec 2 §2 "Graph page", §7)', () => {
  it('loads the lists, preselects the latest date and draws the graph/data answer', async () => {
    const { api, graphRequests } = renderGraph();
    await drawn();
    const latest = api.surveyDates[0]!.id;
    expect(graphRequests().at(-1)).toEqual(
      sidebarQuery('commitment_total', { ...INITIAL_SIDEBAR_STATE, surveyDateIds: [latest] }).compile(),
    );
    expect(screen.getByRole('heading', { name: 'Engagement index in total' })).toBeVisible();
    const expected = api.graph(graphRequests().at(-1)!);
    expect(screen.getByText(String(expected.graph_meta.worker_count))).toBeVisible();
    expect(screen.getByRole('group', { name: api.workerGroups[0]!.name })).toBeInTheDocument();
  });

  it('silently ignores a failed graph query (spec 2 §8)', async () => {
    const { graphRequests } = renderGraph({ behaviour: { failing: ['POST graph/data'] } });
    await waitFor(() => expect(graphRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an error state for a failed list load', async () => {
    renderGraph({ behaviour: { failing: ['GET worker-groups'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('warns graph-warning-no-survey-date when there is no survey date (spec 2 §5)', async () => {
    const { graphRequests } = renderGraph({ fixture: { surveyDateCount: 0 } });
    expect(await screen.findByText('Choose a survey date to show the graph.')).toBeVisible();
    expect(graphRequests()).toEqual([]);
  });
});

describe('graph sidebar visibility rules (spec 2 §2)', () => {
  it('shows the employee-group select only with more than one worker group and the group as a filter', async () => {
    renderGraph({ slug: 'commitment_ranking' });
    await drawn();
    expect(screen.getByRole('combobox', { name: 'Employee group' })).toBeVisible();
  });

  it('hides the employee-group select where the worker group is no filter (commitment_total)', async () => {
    renderGraph({ slug: 'commitment_total' });
    await drawn();
    expect(screen.queryByRole('combobox', { name: 'Employee group' })).toBeNull();
  });

  it('hides the employee-group select with a single worker group', async () => {
    renderGraph({ slug: 'commitment_ranking', fixture: { workerGroupCount: 1 } });
    await drawn();
    expect(screen.queryByRole('combobox', { name: 'Employee group' })).toBeNull();
  });

  it("shows 'hide not answered' only for a demography with a no-answer answer", async () => {
    const user = userEvent.setup();
    const { graphRequests } = renderGraph({ slug: 'demographics' });
    await drawn();
    expect(screen.queryByRole('checkbox', { name: 'Hide not answered' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Demographic indicator' }));
    await user.click(screen.getByRole('option', { name: 'Age group' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Hide not answered' }));
    await waitFor(() =>
      expect(graphRequests().at(-1)).toMatchObject({
        type: 'demographics',
        query: { hide_no_answers: true },
      }),
    );
  });
});

describe('satisfaction index and multi-date exclusion through the UI (spec 2 §4)', () => {
  it('cuts the dates to the last one when the index is switched on, and switches it off when a date is added', async () => {
    const user = userEvent.setup();
    const { api } = renderGraph({ slug: 'commitment_total' });
    await drawn();
    await user.click(screen.getByRole('combobox', { name: 'Survey dates' }));
    await user.click(screen.getByRole('option', { name: 'November 2023' }));
    expect(dateTags()).toHaveLength(2);
    const index = screen.getByRole('checkbox', { name: 'Show satisfaction index' });
    await user.click(index);
    expect(index).toBeChecked();
    expect(dateTags().map((t) => t.textContent)).toEqual(['November 2023']);
    await user.click(screen.getByRole('combobox', { name: 'Survey dates' }));
    await user.click(screen.getByRole('option', { name: 'May 2023' }));
    expect(index).not.toBeChecked();
    expect(dateTags()).toHaveLength(2);
    expect(api.surveyDates).toHaveLength(3);
  });
});

describe('admin question filters in the graph query (spec 2 §5, §6)', () => {
  it('sends an answer filter parsed by core after the debounce', async () => {
    const user = userEvent.setup();
    const { api, graphRequests } = renderGraph({ slug: 'commitment_detailed', admin: true });
    await drawn();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('combobox', { name: 'Question' }));
    const question = api.questionGroups(10, 1)[1]!.questions[0]!;
    await user.click(screen.getAllByRole('option', { name: `${question.code} – ${question.name}` })[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Answers' }), '5, x, 6');
    await waitFor(() =>
      expect(graphRequests().at(-1)?.query).toMatchObject({
        filters: [{ type: 'answer', question_filters: [{ question_id: question.id, answers: [5, 6] }] }],
      }),
    );
  });

  it('offers no question filters to ordinary users', async () => {
    renderGraph({ slug: 'commitment_detailed' });
    await drawn();
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
  });
});
