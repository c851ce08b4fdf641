import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiBehaviour } from '../mocks/graph-api-answer';
import { type GraphApiFixtureOptions, graphApiFixture } from '../mocks/graph-api-fixture';
import { graphMswHandlers } from '../mocks/graph-msw-handlers';
import { StoryPulzusProvider } from '../mocks/StoryPulzusProvider';
import { Graph } from './Graph';
import { INITIAL_SIDEBAR_STATE } from '@pulzus/core';

/** The msw handlers of a story: a seeded fake account, optionally misbehaving. */
function api(options: GraphApiFixtureOptions = {}, behaviour: FakeApiBehaviour = {}) {
  return graphMswHandlers(graphApiFixture(options), behaviour);
}

/**
 * The handlers of a story whose `graph/data` misbehaves only for a query of more than one survey
 * date: the first chart draws, and adding a date then loads for ever or fails.
 */
function multiDateGraph(answer: 'pending' | 'failing') {
  return [
    http.post('*/api/graph/data', async ({ request }) => {
      const body = (await request.clone().json()) as { query?: { survey_dates?: number[] } };
      if ((body.query?.survey_dates?.length ?? 0) < 2) return undefined;
      if (answer === 'failing') return HttpResponse.json({ error: { code: 'internal' } }, { status: 500 });
      await delay('infinite');
      return HttpResponse.json({});
    }),
    ...api(),
  ];
}

/** Adds the November 2023 survey date in the sidebar. */
async function addDate(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Felmérések időpontjai' }));
  await userEvent.click(await canvas.findByRole('option', { name: '2023. november' }));
  await userEvent.keyboard('{Escape}');
  return canvas;
}

const withProvider: Decorator = (Story, context) => (
  <StoryPulzusProvider
    admin={context.parameters.admin === true}
    language={context.parameters.language === 'en' ? 'en' : 'hu'}
  >
    <Story />
  </StoryPulzusProvider>
);

const meta = {
  title: 'Connected/Graph',
  component: Graph,
  decorators: [withProvider],
  args: { slug: 'commitment_total', newQueryHref: '#welcome' },
  parameters: { msw: api(), layout: 'fullscreen' },
} satisfies Meta<typeof Graph>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartDrawn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Kitöltők száma', {}, { timeout: 5000 })).toBeVisible();
  return canvas;
};

/** The engagement index of the latest survey date, with the explanation popup. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Magyarázat' }));
    await expect(await canvas.findByRole('dialog')).toHaveTextContent('elkötelezettségi index');
  },
};

/** The lists never answer: the chart's loading skeleton. */
export const Loading: Story = {
  parameters: { msw: api({}, { pending: ['GET survey-dates'] }) },
};

/** The lists are there, the first (cold) graph answer is not yet: the chart's skeleton. */
export const GraphLoading: Story = {
  parameters: { msw: api({}, { pending: ['POST graph/data'] }) },
  play: async ({ canvasElement }) => {
    const graph = canvasElement.querySelector('[data-component="Pulzus.Graph"]')!;
    await waitFor(() => expect(graph).toHaveAttribute('data-state', 'loading'), { timeout: 5000 });
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Felmérések időpontjai' }),
    ).toBeVisible();
  },
};

/** A sidebar change while the next answer loads: the previous chart dimmed and busy under a progress bar. */
export const Refreshing: Story = {
  parameters: { msw: multiDateGraph('pending') },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const canvas = await addDate(canvasElement);
    const stage = canvasElement.querySelector('.pulzus-graph-stage')!;
    await waitFor(() => expect(stage).toHaveAttribute('aria-busy', 'true'), { timeout: 5000 });
    await expect(canvas.getByText('A grafikon frissítése folyamatban…')).toBeInTheDocument();
    await expect(canvas.getByText('Kitöltők száma')).toBeVisible();
  },
};

/** The graph query fails (500): an inline error with a retry button instead of a chart, no toast. */
export const GraphError: Story = {
  parameters: { msw: api({}, { failing: ['POST graph/data'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A grafikont nem sikerült betölteni.');
    await expect(within(alert).getByRole('button', { name: 'Újrapróbálás' })).toBeVisible();
    await expect(canvas.queryByText('Kitöltők száma')).toBeNull();
  },
};

/** A sidebar change whose answer fails: the error replaces the chart, no stale chart stays under the new selection. */
export const ErrorAfterChange: Story = {
  parameters: { msw: multiDateGraph('failing') },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const canvas = await addDate(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('button', { name: 'Újrapróbálás' })).toBeVisible();
    await expect(canvas.queryByText('Kitöltők száma')).toBeNull();
  },
};

/** A phone (390 × 844): the sidebar starts closed behind "Szűrők (n)", so the chart shows first. */
export const NarrowViewport: Story = {
  args: { slug: 'commitment_ranking' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    const filters = canvas.getByRole('button', { name: 'Szűrők (0)' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Felmérések időpontjai' })).toBeNull();
  },
};

/** Every graph answers with no data. */
export const Empty: Story = {
  parameters: { msw: api({ emptyGraphs: true }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('A kiválasztott szűrésre nincs adat.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The survey-date list fails: an error alert and the chart's error state. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: api({}, { failing: ['GET survey-dates'] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The account has no survey date: the client-side warning. */
export const NoSurveyDate: Story = {
  parameters: { msw: api({ surveyDateCount: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Válasszon felmérési időpontot a grafikon megjelenítéséhez.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Values withheld for privacy, with the translated warning. */
export const PrivacyWithheld: Story = {
  args: { slug: 'commitment_demographics' },
  parameters: { msw: api({ withheldRate: 0.35 }) },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
};

/**
 * Why values are hidden, one story per reason (docs/privacy.md "Reasons"): the banner says it once, the data table
 * (and the tooltip) beside each hidden value, and no line claims the minimum is not met where it is.
 */
async function saysReason(canvasElement: HTMLElement, banner: string, cell: string) {
  const canvas = await chartDrawn(canvasElement);
  await expect(await canvas.findByText(banner)).toBeVisible();
  await waitFor(() => expect(canvas.getAllByText(cell).length).toBeGreaterThan(0));
  await expect(canvas.queryByText(/a minimális kitöltői létszám nem teljesül/)).toBeNull();
}

/** Hidden because fewer than k answered (primary). */
export const WithheldFewerThanK: Story = {
  args: { slug: 'commitment_demographics' },
  parameters: { msw: api({ withheldRate: 0.35, withheldReasons: ['fewer-than-k'] }) },
  play: ({ canvasElement }) =>
    saysReason(
      canvasElement,
      'Egyes értékek rejtve maradnak, mert kevesebb mint 5 fő válaszolt.',
      'Rejtve: kevesebb mint 5 fő válaszolt',
    ),
};

/** Hidden to protect a smaller group (secondary): never which one. */
export const WithheldProtectsSmaller: Story = {
  args: { slug: 'commitment_demographics' },
  parameters: { msw: api({ withheldRate: 0.35, withheldReasons: ['protects-smaller'] }) },
  play: ({ canvasElement }) =>
    saysReason(
      canvasElement,
      'Egyes értékek egy kisebb csoport védelmében rejtve maradnak: a többi mellett megmutatva kiderülnének a válaszai.',
      'Rejtve egy kisebb csoport védelmében',
    ),
};

/** Hidden because too many filters are combined: the banner asks to remove one. */
export const WithheldCombination: Story = {
  args: { slug: 'commitment_demographics' },
  parameters: { msw: api({ withheldRate: 0.35, withheldReasons: ['combination'] }) },
  play: ({ canvasElement }) =>
    saysReason(
      canvasElement,
      'Egyes értékek rejtve maradnak, mert túl sok szűrés van együtt. Vegyen ki egy szűrést az értékek megjelenítéséhez.',
      'Rejtve: túl sok szűrés együtt',
    ),
};

/**
 * Filter answers the privacy rules refuse (docs/privacy.md "Rule 6"): shown disabled with their reason, passed
 * over by the keyboard; the refused employee group likewise.
 */
export const FilterAnswersRefused: Story = {
  args: { slug: 'commitment_ranking' },
  parameters: { msw: api({ refusals: true }) },
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Szervezeti egység' }));
    const logistics = await canvas.findByRole('option', { name: 'Logisztika' });
    await waitFor(() => expect(logistics).toHaveAttribute('aria-disabled', 'true'));
    await expect(logistics).toHaveAccessibleDescription('kevesebb mint 5 fő');
  },
};

/** A filtered population of fewer than k: "kevesebb mint 5" instead of the count (docs/privacy.md "Rule 1"). */
export const RespondentsFewerThanK: Story = {
  args: { slug: 'total' },
  parameters: { msw: api({ withheldPopulation: 'fewer-than-k' }) },
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    await expect(canvas.getByText('kevesebb mint 5')).toBeVisible();
  },
};

/** A population the neighbour rule withholds (docs/privacy.md "Rule 4"): its warning, the count hidden. */
export const PrivacyNeighbour: Story = {
  args: { slug: 'total' },
  parameters: { admin: true, msw: api({ withheldPopulation: 'neighbour' }) },
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    await expect(canvas.getByText('adatvédelmi okokból rejtve')).toBeVisible();
  },
};

/** Too many dimensions combined (docs/privacy.md "Rule 3"): the warning asks to remove a filter. */
export const PrivacyCombination: Story = {
  args: { slug: 'commitment_ranking' },
  parameters: { msw: api({ withheldPopulation: 'combination' }) },
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    await expect(canvas.getByText(/Vegyen ki egy szűrést/)).toBeVisible();
  },
};

/** Three survey dates side by side: two more dates are added as tags. */
export const MultiDate: Story = {
  args: { slug: 'satisfaction_total' },
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    const dates = canvas.getByRole('combobox', { name: 'Felmérések időpontjai' });
    await userEvent.click(dates);
    await userEvent.click(await canvas.findByRole('option', { name: '2023. november' }));
    await userEvent.click(dates);
    await userEvent.click(await canvas.findByRole('option', { name: '2023. május' }));
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};

/** Long Hungarian question texts in a bar chart (total). */
export const LongHungarianLabels: Story = {
  args: { slug: 'total' },
  parameters: { msw: api({ longLabels: true }) },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
};

/** English texts and 'MMMM yyyy' dates. */
export const English: Story = {
  parameters: { language: 'en', msw: api({ language: 'en' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Number of respondents', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A narrow container: the sidebar stacks above the chart. */
export const NarrowContainer: Story = {
  args: { slug: 'satisfaction_topics', style: { maxWidth: 380 } },
};

/** The demographic breakdown: 'hide not answered' shows for a demography with a no-answer answer. */
export const Demographics: Story = { args: { slug: 'demographics' } };

/** An admin gets the question filters. */
export const AdminQuestionFilters: Story = {
  args: { slug: 'commitment_detailed' },
  parameters: { admin: true },
  play: async ({ canvasElement }) => {
    const canvas = await chartDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Szűrő hozzáadása' }));
    await expect(canvas.getByRole('textbox', { name: 'Válaszok' })).toBeVisible();
  },
};

/**
 * A worker group carried from another graph's address to one that takes no filters: a note names it, and the chart
 * shows the value without it (docs/graphs.md "In the address").
 */
export const CarriedFilterNotApplied: Story = {
  args: { slug: 'commitment_total', initialState: { ...INITIAL_SIDEBAR_STATE, workerGroupId: 1 } },
  play: async ({ canvasElement }) => {
    // the note is drawn again as the graph's lists arrive: found and checked in one step, so a replaced node is
    // looked up anew rather than held
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByText(/nem alkalmazza a következő szűrőt: Irodai munkatársak/),
        ).toBeVisible(),
      { timeout: 15_000 },
    );
  },
};
