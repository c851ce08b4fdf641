import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Common/Button',
  component: Button,
  args: { children: 'Mentés', type: 'button', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filled primary action; Enter and Space press it from the keyboard. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mentés' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The quiet secondary action (cancel, back). */
export const Secondary: Story = { args: { $variant: 'secondary', children: 'Mégse' } };

/** A destructive action. */
export const Danger: Story = { args: { $variant: 'danger', children: 'Törlés' } };

/** The small size of table row actions. */
export const Small: Story = { args: { $size: 'sm', $variant: 'secondary', children: 'Szerkesztés' } };

/** Disabled: dimmed, and a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mentés' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A long Hungarian label on a phone (360 px): it wraps inside the button instead of widening the page. */
export const LongHungarianTextOnPhone: Story = {
  args: { children: 'Jelszóbeállító e-mail újraküldése a kiválasztott felhasználóknak' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
