import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { ACCOUNTS, LANGUAGES, SERVER_MIN_GROUP_SIZE } from '../testing/fixtures';
import { AccountsScreen } from './AccountsScreen';

const hu = messages.hu;

const loaded: FakeHandlers = {
  'GET accounts': () => ({ body: { accounts: ACCOUNTS, server_min_group_size: SERVER_MIN_GROUP_SIZE } }),
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
    <AdminStory
      handlers={{
        'GET accounts': () => ({ body: { accounts: [], server_min_group_size: SERVER_MIN_GROUP_SIZE } }),
      }}
    >
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

/** Opens Beta Zrt.'s edit popup and answers its k field. */
async function openBeta(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    within((await canvas.findByRole('cell', { name: 'Beta Zrt.' })).closest('tr') as HTMLElement).getByRole(
      'button',
      { name: hu['common-edit'] },
    ),
  );
  const dialog = within(await canvas.findByRole('dialog'));
  return { dialog, k: dialog.getByRole('spinbutton', { name: hu['admin-accounts-min-group-size'] }) };
}

/** Editing an account with its own minimum group size k = 7, the help text naming the server minimum (graphs.md "Privacy"). */
export const EditPopupWithK: Story = {
  render: () => (
    <AdminStory handlers={loaded}>
      <AccountsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const { k } = await openBeta(canvasElement);
    await expect(k).toHaveValue(7);
  },
};

/** A k below the server minimum: the server's min-group-size-below-server shows under the k field. */
export const EditPopupKBelowServer: Story = {
  render: () => (
    <AdminStory
      handlers={{
        ...loaded,
        'PUT accounts/4': () =>
          apiError(400, 'min-group-size-below-server', {
            fields: [{ path: 'min_group_size', message: 'below' }],
            server_min_group_size: SERVER_MIN_GROUP_SIZE,
          }),
      }}
    >
      <AccountsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const { dialog, k } = await openBeta(canvasElement);
    await userEvent.clear(k);
    await userEvent.type(k, '4');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const message = hu['error-min-group-size-below-server'].replace('{{min}}', String(SERVER_MIN_GROUP_SIZE));
    await expect(await dialog.findByText(message)).toBeVisible();
    await expect(k).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A k outside the server minimum–10 is refused by the form before any call, naming that range. */
export const EditPopupKOutOfRange: Story = {
  render: () => (
    <AdminStory handlers={loaded}>
      <AccountsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const { dialog, k } = await openBeta(canvasElement);
    await userEvent.clear(k);
    await userEvent.type(k, '11');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const message = hu['error-min-group-size-out-of-range']
      .replace('{{min}}', String(SERVER_MIN_GROUP_SIZE))
      .replace('{{max}}', '10');
    await expect(await dialog.findByText(message)).toBeVisible();
  },
};
