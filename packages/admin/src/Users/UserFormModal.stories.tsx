import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { USERS } from '../testing/fixtures';
import { UserFormModal } from './UserFormModal';

const hu = messages.hu;
const dialogOf = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

/** Fills the add popup with a new user, Szabó Ákos, and saves; answers the popup. */
async function addSzaboAkos() {
  const dialog = await dialogOf(hu['admin-users-add-popup-title']);
  await userEvent.type(dialog.getByRole('textbox', { name: hu['admin-users-name'] }), 'Szabó Ákos');
  await userEvent.type(dialog.getByRole('textbox', { name: hu['admin-users-email'] }), 'szabo.akos@pelda.hu');
  await userEvent.type(dialog.getByRole('textbox', { name: hu['admin-users-nickname'] }), 'Ákos');
  await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
  return dialog;
}

const meta = {
  title: 'Admin/Popups/UserFormModal',
  component: UserFormModal,
  // an open popup makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { screen: 'users', user: null, onSaved: fn(), onClose: fn() },
  render: (args) => (
    <AdminStory handlers={{ 'POST users': () => ({ status: 201, body: { id: 99 } }) }}>
      <UserFormModal {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof UserFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a user: empty fields, the set-password e-mail switch; saving an empty form marks the required fields. */
export const Add: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf(hu['admin-users-add-popup-title']);
    await expect(
      dialog.getByRole('switch', { name: hu['admin-users-send-set-password-email'] }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: hu['admin-users-name'] })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A filled form is saved: the list reloads and the popup closes. */
export const AddSaved: Story = {
  play: async ({ args }) => {
    await addSzaboAkos();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Editing a user: the fields filled, no set-password switch. */
export const Edit: Story = {
  args: { user: USERS[0] ?? null },
  play: async () => {
    const dialog = await dialogOf(hu['admin-users-edit-popup-title']);
    await expect(dialog.getByRole('textbox', { name: hu['admin-users-name'] })).toHaveValue(USERS[0]?.name);
    await expect(dialog.queryByRole('switch')).toBeNull();
  },
};

/** Adding an administrator on the admins screen. */
export const AddAdministrator: Story = {
  args: { screen: 'admins' },
  play: async () => {
    await dialogOf(hu['admin-admins-add-popup-title']);
  },
};

/** Saving fails: a toast says so and the popup stays open. */
export const SaveFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'POST users': () => apiError(500, 'internal') }}>
      <UserFormModal {...args} />
    </AdminStory>
  ),
  play: async ({ args }) => {
    await addSzaboAkos();
    await expect(await within(document.body).findByText(hu['toast-user-create-error'])).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While saving: the save button is disabled. */
export const Saving: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'POST users': () => pending() }}>
      <UserFormModal {...args} />
    </AdminStory>
  ),
  play: async () => {
    const dialog = await addSzaboAkos();
    await waitFor(() => expect(dialog.getByRole('button', { name: hu['common-save'] })).toBeDisabled());
  },
};

/** English, on a phone (360 px). */
export const EnglishOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    docs: { story: { inline: false, height: '640px' } },
    viewport: { options: { phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } } } },
  },
  render: (args) => (
    <AdminStory token={makeAdminToken({ lang_id: 2, lang_code: 'en' })}>
      <UserFormModal {...args} />
    </AdminStory>
  ),
  play: async () => {
    const dialog = await dialogOf(messages.en['admin-users-add-popup-title']);
    await expect(dialog.getByRole('button', { name: messages.en['common-save'] })).toBeVisible();
  },
};
