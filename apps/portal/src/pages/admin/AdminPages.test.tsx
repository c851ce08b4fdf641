import { type FakeHandlers, makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import '@testing-library/jest-dom/vitest';
import { messages } from '@pulzus/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_ITEMS } from '../../layout/admin-menu-items';
import { renderPortal } from '../../testing/render-portal';

const hu = messages.hu;

const layout: FakeHandlers = {
  'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
  'GET ping': () => ({ body: { status: 'ok' } }),
};

const users: FakeHandlers = {
  ...layout,
  'GET users/get-user-list': () => ({
    body: {
      users: [
        {
          id: 21,
          name: 'Nagy Péter',
          nickname: 'Peti',
          email: 'peter@acme.example',
          mobile: null,
          role: 'user',
          is_disabled: false,
          login_locked_date: null,
        },
      ],
    },
  }),
};

describe('admin routes (spec 1 §2)', () => {
  it('mounts the users screen at /admin/users for an admin', async () => {
    renderPortal({ path: '/admin/users', token: makeAdminToken(), handlers: users });
    // the first test also waits for the lazy admin chunk (every admin screen) to load
    expect(
      await screen.findByRole('heading', { name: hu['admin-users-title-users'] }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Nagy Péter')).toBeVisible();
  });

  it('sends a non-admin to / (and on to /welcome) (spec 1 §2 admin guard)', async () => {
    const portal = renderPortal({ path: '/admin/accounts', token: makeToken(), handlers: layout });
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
  });

  it('log in as replaces the token and goes to /welcome (spec 1 §2)', async () => {
    const token = makeToken({ uid: 21, nickname: 'Peti' });
    const portal = renderPortal({
      path: '/admin/users',
      token: makeAdminToken(),
      handlers: { ...users, 'POST users/21/login-as': () => ({ body: { token } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-users-action-login-as'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-yes'] }));
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
    expect(portal.session.getToken()).toBe(token);
  });

  it.each(ACCOUNT_ADMIN_ITEMS.map((item) => item.to))(
    'spec 1 §2: the dropdown link %s opens its admin screen, not the /welcome fallback',
    async (path) => {
      const portal = renderPortal({ path, token: makeAdminToken({ aid: 7, an: 'Acme' }), handlers: layout });
      // the lazy admin chunk has rendered the screen's own title heading
      await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
      expect(portal.location()).toBe(path);
    },
  );

  it.each(['/admin/demographies', '/admin/collectors', '/admin/questions', '/admin/documents'])(
    'an admin screen with the sidebar is not a query: %s shows no "new query" link',
    async (path) => {
      renderPortal({ path, token: makeAdminToken({ aid: 7, an: 'Acme' }), handlers: layout });
      await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
      await waitFor(() =>
        expect(document.querySelector('[data-component="Pulzus.Sidebar"]')).toBeInTheDocument(),
      );
      expect(screen.queryByRole('link', { name: hu['sidebar-new-query'] })).toBeNull();
    },
  );
});
