import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { overlappingLabels } from '../Chart/drawn-labels';
import { chartData } from '../fixtures/chart-story-data';
import { severalSeriesData, TOTAL_TOPIC_NAMES } from '../fixtures/several-series-data';
import { BarChart } from './BarChart';
import { inBox } from '../fixtures/story-box';

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
  decorators: [inBox(320)],
};

/** The data table is shown on request. */
export const DataTableShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(await canvas.findByRole('table', { name: 'Engagement index by unit' })).toBeVisible();
  },
};

/** Three survey dates of close values: value labels that would overlap are left out (they stay in the tooltip and table). */
export const ManySeries: Story = {
  args: { data: severalSeriesData.threeDates },
  play: async ({ canvasElement }) => {
    await expect(overlappingLabels(canvasElement)).toEqual([]);
    await expect(await within(canvasElement).findByRole('table')).toHaveTextContent('50%');
  },
};

/** commitment_detailed over two dates: each stacked bar is named by its date beside it. */
export const StackedDates: Story = {
  args: {
    data: severalSeriesData.detailedTwoDates,
    language: 'hu',
    title: 'Elkötelezettség kérdésenként',
  },
  play: async ({ canvasElement }) => {
    const dates = [...canvasElement.querySelectorAll('[data-stack-label]')].map((t) => t.textContent);
    await expect(dates.filter((d) => d === '2023. november')).toHaveLength(5);
    await expect(dates.filter((d) => d === '2024. május')).toHaveLength(5);
    await expect(overlappingLabels(canvasElement)).toEqual([]);
  },
};

/** Long item texts over three dates: wrapped in the label column, cut ones carry their full text as a title. */
export const LongLabels: Story = {
  args: { data: severalSeriesData.longLabels, language: 'hu', title: 'Elkötelezettség kérdésenként' },
  play: async ({ canvasElement }) => {
    await expect(overlappingLabels(canvasElement)).toEqual([]);
  },
};

/** A 360 px wide container (a phone) with three dates. */
export const NarrowViewport: Story = {
  args: { data: severalSeriesData.longLabels, language: 'hu', title: 'Elkötelezettség kérdésenként' },
  decorators: [inBox(360)],
  play: async ({ canvasElement }) => {
    await expect(overlappingLabels(canvasElement)).toEqual([]);
  },
};

/** A 360 px wide container with commitment_detailed over two dates. */
export const NarrowViewportStacked: Story = {
  ...NarrowViewport,
  args: StackedDates.args,
};

/** `total`: items coloured by their topic, the legend names the topics. */
export const TopicLegend: Story = {
  args: {
    data: severalSeriesData.totalByTopic,
    topicNames: TOTAL_TOPIC_NAMES,
    language: 'hu',
    title: 'Összesítő',
  },
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: 'Jelmagyarázat' });
    for (const name of ['Elkötelezettség', 'Vezetés', 'Fejlődés'])
      await expect(legend).toHaveTextContent(name);
  },
};

/** `total` over two dates: a bar per date on its item's topic band; the legend names dates and topics. */
export const TopicLegendTwoDates: Story = {
  args: { ...TopicLegend.args, data: severalSeriesData.totalByTopicTwoDates },
};
