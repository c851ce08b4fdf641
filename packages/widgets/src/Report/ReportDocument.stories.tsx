import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reportFixture } from './report-fixtures';
import { ReportDocument } from './ReportDocument';

const meta = {
  title: 'Report/ReportDocument',
  component: ReportDocument,
  args: { data: reportFixture('hu') },
} satisfies Meta<typeof ReportDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The printed report as the server's browser draws it: cover, contents, participation, each graph with
 * its numbers as a table (withheld ones read "rejtett"), the heatmap, and the "how to read" page.
 */
export const Hungarian: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('jelentés');
    for (const graph of args.data.graphs)
      await expect(canvas.getByRole('heading', { level: 2, name: graph.title })).toBeVisible();
    await expect((await canvas.findAllByText('rejtett')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Hogyan olvassa ezt a jelentést?' })).toBeVisible();
  },
};

/** The same report in English. */
export const English: Story = {
  args: { data: reportFixture('en') },
  parameters: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Engagement survey report');
    await expect((await canvas.findAllByText('hidden')).length).toBeGreaterThan(0);
  },
};
