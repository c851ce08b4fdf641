import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Common/ConfirmDialog',
  component: ConfirmDialog,
  // showModal() makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  args: {
    open: true,
    message: 'Biztosan törli a „Pénzügy” munkavállalói csoportot?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).findByRole('dialog', { name: 'Megerősítés' });

/** The catalogue's title and buttons; "No" takes the first focus, so Enter never confirms by accident. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await dialogOf());
    await expect(dialog.getByRole('button', { name: 'Nem' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Igen' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Escape cancels, like the "No" button. */
export const EscapeCancels: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    // what the browser does on Escape in a modal dialog; a synthetic Escape key never cancels one
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the confirmed action runs: both buttons disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog).toHaveAttribute('data-state', 'submitting');
    for (const button of within(dialog).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Its own title and confirm label, a long Hungarian question, on a phone. */
export const LongHungarianTextOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    docs: { story: { inline: false, height: '420px' } },
    viewport: { options: { phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } } } },
  },
  args: {
    title: 'Felmérési időpont törlése',
    confirmLabel: 'Végleges törlés',
    message:
      'A 2026. márciusi felmérési időponthoz tartozó összes válasz, kérdéscsoport-beállítás és feltöltött dokumentum véglegesen törlődik. Biztosan folytatja?',
  },
};

/** English. */
export const English: Story = {
  parameters: { language: 'en' },
  args: { message: 'Delete the “Finance” worker group?' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Confirmation' }));
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeEnabled();
  },
};
