import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeatmapGlanceTile } from './HeatmapGlanceTile';
import { HOME_FIXTURES, STORY_LINK } from './home-fixtures';
import { withHomeProvider } from './home-story-decorator';

const meta = {
  title: 'Home/HeatmapGlanceTile',
  component: HeatmapGlanceTile,
  decorators: [withHomeProvider],
  args: { ...STORY_LINK, state: { status: 'ready', data: HOME_FIXTURES.heatmap } },
} satisfies Meta<typeof HeatmapGlanceTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company and each worker group, coloured against the company; a withheld group marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Vezetők' })).toBeVisible();
    await expect(canvas.getAllByText('rejtett')).toHaveLength(2);
  },
};

/** Loading. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** English texts. */
export const English: Story = { parameters: { language: 'en' } };
