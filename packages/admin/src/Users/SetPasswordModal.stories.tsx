import { messages } from '@pulzus/core';
import { apiError } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminStory } from '../testing/AdminStory';
import { SetPasswordModal } from './SetPasswordModal';

const hu = messages.hu;
const USER = { id: 21, name: 'Nagy Péter' };
const dialogOf = async () =>
  within(
    await within(document.body).findByRole('dialog', {
      name: `${hu['admin-users-set-password-title']}: Nagy Péter`,
    }),
  );

const meta = {
  title: 'Admin/Popups/SetPasswordModal',
  component: SetPasswordModal,
  // an open popup makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: { user: USER, onClose: fn() },
  render: (args) => (
    <AdminStory handlers={{ 'PUT users/21/password': () => ({ body: { status: 'ok' } }) }}>
      <SetPasswordModal {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof SetPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const typePasswords = async (dialog: Awaited<ReturnType<typeof dialogOf>>, first: string, second: string) => {
  await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-password']), first);
  await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-repeat']), second);
  await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
};

/** The two passwords match: saved, a toast says so and the popup closes. */
export const Saved: Story = {
  play: async ({ args }) => {
    await typePasswords(await dialogOf(), 'Tavaszi-Szel-2026', 'Tavaszi-Szel-2026');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(await within(document.body).findByText(hu['toast-user-password-changed'])).toBeVisible();
  },
};

/** The repetition differs: the error is on the second field. */
export const Mismatch: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await typePasswords(dialog, 'Tavaszi-Szel-2026', 'Tavaszi-Szel-2025');
    await expect(await dialog.findByText(hu['admin-users-set-password-mismatch'])).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses a common password: the reason on the field (docs/sign-in.md "Passwords"). */
export const RefusedByServer: Story = {
  render: (args) => (
    <AdminStory
      handlers={{
        'PUT users/21/password': () =>
          apiError(400, 'weak-password', {
            fields: [{ path: 'password', message: 'password-error-common' }],
          }),
      }}
    >
      <SetPasswordModal {...args} />
    </AdminStory>
  ),
  play: async () => {
    const dialog = await dialogOf();
    await typePasswords(dialog, 'Jelszo123!', 'Jelszo123!');
    await expect(await dialog.findByText(hu['password-error-common'])).toBeVisible();
  },
};
