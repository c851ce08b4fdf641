import { messages } from '@pulzus/core';
import { makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../testing/render-portal';
import { RequireAdmin } from './RequireAdmin';

const hu = messages.hu;
const welcomeHandlers = {
  'GET survey-dates/get-last-survey-date': () => ({ body: { last_date: null } }),
  'GET account/enabled-graphs': () => ({ body: { enabled_graphs: {} } }),
  'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
};

/** Home, and an admin page behind the admin guard. */
const ADMIN_GUARD_ROUTES = (
  <Routes>
    <Route path="/" element={<p>home</p>} />
    <Route element={<RequireAdmin />}>
      <Route path="/admin/accounts" element={<p>accounts</p>} />
    </Route>
  </Routes>
);

describe('routes and guards (spec 1 §2)', () => {
  it('sends the empty path to /welcome, and a logged-out person on to /login', async () => {
    const portal = renderPortal({ path: '/' });
    await waitFor(() => expect(portal.location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: hu['login-title'] })).toBeDefined();
  });

  it('draws the login screen in the first render, without a loading state (it comes with the entry)', () => {
    renderPortal({ path: '/login' });
    expect(screen.getByRole('heading', { name: hu['login-title'] })).toBeDefined();
    expect(screen.queryByText(hu['common-loading'])).toBeNull();
  });

  it('shows /welcome behind the login guard when logged in', async () => {
    const portal = renderPortal({
      path: '/',
      token: makeToken({ nickname: 'Réka' }),
      handlers: welcomeHandlers,
    });
    expect(await screen.findByRole('heading', { name: 'Üdvözöljük, Réka!' })).toBeDefined();
    expect(portal.location()).toBe('/welcome');
  });

  it('sends a logged-in person from /login and /forgotten-password to /welcome', async () => {
    const first = renderPortal({ path: '/login', token: makeToken(), handlers: welcomeHandlers });
    await waitFor(() => expect(first.location()).toBe('/welcome'));
    const second = renderPortal({
      path: '/forgotten-password',
      token: makeToken(),
      handlers: welcomeHandlers,
    });
    await waitFor(() => expect(second.location()).toBe('/welcome'));
  });

  it('treats an expired token as logged out (spec 1 §4)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const portal = renderPortal({
      path: '/change-password',
      token: makeToken({ iat: now - 7200, exp: now - 60 }),
    });
    await waitFor(() => expect(portal.location()).toBe('/login'));
  });

  it('/logout ends the session on the server, deletes the stored token and goes to /login', async () => {
    const portal = renderPortal({
      path: '/logout',
      token: makeToken(),
      handlers: { 'POST logout': () => ({ body: { status: 'ok' } }) },
    });
    await waitFor(() => expect(portal.location()).toBe('/login'));
    expect(portal.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST logout');
    expect(portal.session.getToken()).toBeNull();
  });

  it('/logout signs out locally even when the server cannot be reached', async () => {
    const portal = renderPortal({
      path: '/logout',
      token: makeToken(),
      handlers: {
        'POST logout': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await waitFor(() => expect(portal.location()).toBe('/login'));
    expect(portal.session.getToken()).toBeNull();
  });

  it('sends an unknown path to /welcome', async () => {
    const portal = renderPortal({ path: '/no-such-page', token: makeToken(), handlers: welcomeHandlers });
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
  });

  it.each([
    ['a user', makeToken({ role: 'user' })],
    ['a demo user', makeToken({ role: 'demo-user' })],
    ['a logged-out person', null],
  ])('the admin guard sends %s to /', async (_who, token) => {
    const portal = renderPortal({ path: '/admin/accounts', token, routes: ADMIN_GUARD_ROUTES });
    await waitFor(() => expect(portal.location()).toBe('/'));
    expect(screen.getByText('home')).toBeDefined();
  });

  it('the admin guard lets an admin through', async () => {
    const portal = renderPortal({
      path: '/admin/accounts',
      token: makeAdminToken({ aid: null }),
      routes: ADMIN_GUARD_ROUTES,
    });
    expect(await screen.findByText('accounts')).toBeDefined();
    expect(portal.location()).toBe('/admin/accounts');
  });
});
