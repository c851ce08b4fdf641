import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiBehaviour } from '../mocks/graph-api-answer';
import { type GraphApiFixtureOptions, graphApiFixture } from '../mocks/graph-api-fixture';
import { graphMswHandlers } from '../mocks/graph-msw-handlers';
import { StoryPulzusProvider } from '../mocks/StoryPulzusProvider';
import { Graph } from './Graph';

/** The msw handlers of a story: a seeded fake account, optionally misbehaving. */
function api(options: GraphApiFixtureOptions = {}, behaviour: FakeApiBehaviour = {}) {
  return graphMswHandlers(graphApiFixture(options), behaviour);
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
