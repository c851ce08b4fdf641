import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demographyHandlers } from '../Demographies/demographies.fixtures';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { ADMINS, SCOPE_CHECK_BELOW_K, USERS, WORKER_GROUPS } from '../testing/fixtures';
import { UsersScreen } from './UsersScreen';

const hu = messages.hu;

// the first user has a scope (a worker group and a site), so the list's scope column and filter show one
const listed = USERS.map((user, i) =>
  i === 0
    ? {
        ...user,
        scope: {
          worker_group_ids: [WORKER_GROUPS[0]?.id ?? 1],
          demographies: [{ code: 'telephely', answers: ['Budapest'] }],
        },
      }
    : { ...user, scope: null },
);

const loaded: FakeHandlers = {
  ...demographyHandlers(),
  'GET users/admin': () => ({ body: { users: ADMINS } }),
  'GET users/get-user-list': () => ({ body: { users: listed } }),
  'GET users/21/scope': () => ({ body: { scope: listed[0]?.scope ?? null } }),
  'POST users/scope-check': () => ({ body: SCOPE_CHECK_BELOW_K }),
};

const meta = {
  title: 'Admin/Users and admins',
  component: UsersScreen,
  args: { admin: false },
  render: (args) => (
    <AdminStory handlers={loaded}>
      <UsersScreen {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /admin/users: a locked user (unlock offered, a lock date) and a disabled demo user. */
export const Users: Story = {};

/** /admin/admins: the signed-in admin's own row offers no login-as, no disable and no delete. */
export const Admins: Story = { args: { admin: true } };

/** While the list loads. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET users/get-user-list': () => pending() }}>
      <UsersScreen {...args} />
    </AdminStory>
  ),
};

/** No users yet. */
export const Empty: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET users/get-user-list': () => ({ body: { users: [] } }) }}>
      <UsersScreen {...args} />
    </AdminStory>
  ),
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET users/get-user-list': () => apiError(500, 'internal') }}>
      <UsersScreen {...args} />
    </AdminStory>
  ),
};

/** The add popup after saving it empty: the required fields (spec 1 §5). */
export const AddPopupRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-users-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect((await dialog.findAllByText(hu['required-field'])).length).toBe(3);
  },
};

/** The change-password popup with two different passwords (spec 1 §5). */
export const ChangePasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [button] = await canvas.findAllByRole('button', { name: hu['admin-users-action-change-password'] });
    if (button) await userEvent.click(button);
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-password']), 'Titok123!');
    await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-repeat']), 'Más123!');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await dialog.findByText(hu['admin-users-set-password-mismatch'])).toBeVisible();
  },
};

/** A new password the server refuses as common: the reason shows on the field (docs/sign-in.md). */
export const ChangePasswordRefused: Story = {
  render: (args) => (
    <AdminStory
      handlers={{
        ...loaded,
        'PUT users/21/password': () =>
          apiError(400, 'weak-password', {
            fields: [{ path: 'password', message: 'password-error-common' }],
          }),
      }}
    >
      <UsersScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [button] = await canvas.findAllByRole('button', { name: hu['admin-users-action-change-password'] });
    if (button) await userEvent.click(button);
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-password']), 'Jelszo123!');
    await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-repeat']), 'Jelszo123!');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await dialog.findByText(hu['password-error-common'])).toBeVisible();
  },
};

/** The delete confirmation. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [button] = await canvas.findAllByRole('button', { name: hu['common-delete'] });
    if (button) await userEvent.click(button);
    await expect(await canvas.findByText('Biztosan törli Nagy Péter felhasználót?')).toBeVisible();
  },
};

/** The unlock confirmation, offered only on the locked row. */
export const UnlockConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-users-action-unlock'] }));
    await expect(
      await canvas.findByText('Biztosan feloldja Nagy Péter bejelentkezési zárolását?'),
    ).toBeVisible();
  },
};

/** The login-as confirmation. */
export const LoginAsConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [button] = await canvas.findAllByRole('button', { name: hu['admin-users-action-login-as'] });
    if (button) await userEvent.click(button);
    await expect(await canvas.findByText('Biztosan belép Nagy Péter nevében?')).toBeVisible();
  },
};

/** The send-reminder confirmation. */
export const SendReminderConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [button] = await canvas.findAllByRole('button', { name: hu['admin-users-action-send-reminder'] });
    if (button) await userEvent.click(button);
    await expect(
      await canvas.findByText('Biztosan küld jelszóemlékeztetőt Nagy Péter részére?'),
    ).toBeVisible();
  },
};

/** The scope popup of a scoped user, checked: one date covers fewer than k, so the warning shows before saving. */
export const ScopeChecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const row = within((await canvas.findByText(USERS[0]?.name ?? '')).closest('tr') as HTMLElement);
    await userEvent.click(row.getByRole('button', { name: hu['admin-users-action-scope'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await expect(await dialog.findByLabelText('Budapest')).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-users-scope-check'] }));
    await expect(
      await dialog.findByText(hu['admin-users-scope-warning'].replaceAll('{{k}}', '5')),
    ).toBeVisible();
  },
};
