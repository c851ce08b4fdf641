import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiBehaviour } from '../mocks/graph-api-answer';
import { type GraphApiFixtureOptions, graphApiFixture } from '../mocks/graph-api-fixture';
import { graphMswHandlers } from '../mocks/graph-msw-handlers';
import { StoryPulzusProvider } from '../mocks/StoryPulzusProvider';
import { ResultsHome } from './ResultsHome';

function api(options: GraphApiFixtureOptions = {}, behaviour: FakeApiBehaviour = {}) {
  return graphMswHandlers(graphApiFixture(options), behaviour);
}

const withProvider: Decorator = (Story, context) => (
  <StoryPulzusProvider language={context.parameters.language === 'en' ? 'en' : 'hu'}>
    <Story />
  </StoryPulzusProvider>
);

const meta = {
  title: 'Home/ResultsHome',
  component: ResultsHome,
  decorators: [withProvider],
  parameters: { msw: api(), layout: 'padded' },
} satisfies Meta<typeof ResultsHome>;

export default meta;
type Story = StoryObj<typeof meta>;

const tilesReady = async (canvasElement: HTMLElement) => {
  await waitFor(
    () => {
      const tiles = canvasElement.querySelectorAll('[data-component="Pulzus.HomeTile"]');
      expect(tiles).toHaveLength(6);
      for (const tile of tiles) expect(tile).toHaveAttribute('data-state', 'ready');
    },
    { timeout: 5000 },
  );
};

/** Every tile from the seeded fake account's graph answers, each linking to its graph. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await tilesReady(canvasElement);
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link', { name: 'Részletek: Az indexek alakulása' })) {
      await expect(link).toHaveAttribute('href', '/graph/trends');
    }
    await expect(
      canvas.getByRole('link', { name: 'Részletek: Indexek hőtérképe csoportonként' }),
    ).toHaveAttribute('href', '/graph/heatmap?dates=10&rows=worker_groups');
  },
};

/** A worker group chosen above applies to every tile and to every link. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await tilesReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Munkavállalói csoport' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Irodai munkatársak' }));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Részletek: Összes kérdés rangsora' })).toHaveAttribute(
        'href',
        '/graph/total?dates=10&wg=1',
      ),
    );
    await tilesReady(canvasElement);
  },
};

/** The lists are loading. */
export const Loading: Story = { parameters: { msw: api({}, { pending: ['GET survey-dates'] }) } };

/** No survey date yet. */
export const NoSurveyDate: Story = {
  parameters: { msw: api({ surveyDateCount: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Még nincs felmérési időpont.')).toBeVisible();
  },
};

/** The API refuses the graphs (403): every graph tile says so. */
export const Refused: Story = { parameters: { msw: api({}, { refused: ['POST graph/data'] }) } };

/** The graph answers fail (500): each tile offers a retry. */
export const Failed: Story = { parameters: { msw: api({}, { failing: ['POST graph/data'] }) } };

/** The population is withheld for privacy: no number, the graph's warning. */
export const Withheld: Story = { parameters: { msw: api({ withheldPopulation: 'fewer-than-k' }) } };

/** Some values withheld. */
export const SomeWithheld: Story = { parameters: { msw: api({ withheldRate: 0.3 }) } };

/** English. */
export const English: Story = {
  parameters: { msw: api({ language: 'en' }), language: 'en' },
};
