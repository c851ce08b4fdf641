import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Sidebar/Checkbox',
  component: Checkbox,
  args: { label: 'Show satisfaction index' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: { label: string; initial?: boolean; disabled?: boolean }) {
  const [checked, setChecked] = useState(props.initial ?? false);
  return (
    <Checkbox label={props.label} checked={checked} disabled={props.disabled} onCheckedChange={setChecked} />
  );
}

/** Unchecked; Space toggles it from the keyboard. */
export const Default: Story = {
  render: (args) => <Controlled label={String(args.label)} />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Show satisfaction index' });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

/** Checked. */
export const Checked: Story = { render: (args) => <Controlled label={String(args.label)} initial /> };

/** Disabled: the click does nothing. */
export const Disabled: Story = {
  render: (args) => <Controlled label={String(args.label)} disabled />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

/** A long Hungarian label wraps without breaking the row. */
export const LongHungarianLabel: Story = {
  render: () => (
    <Controlled label="A nem válaszolók elrejtése a demográfiai bontásban (elégedettségi index nélkül)" />
  ),
};
