import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe';
import { ADMINS, USERS } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { UsersScreen } from './UsersScreen';

const hu = messages.hu;

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  'GET users/admin': () => ({ body: { users: ADMINS } }),
  'GET users/get-user-list': () => ({ body: { users: USERS } }),
  ...extra,
});

async function rowOf(name: string) {
  const cell = await screen.findByText(name);
  return within(cell.closest('tr') as HTMLElement);
}

async function confirmDialog() {
  return within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
}

describe('users and admins screen (spec 1 §2)', () => {
  it('shows name and nickname, e-mail link and mobile, role, lock date or "not available", enabled flag; passes axe', async () => {
    const view = renderAdmin(<UsersScreen admin />, { handlers: handlers() });
    const self = await rowOf('Admin Aladár');
    expect(self.getByText('Admin')).toBeVisible();
    expect(self.getByRole('link', { name: 'admin@pulzus.example' })).toHaveAttribute(
      'href',
      'mailto:admin@pulzus.example',
    );
    expect(self.getByText(hu['common-not-available'])).toBeVisible();
    const locked = await rowOf('Kovács Katalin');
    expect(locked.getByText('+36 30 123 4567')).toBeVisible();
    expect(locked.queryByText(hu['common-not-available'])).toBeNull();
    expect(locked.getByText(hu['role-admin'])).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('offers no login-as, no disable and no delete for oneself, no login-as or password set for another admin, and unlock only when locked (spec 1 §2)', async () => {
    renderAdmin(<UsersScreen admin />, { handlers: handlers() });
    const self = await rowOf('Admin Aladár');
    expect(self.queryByRole('button', { name: hu['admin-users-action-login-as'] })).toBeNull();
    expect(self.queryByRole('button', { name: hu['common-disable'] })).toBeNull();
    expect(self.queryByRole('button', { name: hu['common-delete'] })).toBeNull();
    expect(self.queryByRole('button', { name: hu['admin-users-action-unlock'] })).toBeNull();
    // one's own password may be set here
    expect(self.getByRole('button', { name: hu['admin-users-action-change-password'] })).toBeVisible();
    const other = await rowOf('Kovács Katalin');
    // no admin takes over another: no login-as (docs/sessions.md "Impersonation") and no password set
    // for another admin (docs/security.md "Sessions end when they should"); the server refuses both
    expect(other.queryByRole('button', { name: hu['admin-users-action-login-as'] })).toBeNull();
    expect(other.queryByRole('button', { name: hu['admin-users-action-change-password'] })).toBeNull();
    expect(other.getByRole('button', { name: hu['admin-users-action-send-reminder'] })).toBeVisible();
    expect(other.getByRole('button', { name: hu['common-disable'] })).toBeVisible();
    expect(other.getByRole('button', { name: hu['admin-users-action-unlock'] })).toBeVisible();
    expect(other.getByRole('button', { name: hu['common-delete'] })).toBeVisible();
  });

  it('the admins screen creates an administrator, offering only the admin role, its default (spec 1 §5)', async () => {
    renderAdmin(<UsersScreen admin />, { handlers: handlers() });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-users-add-admin'] }));
    const dialog = await screen.findByRole('dialog', { name: hu['admin-admins-add-popup-title'] });
    const role = within(dialog).getByLabelText(hu['admin-users-role']);
    expect(role).toHaveValue('admin');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([hu['common-select-placeholder'], hu['role-admin']]);
  });

  it('the users screen offers user (the default) and demo user (spec 1 §5)', async () => {
    renderAdmin(<UsersScreen admin={false} />, { handlers: handlers() });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-users-add'] }));
    const role = within(await screen.findByRole('dialog')).getByLabelText(hu['admin-users-role']);
    expect(role).toHaveValue('user');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([hu['common-select-placeholder'], hu['role-user'], hu['role-demo-user']]);
  });

  it('requires name, e-mail, nickname and role; mobile is optional; creates with the switch (spec 1 §5, §8)', async () => {
    const view = renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({ 'POST users': () => ({ body: { status: 'ok', id: 30 } }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-users-add'] }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-users-role']), '');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(dialog.getAllByText(hu['required-field'])).toHaveLength(4));
    expect(view.calls.some((c) => c.method === 'POST' && c.path === 'users')).toBe(false);
    await userEvent.type(dialog.getByLabelText(hu['admin-users-name']), 'Kiss Anna');
    await userEvent.type(dialog.getByLabelText(hu['admin-users-email']), 'anna@acme.example');
    await userEvent.type(dialog.getByLabelText(hu['admin-users-nickname']), 'Anna');
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-users-role']), 'demo-user');
    await userEvent.click(dialog.getByRole('switch', { name: hu['admin-users-send-set-password-email'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-user-created'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'POST' && c.path === 'users')?.body).toEqual({
      name: 'Kiss Anna',
      email: 'anna@acme.example',
      nickname: 'Anna',
      role: 'demo-user',
      mobile: null,
      send_set_password_email: true,
    });
  });

  it('the change-password popup needs two matching passwords (spec 1 §5, §8)', async () => {
    const view = renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({ 'PUT users/21/password': () => ({ body: { status: 'ok' } }) }),
    });
    const row = await rowOf('Nagy Péter');
    await userEvent.click(row.getByRole('button', { name: hu['admin-users-action-change-password'] }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-password']), 'Titok123!');
    await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-repeat']), 'Titok124!');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['admin-users-set-password-mismatch'])).toBeVisible();
    expect(view.calls.some((c) => c.path === 'users/21/password')).toBe(false);
    await userEvent.clear(dialog.getByLabelText(hu['admin-users-set-password-repeat']));
    await userEvent.type(dialog.getByLabelText(hu['admin-users-set-password-repeat']), 'Titok123!');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-user-password-changed'])).toBeVisible();
    expect(view.calls.find((c) => c.path === 'users/21/password')?.body).toEqual({ password: 'Titok123!' });
  });

  it('a password the server refuses names the rule on its field, not a bare failure toast (docs/sign-in.md)', async () => {
    let answer = apiError(400, 'weak-password', {
      fields: [{ path: 'password', message: 'password-error-common' }],
    });
    renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({ 'PUT users/21/password': () => answer }),
    });
    const row = await rowOf('Nagy Péter');
    await userEvent.click(row.getByRole('button', { name: hu['admin-users-action-change-password'] }));
    const dialog = within(await screen.findByRole('dialog'));
    const password = dialog.getByLabelText(hu['admin-users-set-password-password']);
    const repeat = dialog.getByLabelText(hu['admin-users-set-password-repeat']);
    await userEvent.type(password, 'Jelszo123!');
    await userEvent.type(repeat, 'Jelszo123!');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['password-error-common'])).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(hu['toast-user-password-change-error'])).toBeNull();

    // without a field message, the first spec 1 §5 rule the typed password breaks
    answer = apiError(400, 'weak-password');
    await userEvent.clear(password);
    await userEvent.clear(repeat);
    await userEvent.type(password, 'titkos123');
    await userEvent.type(repeat, 'titkos123');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['password-error-no-upper'])).toBeVisible();
    expect(screen.queryByText(hu['toast-user-password-change-error'])).toBeNull();
  });

  it('delete asks first; cancelling sends nothing, confirming deletes with a success toast (spec 1 §2, §8)', async () => {
    const view = renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({ 'DELETE users/22': () => ({ body: { status: 'ok' } }) }),
    });
    const row = await rowOf('Szabó Éva');
    await userEvent.click(row.getByRole('button', { name: hu['common-delete'] }));
    let dialog = await confirmDialog();
    expect(dialog.getByText('Biztosan törli Szabó Éva felhasználót?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-no'] }));
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(row.getByRole('button', { name: hu['common-delete'] }));
    dialog = await confirmDialog();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-yes'] }));
    expect(await screen.findByText(hu['toast-user-deleted'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'DELETE' && c.path === 'users/22')).toBe(true);
  });

  it('a failed reminder shows a danger toast; a failed unlock or disable is silent (spec 1 §8)', async () => {
    const view = renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({
        'POST users/21/send-password-reminder': () => apiError(500, 'internal'),
        'POST users/21/unlock-user': () => apiError(500, 'internal'),
        'POST users/21/set-enabled': () => apiError(500, 'internal'),
      }),
    });
    const row = await rowOf('Nagy Péter');
    await userEvent.click(row.getByRole('button', { name: hu['admin-users-action-send-reminder'] }));
    expect(
      (await confirmDialog()).getByText('Biztosan küld jelszóemlékeztetőt Nagy Péter részére?'),
    ).toBeVisible();
    await userEvent.click((await confirmDialog()).getByRole('button', { name: hu['common-yes'] }));
    const toast = await screen.findByText(hu['toast-user-password-reminder-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(row.getByRole('button', { name: hu['admin-users-action-unlock'] }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: hu['common-yes'] }));
    await userEvent.click(row.getByRole('button', { name: hu['common-disable'] }));
    await waitFor(() => expect(view.calls.some((c) => c.path === 'users/21/set-enabled')).toBe(true));
    expect(view.calls.find((c) => c.path === 'users/21/set-enabled')?.body).toEqual({ enabled: false });
    expect(view.calls.some((c) => c.path === 'users/21/unlock-user')).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('log in as: confirmation, then the new token and the callback (spec 1 §2, §7)', async () => {
    const token = makeToken({ uid: 21, nickname: 'Peti' });
    const onLoggedInAs = vi.fn();
    const view = renderAdmin(<UsersScreen admin={false} onLoggedInAs={onLoggedInAs} />, {
      handlers: handlers({ 'POST users/21/login-as': () => ({ body: { token } }) }),
    });
    const row = await rowOf('Nagy Péter');
    await userEvent.click(row.getByRole('button', { name: hu['admin-users-action-login-as'] }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: hu['common-yes'] }));
    await waitFor(() => expect(onLoggedInAs).toHaveBeenCalledTimes(1));
    expect(view.session.getToken()).toBe(token);
    expect(view.session.isAdmin()).toBe(false);
  });
});
