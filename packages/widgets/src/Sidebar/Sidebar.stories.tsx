import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { SidebarLayout } from './Sidebar';

const meta = {
  title: 'Sidebar/SidebarLayout',
  component: SidebarLayout,
  args: {
    sidebar: <Checkbox label="Elégedettségi index megjelenítése" />,
    children: <p>A diagram helye.</p>,
    newQueryHref: '#welcome',
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with the "new query" link. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Új lekérdezés' })).toHaveAttribute('href', '#welcome');
    await userEvent.click(canvas.getByRole('button', { name: 'Oldalsáv bezárása' }));
    await expect(canvas.getByRole('button', { name: 'Oldalsáv megnyitása' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Closed: only the toggle shows. */
export const Closed: Story = { args: { defaultOpen: false } };

/** Closed with two active filters: the toggle reads "Szűrők (2)", as on a phone. */
export const ClosedWithFilterCount: Story = {
  args: { defaultOpen: false, filterCount: 2 },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Szűrők (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A narrow container stacks the sidebar above the content. */
export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** English texts. */
export const English: Story = {
  parameters: { language: 'en' },
  args: { sidebar: <Checkbox label="Show satisfaction index" />, children: <p>The chart goes here.</p> },
};
