import { messages } from '@pulzus/core';
import { type FakeHandlers, makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderPortal } from '../testing/render-portal';
import { ACCOUNT_ADMIN_ITEMS, ADMIN_ITEMS } from './admin-menu-items';

const hu = messages.hu;

// the wide header: below 1100 px its links and menus move into the drawer (MenuDrawer.test.tsx)
beforeAll(async () => {
  await page.viewport(1280, 800);
});
const HU = { id: 1, code: 'hu', name: 'Magyar' };
const EN = { id: 2, code: 'en', name: 'English' };

function handlers(languages = [HU]): FakeHandlers {
  return { 'GET account/languages': () => ({ body: { languages } }) };
}

async function openLayout(token: string, extra: FakeHandlers = {}, languages = [HU]) {
  const portal = renderPortal({
    path: '/explanations',
    token,
    handlers: { ...handlers(languages), ...extra },
  });
  await screen.findByRole('heading', { name: hu['explanations-title'] });
  return portal;
}

async function openMenu(name: string) {
  await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(name) }));
}

describe('logged-in layout header and footer (spec 1 §2)', () => {
  it('has the five header links and the footer with this year and two links', async () => {
    await openLayout(makeToken());
    const nav = screen.getByRole('navigation');
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/welcome', '/explanations', '/documents', '/change-password', '/logout']);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
    expect(within(footer).getAllByRole('link')).toHaveLength(2);
  });
});

describe('admin dropdown (spec 1 §2, §4)', () => {
  it('is not offered to a user', async () => {
    await openLayout(makeToken());
    expect(screen.queryByRole('button', { name: new RegExp(hu['layout-menu-admin']) })).toBeNull();
  });

  it('without a session account shows only the account-independent links and the chooser', async () => {
    await openLayout(makeAdminToken({ aid: null, an: null }));
    await openMenu(hu['layout-menu-admin']);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const item of ADMIN_ITEMS) expect(hrefs).toContain(item.to);
    for (const item of ACCOUNT_ADMIN_ITEMS) expect(hrefs).not.toContain(item.to);
    expect(screen.getByRole('button', { name: hu['layout-menu-admin-session-account'] })).toBeDefined();
  });

  it('with a session account also shows the account-specific links', async () => {
    await openLayout(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await openMenu(hu['layout-menu-admin']);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const item of [...ADMIN_ITEMS, ...ACCOUNT_ADMIN_ITEMS]) expect(hrefs).toContain(item.to);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await openLayout(makeAdminToken());
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: new RegExp(hu['layout-menu-admin']) });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('user menu (spec 1 §2, §4)', () => {
  it('greets by nickname and shows the session account name to an admin', async () => {
    await openLayout(makeAdminToken({ nickname: 'Zsófi', an: 'Beta Zrt.' }));
    await openMenu('Üdvözöljük, Zsófi!');
    expect(screen.getByText('Munkamenet-fiók: Beta Zrt.')).toBeDefined();
  });

  it('shows no session account line to a user', async () => {
    await openLayout(makeToken({ nickname: 'Elek', an: 'Acme Kft.' }));
    await openMenu('Üdvözöljük, Elek!');
    expect(screen.queryByText(/Munkamenet-fiók/)).toBeNull();
  });

  it('shows no language list with one language', async () => {
    const portal = await openLayout(makeToken({ nickname: 'Elek' }));
    await waitFor(() => expect(portal.calls.some((call) => call.path === 'account/languages')).toBe(true));
    await openMenu('Üdvözöljük, Elek!');
    expect(screen.queryByRole('heading', { name: hu['layout-user-languages'] })).toBeNull();
  });

  it('lists more than one language with the current one ticked, and switching replaces the token', async () => {
    const english = makeToken({ nickname: 'Elek', lang_id: 2, lang_code: 'en' });
    const portal = await openLayout(
      makeToken({ nickname: 'Elek' }),
      { 'POST account/languages/change/2': () => ({ body: { status: 'ok', token: english } }) },
      [HU, EN],
    );
    await openMenu('Üdvözöljük, Elek!');
    await screen.findByRole('heading', { name: hu['layout-user-languages'] });
    expect(screen.getByRole('button', { name: /Magyar/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(screen.getByRole('button', { name: /English/ }));
    await screen.findByRole('heading', { name: messages.en['explanations-title'] });
    expect(portal.session.getToken()).toBe(english);
  });
});

describe("the session account's uploaded translations (spec 2 §2 Translations)", () => {
  it('replace the catalogue texts on the screens of that account', async () => {
    await openLayout(makeToken(), {
      'GET account/translations': () => ({
        body: { translations: { hu: { 'layout-menu-welcome': 'Kezdőlap (Acme)' } } },
      }),
    });
    const nav = screen.getByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Kezdőlap (Acme)' })).toHaveAttribute(
      'href',
      '/welcome',
    );
    expect(within(nav).queryByRole('link', { name: hu['layout-menu-welcome'] })).toBeNull();
  });

  it('leave the catalogue as it is when the account has none', async () => {
    await openLayout(makeToken(), { 'GET account/translations': () => ({ body: { translations: {} } }) });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: hu['layout-menu-welcome'] })).toHaveAttribute(
      'href',
      '/welcome',
    );
  });
});
