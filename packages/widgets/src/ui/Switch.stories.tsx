import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Common/Switch',
  component: Switch,
  args: { label: 'Jelszóbeállító e-mail küldése', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; Space turns it on from the keyboard, and it is announced as a switch. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Jelszóbeállító e-mail küldése' });
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** On. */
export const On: Story = { args: { defaultChecked: true } };

/** Disabled: the label is muted and a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** A long Hungarian label on a phone (360 px) wraps beside the switch. */
export const LongHungarianLabelOnPhone: Story = {
  args: { label: 'A nem válaszoló munkavállalók elrejtése a demográfiai bontásokban és az összesítésekben' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
