import { messages } from '@pulzus/core';
import { makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../pages/graph/axe-violations';
import { renderPortal } from '../testing/render-portal';

const hu = messages.hu;
const HU = { id: 1, code: 'hu', name: 'Magyar' };
const ADMIN_TOKEN = makeToken({ nickname: 'Admin', role: 'admin', uid: 1 });

async function openLayout(token: string) {
  const portal = renderPortal({
    path: '/explanations',
    token,
    handlers: {
      'GET account/languages': () => ({ body: { languages: [HU] } }),
      'POST logout': () => ({ body: { status: 'ok' } }),
      'POST session/return': () => ({ body: { token: ADMIN_TOKEN } }),
    },
  });
  await screen.findByRole('heading', { name: hu['explanations-title'] });
  return portal;
}

describe('impersonation banner (docs/sessions.md "Impersonation")', () => {
  it('is not shown in an ordinary session', async () => {
    await openLayout(makeToken());
    expect(screen.queryByText(/nevében van bejelentkezve/)).toBeNull();
  });

  it('says whose name the admin is signed in under, and its sign-out ends the session on the server', async () => {
    const portal = await openLayout(makeToken({ nickname: 'Anna', imp: 1, imp_name: 'Admin' }));
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Ön Anna nevében van bejelentkezve.');
    expect(await axeViolations(banner)).toEqual([]);
    await userEvent.setup().click(within(banner).getByRole('link', { name: hu['layout-impersonation-end'] }));
    await waitFor(() => expect(portal.location()).toBe('/login'));
    expect(portal.calls.some((call) => call.method === 'POST' && call.path === 'logout')).toBe(true);
    expect(portal.session.getToken()).toBeNull();
  });

  it('"return to my account" continues as the admin in the same sign-in, on the users screen', async () => {
    const portal = await openLayout(makeToken({ nickname: 'Anna', imp: 1, imp_name: 'Admin' }));
    const banner = screen.getByRole('status');
    await userEvent
      .setup()
      .click(within(banner).getByRole('button', { name: hu['layout-impersonation-return'] }));
    await waitFor(() => expect(portal.location()).toBe('/admin/users'));
    expect(portal.calls.some((call) => call.method === 'POST' && call.path === 'session/return')).toBe(true);
    expect(portal.session.getToken()).toBe(ADMIN_TOKEN);
    expect(screen.queryByText(/nevében van bejelentkezve/)).toBeNull();
  });
});
