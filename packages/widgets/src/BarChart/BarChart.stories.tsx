import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chartData } from '../fixtures/chart-story-data';
import { BarChart } from './BarChart';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: { data: chartData.single, title: 'Engagement index by unit', language: 'en' },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One survey date; Tab reaches the first category and shows its tooltip, arrows move on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('group', { name: 'Sales' });
    await expect(first).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Sales');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('group', { name: 'Finance' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** The loading skeleton. */
export const Loading: Story = { args: { data: null, loading: true } };

/** Nothing to draw. */
export const Empty: Story = { args: { data: chartData.empty } };

/** The query failed. */
export const ErrorState: Story = { name: 'Error', args: { data: null, error: true } };

/** Withheld values are hatched marks named "Hidden for privacy". */
export const PrivacyWithheld: Story = {
  args: { data: chartData.withheld },
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement).getAllByRole('img', { name: /Hidden for privacy/ });
    await expect(marks.length).toBeGreaterThan(0);
  },
};

/** Three survey dates side by side. */
export const MultiDate: Story = { args: { data: chartData.multiDate } };

/** Negative/middle/positive distributions stacked per date. */
export const StackedDistribution: Story = { args: { data: chartData.stacked } };

/** Bars coloured by their topic (`categories_colors`). */
export const TopicColors: Story = {
  args: { data: chartData.topicColors, language: 'hu', title: 'Elégedettség' },
};

/** Long Hungarian item texts wrap in the label column; Hungarian texts and number format. */
export const LongHungarianLabels: Story = {
  args: { data: chartData.longHungarian, language: 'hu', title: 'Elkötelezettség kérdésenként' },
};

/** English texts and number format. */
export const English: Story = {
  args: { data: chartData.stacked, language: 'en', title: 'Engagement by question' },
};

/** A 320 px wide container: labels take at most 40 % of the width. */
export const NarrowContainer: Story = {
  args: { data: chartData.stackedHungarian, language: 'hu', title: 'Elkötelezettség kérdésenként' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** The data table is shown on request. */
export const DataTableShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('table', { name: 'Engagement index by unit' })).toBeVisible();
  },
};
