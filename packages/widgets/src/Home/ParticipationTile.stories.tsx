import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOME_FIXTURES, STORY_LINK } from './home-fixtures';
import { withHomeProvider } from './home-story-decorator';
import { ParticipationTile } from './ParticipationTile';

const meta = {
  title: 'Home/ParticipationTile',
  component: ParticipationTile,
  decorators: [withHomeProvider],
  args: { ...STORY_LINK, state: { status: 'ready', data: HOME_FIXTURES.participation } },
} satisfies Meta<typeof ParticipationTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rate with its counts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('87%')).toBeVisible();
    await expect(canvas.getByText('270 kitöltő a(z) 312 meghívottból')).toBeVisible();
  },
};

/** No headcount set: the count without a rate. */
export const NoHeadcount: Story = {
  args: { state: { status: 'ready', data: HOME_FIXTURES.participationNoHeadcount } },
};

/** A demography filter the participation table cannot apply. */
export const DemographyDropped: Story = { args: { droppedFilters: ['Életkor'] } };

/** No collectors on the date. */
export const Empty: Story = { args: { state: { status: 'empty' } } };

/** English texts. */
export const English: Story = { parameters: { language: 'en' } };
