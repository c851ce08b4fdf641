import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangesTile } from './ChangesTile';
import { HOME_FIXTURES, STORY_LINK } from './home-fixtures';
import { withHomeProvider } from './home-story-decorator';

const meta = {
  title: 'Home/ChangesTile',
  component: ChangesTile,
  decorators: [withHomeProvider],
  args: { ...STORY_LINK, state: { status: 'ready', data: HOME_FIXTURES.changes } },
} satisfies Meta<typeof ChangesTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The significant changes, largest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('▼ 9');
  },
};

/** Nothing changed significantly. */
export const NoSignificantChange: Story = {
  args: { state: { status: 'ready', data: { changes: [], hasPreviousDate: true } } },
};

/** One survey date only. */
export const NoPreviousDate: Story = {
  args: { state: { status: 'ready', data: { changes: [], hasPreviousDate: false } } },
};

/** English texts. */
export const English: Story = { parameters: { language: 'en' } };
