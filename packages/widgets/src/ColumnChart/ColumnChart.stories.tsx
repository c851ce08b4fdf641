import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { overlappingLabels } from '../Chart/drawn-labels';
import { chartData } from '../fixtures/chart-story-data';
import { severalSeriesData } from '../fixtures/several-series-data';
import { manyCategoriesFixture } from '../fixtures/graph-fixtures';
import { ColumnChart } from './ColumnChart';
import { inBox } from '../fixtures/story-box';

const meta = {
  title: 'Charts/ColumnChart',
  component: ColumnChart,
  args: { data: chartData.single, title: 'Engagement index in total', language: 'en' },
} satisfies Meta<typeof ColumnChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One survey date; arrows move between columns, End jumps to the last one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('group', { name: 'Sales' }).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('group', { name: 'Production' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Production');
  },
};

/** The loading skeleton. */
export const Loading: Story = { args: { data: null, loading: true } };

/** Nothing to draw. */
export const Empty: Story = { args: { data: chartData.empty } };

/** The query failed, with a custom text. */
export const ErrorState: Story = {
  name: 'Error',
  args: { data: null, error: 'The graph could not be loaded. Try again later.' },
};

/** Withheld values are hatched marks named "Hidden for privacy". */
export const PrivacyWithheld: Story = {
  args: { data: chartData.withheld },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('img', { name: /Hidden for privacy/ }).length,
    ).toBeGreaterThan(0);
  },
};

/** Three survey dates side by side. */
export const MultiDate: Story = { args: { data: chartData.multiDate } };

/**
 * The later date's change since the previous one beside its value ("▲ 4", "▼ 3", "0"), muted when too small to mean
 * anything for groups of their sizes; the tooltip says why.
 */
export const ChangeSincePrevious: Story = {
  args: { data: chartData.changed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('group', { name: 'Sales' }).focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip.querySelector('.pulzus-tooltip-change')?.textContent).toMatch(/^(▲ \d+|▼ \d+|0)$/);
  },
};

/** Negative/middle/positive distributions stacked per date. */
export const StackedDistribution: Story = { args: { data: chartData.stacked } };

/** Columns coloured by their topic (`categories_colors`). */
export const TopicColors: Story = {
  args: { data: chartData.topicColors, language: 'hu', title: 'Elégedettség' },
};

/** Long Hungarian labels wrap under the columns. */
export const LongHungarianLabels: Story = {
  args: { data: chartData.longHungarian, language: 'hu', title: 'Elkötelezettség kérdésenként' },
};

/** English texts. */
export const English: Story = { args: { data: chartData.multiDate, language: 'en' } };

/** Forty units: labels turn when the columns get narrow. */
export const ManyCategories: Story = { args: { data: manyCategoriesFixture(40, ['2024 May']) } };

/** A 320 px wide container. */
export const NarrowContainer: Story = {
  args: { data: chartData.longHungarian, language: 'hu', title: 'Elkötelezettség kérdésenként' },
  decorators: [inBox(320)],
};

/** satisfaction_total over three dates: close values, long topic names; overlapping value labels are left out. */
export const ManySeries: Story = {
  args: { data: severalSeriesData.satisfactionTotal, language: 'hu', title: 'Elégedettség' },
  play: async ({ canvasElement }) => {
    await expect(overlappingLabels(canvasElement)).toEqual([]);
  },
};

/** Three dates of close values over short unit names ("37% 34% 35%"). */
export const ManySeriesShortLabels: Story = {
  args: { data: severalSeriesData.threeDates },
  play: async ({ canvasElement }) => {
    await expect(overlappingLabels(canvasElement)).toEqual([]);
  },
};

/** Long item texts (one a long compound word) under three dates' columns: wrapped or turned, cut ones with a title. */
export const LongLabels: Story = {
  args: { data: severalSeriesData.longLabels, language: 'hu', title: 'Elkötelezettség kérdésenként' },
  play: async ({ canvasElement }) => {
    await expect(overlappingLabels(canvasElement)).toEqual([]);
  },
};

/** A 360 px wide container (a phone): satisfaction_total over three dates. */
export const NarrowViewport: Story = {
  args: ManySeries.args,
  decorators: [inBox(360)],
  play: async ({ canvasElement }) => {
    await expect(overlappingLabels(canvasElement)).toEqual([]);
  },
};
