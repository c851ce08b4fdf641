import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOME_FIXTURES, STORY_LINK } from './home-fixtures';
import { withHomeProvider } from './home-story-decorator';
import { TopicsTile } from './TopicsTile';

const meta = {
  title: 'Home/TopicsTile',
  component: TopicsTile,
  decorators: [withHomeProvider],
  args: { ...STORY_LINK, state: { status: 'ready', data: HOME_FIXTURES.topics } },
} satisfies Meta<typeof TopicsTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ranked topics, the withheld one last and marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Munkatársak');
    await expect(items.at(-1)).toHaveTextContent('rejtett');
  },
};

/** Error with retry. */
export const Failed: Story = { args: { state: { status: 'error' } } };

/** English texts. */
export const English: Story = { parameters: { language: 'en' } };
