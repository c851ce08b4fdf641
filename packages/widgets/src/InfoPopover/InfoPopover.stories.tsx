import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InfoPopover } from './InfoPopover';

const meta = {
  title: 'Common/InfoPopover',
  component: InfoPopover,
  args: {
    label: 'About the participation rate',
    children: 'The rate is the number of completed responses divided by the headcount, as a whole percent.',
  },
} satisfies Meta<typeof InfoPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; Enter opens it, Escape closes it and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'About the participation rate' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('dialog', { name: 'About the participation rate' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** Open. */
export const Open: Story = { args: { defaultOpen: true } };

/** A long Hungarian explanation. */
export const LongHungarianText: Story = {
  args: {
    defaultOpen: true,
    label: 'A részvételi arányról',
    children:
      'A kiküldött oszlop az egység létszáma, a kitöltött oszlop a befejezett válaszok száma. Az arány a kettő hányadosa egész százalékra kerekítve; az összesen sor az egységek összegéből számol.',
  },
};
