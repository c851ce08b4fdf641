import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { FormActions } from './Card';
import { Modal, type ModalProps, type ModalSize } from './Modal';
import { TextField } from './TextField';

/** A page with a button that opens the modal, as the admin screens use it. */
function WithOpener({ size, title, text }: { size?: ModalSize; title: string; text: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Megnyitás
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} size={size} state="loaded">
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
        <TextField label="Név" />
        <FormActions>
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
            Mégse
          </Button>
        </FormActions>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Common/Modal',
  component: Modal,
  // showModal() makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: { open: false, onClose: fn(), labelledBy: 'modal-title', children: null },
  render: (args: ModalProps) => (
    <WithOpener size={args.size} title="Munkavállalói csoport hozzáadása" text="Adja meg a csoport nevét." />
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What the browser does when Escape is pressed in an open modal dialog: it fires `cancel` on it.
 * user-event's keys are synthetic, and a synthetic Escape never makes the browser cancel a dialog.
 */
const pressEscapeIn = (dialog: HTMLElement) =>
  dialog.dispatchEvent(new Event('cancel', { cancelable: true }));

const openModal = async (canvasElement: HTMLElement) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Megnyitás' });
  await userEvent.click(opener);
  const dialog = await within(document.body).findByRole('dialog', {
    name: 'Munkavállalói csoport hozzáadása',
  });
  return { opener, dialog };
};

/** Opened from a button: focus moves into it, Escape closes it and focus returns to the button. */
export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await openModal(canvasElement);
    await expect(dialog).toHaveAttribute('data-component', 'Pulzus.Modal');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    pressEscapeIn(dialog);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Tab stays inside the open modal: the page behind it is inert. */
export const FocusStaysInside: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(canvasElement);
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement) || document.activeElement === document.body).toBe(
        true,
      );
    }
  },
};

/** The wide size (760 px) for long forms, open. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(700);
  },
};

/** On a phone (360 px) with long Hungarian text: the title and the text wrap between words. */
export const LongHungarianTextOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    docs: { story: { inline: false, height: '420px' } },
    viewport: { options: { phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } } } },
  },
  render: () => (
    <WithOpener
      title="Jelszóbeállító e-mail újraküldése a kiválasztott munkavállalóknak"
      text="A kiküldött hivatkozás 72 óráig érvényes; lejárta után a felhasználó új jelszóbeállító levelet kérhet a bejelentkezési oldalon."
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Megnyitás' }));
    const element = await within(document.body).findByRole('dialog');
    const dialog = within(element);
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Név' })).toBeVisible();
    // the dialog keeps 16 px of the screen on each side, its padding and border included
    await expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth - 32);
  },
};
