import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOME_FIXTURES, STORY_LINK } from './home-fixtures';
import { withHomeProvider } from './home-story-decorator';
import { StatementsTile } from './StatementsTile';

const meta = {
  title: 'Home/StatementsTile',
  component: StatementsTile,
  decorators: [withHomeProvider],
  args: { ...STORY_LINK, state: { status: 'ready', data: HOME_FIXTURES.statements } },
} satisfies Meta<typeof StatementsTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three strongest, three weakest, with the withheld count; full statement texts, wrapped. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Legerősebb' })).toBeVisible();
    await expect(canvas.getByText('2 állítás adatvédelmi okból rejtve.')).toBeVisible();
  },
};

/** Refused. */
export const Refused: Story = { args: { state: { status: 'refused' } } };

/** English texts. */
export const English: Story = { parameters: { language: 'en' } };
