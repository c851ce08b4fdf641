import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeTile } from './HomeTile';
import { STORY_LINK } from './home-fixtures';
import { withHomeProvider } from './home-story-decorator';

const meta = {
  title: 'Home/HomeTile',
  component: HomeTile<string>,
  decorators: [withHomeProvider],
  args: {
    ...STORY_LINK,
    title: 'Csempe',
    state: { status: 'ready', data: 'Érték' },
    children: (data: string) => <p>{data}</p>,
  },
} satisfies Meta<typeof HomeTile<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data with the link to the graph that explains it. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Érték')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Részletek: Grafikon' })).toHaveAttribute('href', '#graph');
  },
};

/** The graph's answer is on its way. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The API refused the graph (401/403): no value and no link. */
export const Refused: Story = {
  args: { state: { status: 'refused' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ehhez az eredményhez nincs hozzáférése.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The graph's answer failed: an alert with a retry. */
export const Failed: Story = {
  args: { state: { status: 'error', retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Újrapróbálás' }));
    await expect(args.state.status === 'error' && args.state.retry).toHaveBeenCalled();
  },
};

/** The whole population is withheld: the graph's own warning. */
export const EmptyWithWarning: Story = {
  args: { state: { status: 'empty', warning: 'graph-warning-too-few-respondents' } },
};

/** A chosen filter this tile's graph does not apply: a note names it. */
export const FilterDropped: Story = {
  args: { droppedFilters: ['Telephely'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/nem szűrhető így: Telephely/)).toBeVisible();
  },
};

/** English texts. */
export const English: Story = { args: { state: { status: 'refused' } }, parameters: { language: 'en' } };
