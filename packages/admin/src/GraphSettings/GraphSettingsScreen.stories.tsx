import { GRAPH_SLUGS, messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory, narrowViewport } from '../testing/AdminStory';
import { graphSettingsHandlers, refusedDimensions, SAVE_OK } from './graph-settings.fixtures';
import { GraphSettingsScreen } from './GraphSettingsScreen';

const hu = messages.hu;
const en = messages.en;

const story = (handlers: FakeHandlers, token?: string) => () => (
  <AdminStory handlers={handlers} {...(token ? { token } : {})}>
    <GraphSettingsScreen />
  </AdminStory>
);

const meta = {
  title: 'Admin/Graph settings',
  component: GraphSettingsScreen,
  render: story(graphSettingsHandlers({ extra: SAVE_OK })),
} satisfies Meta<typeof GraphSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest date chosen; `total` disabled; Hungarian and English explanations; the dimensions of two demographies. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const demographics = within(await canvas.findByRole('region', { name: hu['graph-title-demographics'] }));
    await expect(await demographics.findByRole('radio', { name: 'Életkor' })).toBeChecked();
  },
};

/** While the settings load. */
export const Loading: Story = {
  render: story({ ...graphSettingsHandlers(), 'GET account/enabled-graphs': () => pending() }),
};

/** The settings could not be loaded. */
export const LoadFailed: Story = {
  render: story({
    ...graphSettingsHandlers(),
    'GET admin/graph-explanations': () => apiError(500, 'internal'),
  }),
};

/** The chosen date's dimensions could not be loaded: flags and texts stay editable. */
export const DimensionsLoadFailed: Story = {
  render: story(
    graphSettingsHandlers({
      extra: { 'GET survey-dates/13/graph-dimensions': () => apiError(500, 'internal') },
    }),
  ),
};

/** No survey date yet: no dimensions, a note instead of the date dropdown. */
export const NoSurveyDate: Story = {
  render: story(
    graphSettingsHandlers({ extra: { 'GET survey-dates': () => ({ body: { survey_dates: [] } }) } }),
  ),
};

/** An account with Hungarian only: one explanation per graph. */
export const HungarianOnly: Story = {
  render: story(graphSettingsHandlers({ languages: [{ id: 1, code: 'hu', name: 'Magyar' }] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByLabelText(hu['admin-graph-settings-explanation'])).toHaveLength(
      GRAPH_SLUGS.length,
    );
  },
};

/** An edit marks the screen as unsaved and offers discarding. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = within(await canvas.findByRole('region', { name: hu['graph-title-total'] }));
    await userEvent.click(total.getByRole('switch', { name: hu['admin-graph-settings-enabled'] }));
    await expect(canvas.getByText(hu['admin-graph-settings-unsaved'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['admin-graph-settings-discard'] })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** A saved change of the main dimension: the success toast (spec 2 §8). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = within(await canvas.findByRole('region', { name: hu['graph-title-commitment_total'] }));
    await userEvent.click(await total.findByRole('radio', { name: 'Életkor' }));
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await expect(await canvas.findByText(hu['toast-graph-settings-saved'])).toBeVisible();
  },
};

/** The server refused a graph's dimensions: its section says so and takes the focus. */
export const SaveRefused: Story = {
  render: story(graphSettingsHandlers({ extra: refusedDimensions(5) })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ranking = within(await canvas.findByRole('region', { name: hu['graph-title-commitment_ranking'] }));
    await userEvent.click(await ranking.findByRole('radio', { name: 'Életkor' }));
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await expect(await ranking.findByRole('alert')).toHaveTextContent(
      hu['admin-graph-settings-dimensions-refused'],
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: hu['graph-title-commitment_ranking'] })).toHaveFocus(),
    );
  },
};

/** English texts and dates ("March 2025"). */
export const English: Story = {
  parameters: { language: 'en' },
  render: story(graphSettingsHandlers(), makeAdminToken({ lang_id: 2, lang_code: 'en' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(en['admin-survey-date-select'])).toHaveDisplayValue(
      'March 2025',
    );
  },
};

/** A 360 px wide screen: the bar, the texts and the dimension groups stack. */
export const Narrow: Story = {
  decorators: [narrowViewport],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('radio', { name: 'Életkor' });
    const frame = canvasElement.querySelector('[data-component="Pulzus.GraphSettingsScreen"]')!;
    // nothing sticks out sideways at 360 px
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
