import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { ACCOUNTS, LANGUAGES } from '../testing/fixtures';
import { AccountsScreen } from './AccountsScreen';

const hu = messages.hu;

const loaded: FakeHandlers = {
  'GET accounts': () => ({ body: { accounts: ACCOUNTS } }),
  'GET languages': () => ({ body: { languages: LANGUAGES } }),
};

const meta = {
  title: 'Admin/Accounts',
  component: AccountsScreen,
} satisfies Meta<typeof AccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table; the current session account (Acme Kft.) offers no switch. */
export const Loaded: Story = {
  render: () => (
    <AdminStory handlers={loaded}>
      <AccountsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET accounts': () => pending() }}>
      <AccountsScreen />
    </AdminStory>
  ),
};

/** No accounts yet. */
export const Empty: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET accounts': () => ({ body: { accounts: [] } }) }}>
      <AccountsScreen />
    </AdminStory>
  ),
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET accounts': () => apiError(500, 'internal') }}>
      <AccountsScreen />
    </AdminStory>
  ),
};

/** The add popup: language id 1 is ticked; unticking it and saving shows the language rule (spec 1 §5). */
export const AddPopupLanguageRequired: Story = {
  render: () => (
    <AdminStory handlers={loaded}>
      <AccountsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-accounts-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Magyar' }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await dialog.findByText(hu['admin-accounts-add-popup-language-required'])).toBeVisible();
  },
};

/** The edit popup, prefilled. */
export const EditPopup: Story = {
  render: () => (
    <AdminStory handlers={loaded}>
      <AccountsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const [, edit] = canvas.getAllByRole('button', { name: hu['common-edit'] });
    if (edit) await userEvent.click(edit);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};
