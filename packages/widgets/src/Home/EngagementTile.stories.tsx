import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EngagementTile } from './EngagementTile';
import { HOME_FIXTURES, STORY_LINK } from './home-fixtures';
import { withHomeProvider } from './home-story-decorator';

const meta = {
  title: 'Home/EngagementTile',
  component: EngagementTile,
  decorators: [withHomeProvider],
  args: { ...STORY_LINK, state: { status: 'ready', data: HOME_FIXTURES.engagement } },
} satisfies Meta<typeof EngagementTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A significant rise since the previous date. */
export const Significant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('64%')).toBeVisible();
    await expect(canvas.getByText('▲ 6 pont 2023. november óta')).toBeVisible();
    await expect(canvas.getByText('Jelentős változás')).toBeVisible();
  },
};

/** A change too small for groups of this size: muted, no badge. */
export const NotSignificant: Story = {
  args: { state: { status: 'ready', data: HOME_FIXTURES.engagementSmallChange } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Jelentős változás')).toBeNull();
  },
};

/** The first survey date: nothing to compare with. */
export const FirstDate: Story = {
  args: { state: { status: 'ready', data: HOME_FIXTURES.engagementFirstDate } },
};

/** The value is withheld for privacy: shown the way the graph pages show it. */
export const Withheld: Story = {
  args: {
    state: { status: 'ready', data: HOME_FIXTURES.engagementWithheld, warning: 'graph-warning-privacy' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Adatvédelmi okból rejtve')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** English texts. */
export const English: Story = { parameters: { language: 'en' } };
