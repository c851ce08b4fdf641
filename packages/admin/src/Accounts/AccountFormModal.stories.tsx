import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { ACCOUNTS, LANGUAGES, SERVER_MIN_GROUP_SIZE } from '../testing/fixtures';
import { AccountFormModal } from './AccountFormModal';

const hu = messages.hu;
const dialogOf = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));
const languages: FakeHandlers = { 'GET languages': () => ({ body: { languages: LANGUAGES } }) };

const meta = {
  title: 'Admin/Popups/AccountFormModal',
  component: AccountFormModal,
  // an open popup makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: { account: null, serverMinGroupSize: SERVER_MIN_GROUP_SIZE, onClose: fn() },
  render: (args) => (
    <AdminStory handlers={{ ...languages, 'POST accounts/add': () => ({ status: 201, body: { id: 9 } }) }}>
      <AccountFormModal {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof AccountFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: Hungarian ticked, k empty (the server's); saving closes the popup. */
export const Add: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf(hu['admin-accounts-add-popup-title']);
    await expect(await dialog.findByRole('checkbox', { name: 'Magyar' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: hu['admin-accounts-name'] }), 'Gamma Kft.');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Editing an account with its own k and two languages. */
export const Edit: Story = {
  args: { account: ACCOUNTS[1] ?? null },
  play: async () => {
    const dialog = await dialogOf(hu['admin-accounts-edit-popup-title']);
    await expect(await dialog.findByRole('checkbox', { name: 'English' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: hu['admin-accounts-name'] })).toHaveValue('Beta Zrt.');
  },
};

/** While the languages load. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET languages': () => pending() }}>
      <AccountFormModal {...args} />
    </AdminStory>
  ),
  play: async () => {
    const dialog = await dialogOf(hu['admin-accounts-add-popup-title']);
    await expect(dialog.getByRole('status')).toHaveTextContent(hu['common-loading']);
  },
};

/** The languages could not be loaded: the error instead of the form. */
export const LanguagesFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET languages': () => apiError(500, 'internal') }}>
      <AccountFormModal {...args} />
    </AdminStory>
  ),
  play: async () => {
    const dialog = await dialogOf(hu['admin-accounts-add-popup-title']);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** Saving fails: a toast, and the popup stays open. */
export const SaveFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...languages, 'POST accounts/add': () => apiError(500, 'internal') }}>
      <AccountFormModal {...args} />
    </AdminStory>
  ),
  play: async ({ args }) => {
    const dialog = await dialogOf(hu['admin-accounts-add-popup-title']);
    await userEvent.type(
      await dialog.findByRole('textbox', { name: hu['admin-accounts-name'] }),
      'Gamma Kft.',
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await within(document.body).findByText(hu['toast-account-create-error'])).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A long Hungarian account name on a phone (360 px). */
export const LongHungarianNameOnPhone: Story = {
  args: {
    account: {
      ...(ACCOUNTS[1] ?? ACCOUNTS[0]!),
      name: 'Északkelet-magyarországi Közlekedési és Szolgáltató Zártkörűen Működő Részvénytársaság',
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    docs: { story: { inline: false, height: '560px' } },
    viewport: { options: { phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } } } },
  },
};
