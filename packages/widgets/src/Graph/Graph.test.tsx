import {
  type ChartGraphSlug,
  type GraphDataRequest,
  type GraphFilterOptionsRequest,
  sidebarQuery,
  INITIAL_SIDEBAR_STATE,
} from '@pulzus/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { FakeApiBehaviour } from '../mocks/graph-api-answer';
import { type GraphApiFixtureOptions, graphApiFixture } from '../mocks/graph-api-fixture';
import { graphFakeFetch } from '../mocks/graph-fake-fetch';
import { StoryPulzusProvider } from '../mocks/StoryPulzusProvider';
import { axeViolations } from '../testing/axe';
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
  const { container } = renderWidget(
    <StoryPulzusProvider admin={admin} language="en" fetch={fetch}>
      <Graph slug={slug} />
    </StoryPulzusProvider>,
  );
  const graphRequests = () =>
    calls
      .filter((c) => c.method === 'POST' && c.path === 'graph/data')
      .map((c) => c.body as GraphDataRequest);
  const optionRequests = () =>
    calls
      .filter((c) => c.method === 'POST' && c.path === 'graph/filter-options')
      .map((c) => c.body as GraphFilterOptionsRequest);
  return { api, calls, graphRequests, optionRequests, container };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3000 });

// a desktop viewport: below 900 px the sidebar starts closed (GraphStage.test.tsx covers phones)
beforeAll(async () => {
  await page.viewport(1280, 800);
});
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

  it('shows a failed graph query inline, with a retry button, not as a toast', async () => {
    const { graphRequests } = renderGraph({ behaviour: { failing: ['POST graph/data'] } });
    await waitFor(() => expect(graphRequests()).toHaveLength(1));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The graph could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
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

describe('the heatmap\'s rows (docs/graphs.md "Heatmap")', () => {
  it('rows by employee group or unit hide the demography select and ask for those rows without a demography', async () => {
    const user = userEvent.setup();
    const { graphRequests } = renderGraph({ slug: 'heatmap' });
    await waitFor(() =>
      expect(graphRequests().at(-1)).toMatchObject({ type: 'heatmap', query: { rows: 'demography' } }),
    );
    expect(screen.getByRole('combobox', { name: 'Demographic indicator' })).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Rows' }));
    await user.click(screen.getByRole('option', { name: 'Units' }));
    await waitFor(() => expect(graphRequests().at(-1)?.query).toMatchObject({ rows: 'units' }));
    expect(graphRequests().at(-1)?.query).not.toHaveProperty('main_dimension_demography_id');
    expect(screen.queryByRole('combobox', { name: 'Demographic indicator' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Rows' }));
    await user.click(screen.getByRole('option', { name: 'Employee groups' }));
    await waitFor(() => expect(graphRequests().at(-1)?.query).toMatchObject({ rows: 'worker_groups' }));
  });
});

describe('satisfaction index and multi-date exclusion through the UI (spec 2 §4)', () => {
  it('cuts the dates to the most recent one when the index is switched on, and switches it off when a date is added', async () => {
    const user = userEvent.setup();
    const { api } = renderGraph({ slug: 'commitment_total' });
    await drawn();
    await user.click(screen.getByRole('combobox', { name: 'Survey dates' }));
    await user.click(screen.getByRole('option', { name: 'November 2023' }));
    expect(dateTags()).toHaveLength(2);
    const index = screen.getByRole('checkbox', { name: 'Show satisfaction index' });
    await user.click(index);
    expect(index).toBeChecked();
    // the most recent of the two, although November 2023 was chosen last (spec 2 §4)
    expect(dateTags().map((t) => t.textContent)).toEqual(['May 2024']);
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
    const question = api.topics(10, 1)[1]!.questions[0]!;
    // the statement's text, never its provider code
    await user.click(screen.getAllByRole('option', { name: question.name })[0]!);
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

describe('filter answers refused for privacy (docs/privacy.md "Rule 6")', () => {
  const refusing = { slug: 'commitment_ranking' as const, fixture: { refusals: true } };
  const openDepartment = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    return screen.getByRole('listbox', { name: 'Department' });
  };

  it('docs/privacy.md "Rule 6": asks for the first date\'s availability again whenever the chosen filters change', async () => {
    const user = userEvent.setup();
    const { api, optionRequests } = renderGraph(refusing);
    await drawn();
    const latest = api.surveyDates[0]!.id;
    await waitFor(() => expect(optionRequests().at(-1)).toEqual({ survey_date_id: latest, filters: [] }));
    const listbox = await openDepartment(user);
    await user.click(within(listbox).getByRole('option', { name: 'Finance' }));
    const department = api.demographies[0]!;
    await waitFor(() =>
      expect(optionRequests().at(-1)).toEqual({
        survey_date_id: latest,
        filters: [
          {
            type: 'demography',
            demography_id: department.id,
            demography_answer_ids: [department.answers[1]!.id],
          },
        ],
      }),
    );
  });

  it('docs/privacy.md "Rule 6": a refused answer is disabled with its reason as text, tooltip and description', async () => {
    const user = userEvent.setup();
    const { container } = renderGraph(refusing);
    await drawn();
    const listbox = await openDepartment(user);
    const logistics = await within(listbox).findByRole('option', { name: 'Logistics' });
    await waitFor(() => expect(logistics).toHaveAttribute('aria-disabled', 'true'));
    expect(logistics).toHaveTextContent('fewer than 5 people');
    expect(logistics).toHaveAttribute('title', 'fewer than 5 people');
    expect(logistics).toHaveAccessibleDescription('fewer than 5 people');
    await user.click(logistics);
    expect(screen.queryByRole('listitem', { name: /Logistics/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('docs/privacy.md "Rule 6": the keyboard passes over a refused answer', async () => {
    const user = userEvent.setup();
    renderGraph(refusing);
    await drawn();
    const listbox = await openDepartment(user);
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Logistics' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    const combobox = screen.getByRole('combobox', { name: 'Department' });
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    await user.keyboard('{End}');
    expect(active()).toHaveAccessibleName('IT');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveAccessibleName('IT');
  });

  it('docs/privacy.md "Rule 6": a refused employee group is disabled with "hidden for privacy"', async () => {
    const user = userEvent.setup();
    renderGraph(refusing);
    await drawn();
    await user.click(screen.getByRole('combobox', { name: 'Employee group' }));
    const blueCollar = screen.getByRole('option', { name: 'Blue-collar staff' });
    await waitFor(() => expect(blueCollar).toHaveAttribute('aria-disabled', 'true'));
    expect(blueCollar).toHaveAccessibleDescription('hidden for privacy');
    expect(screen.getByRole('option', { name: 'Office staff' })).not.toHaveAttribute('aria-disabled');
  });

  it('docs/privacy.md "Rule 6": a chosen answer that became unavailable stays chosen and can be removed', async () => {
    const user = userEvent.setup();
    renderGraph(refusing);
    await drawn();
    const listbox = await openDepartment(user);
    await user.click(within(listbox).getByRole('option', { name: 'Sales' }));
    // once a filter is chosen, the fixture hides every demography's first answer: Sales too, and Under 30
    const sales = within(listbox).getByRole('option', { name: 'Sales' });
    await waitFor(() => expect(sales).toHaveAccessibleDescription('hidden for privacy'));
    expect(sales).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Age group' }));
    expect(screen.getByRole('option', { name: 'Under 30' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    const remove = screen.getByRole('button', { name: 'Remove Sales' });
    expect(remove).toBeEnabled();
    await user.click(remove);
    expect(screen.queryByRole('button', { name: 'Remove Sales' })).toBeNull();
    // without the filter, the first answers are available again
    await user.click(screen.getByRole('combobox', { name: 'Age group' }));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Under 30' })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it('keeps every answer enabled while the availability loads', async () => {
    const user = userEvent.setup();
    const { optionRequests } = renderGraph({
      ...refusing,
      behaviour: { pending: ['POST graph/filter-options'] },
    });
    await drawn();
    await waitFor(() => expect(optionRequests()).toHaveLength(1));
    const listbox = await openDepartment(user);
    expect(within(listbox).getByRole('option', { name: 'Logistics' })).not.toHaveAttribute('aria-disabled');
  });

  it('offers every answer when the availability cannot be loaded', async () => {
    const user = userEvent.setup();
    const { optionRequests } = renderGraph({
      ...refusing,
      behaviour: { failing: ['POST graph/filter-options'] },
    });
    await drawn();
    await waitFor(() => expect(optionRequests()).toHaveLength(1));
    const listbox = await openDepartment(user);
    expect(within(listbox).getByRole('option', { name: 'Logistics' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('withheld respondent counts and privacy warnings (docs/privacy.md "Rule 1", "Rule 3", "Rule 4")', () => {
  const summary = () => screen.getByText('Number of respondents').nextElementSibling;

  it('docs/privacy.md "Rule 1": a population of fewer than k shows "fewer than 5" instead of its count', async () => {
    renderGraph({ fixture: { withheldPopulation: 'fewer-than-k' } });
    await drawn();
    expect(summary()).toHaveTextContent('fewer than 5');
    expect(summary()).toHaveAttribute('data-withheld', 'fewer-than-k');
    expect(
      screen.getByText('Too few respondents: the graph cannot be shown for privacy reasons.'),
    ).toBeVisible();
  });

  it('docs/privacy.md "Rule 4", "Reasons": a population withheld as a cover says it protects a smaller group', async () => {
    renderGraph({ fixture: { withheldPopulation: 'neighbour' } });
    await drawn();
    expect(summary()).toHaveTextContent('hidden for privacy');
    expect(screen.getByText(/Some values are hidden to protect a smaller group/)).toHaveAttribute(
      'data-withheld-reason',
      'protects-smaller',
    );
    // never "the minimum number of respondents is not met": the population is not below k
    expect(screen.queryByText(/minimum number of respondents is not met/)).toBeNull();
  });

  it('docs/privacy.md "Rule 3", "Reasons": too many dimensions combined says to remove a filter', async () => {
    renderGraph({ fixture: { withheldPopulation: 'combination' } });
    await drawn();
    expect(summary()).toHaveTextContent('hidden for privacy');
    expect(screen.getByText(/too many filters are combined. Remove a filter/)).toHaveAttribute(
      'data-withheld-reason',
      'combination',
    );
  });
});
