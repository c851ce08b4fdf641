import { messages } from '@pulzus/core';
import { type FakeHandlers, makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '../pages/graph/axe-violations';
import { renderPortal } from '../testing/render-portal';
import { ACCOUNT_ADMIN_ITEMS, ADMIN_ITEMS } from './admin-menu-items';

const hu = messages.hu;
const HU = { id: 1, code: 'hu', name: 'Magyar' };
const EN = { id: 2, code: 'en', name: 'English' };

async function openLayout(token: string, languages = [HU]) {
  const handlers: FakeHandlers = { 'GET account/languages': () => ({ body: { languages } }) };
  const portal = renderPortal({ path: '/explanations', token, handlers });
  await screen.findByRole('heading', { name: hu['explanations-title'] });
  return portal;
}

const menuButton = () => screen.getByRole('button', { name: hu['layout-menu-drawer'] });

describe('the header on a phone (390 × 844): a menu button and its drawer', () => {
  beforeAll(async () => {
    await page.viewport(390, 844);
  });
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  it('shows one menu button instead of the links and dropdowns', async () => {
    await openLayout(makeAdminToken());
    expect(menuButton()).toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(hu['layout-menu-admin']) })).toBeNull();
  });

  it('opens a modal drawer with the links, the admin links and the user menu; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const { container } = await openLayout(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }), [HU, EN]);
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: hu['layout-menu-drawer'] });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/welcome',
        '/logout',
        ...[...ADMIN_ITEMS, ...ACCOUNT_ADMIN_ITEMS].map((item) => item.to),
      ]),
    );
    expect(within(drawer).getByText('Munkamenet-fiók: Beta Zrt.')).toBeVisible();
    expect(await within(drawer).findByRole('button', { name: /English/ })).toBeVisible();
    // focus moved into the drawer and stays there: the page behind is inert
    expect(drawer.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes after a link is chosen, and with its close button', async () => {
    const user = userEvent.setup();
    const portal = await openLayout(makeToken());
    await user.click(menuButton());
    let drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('heading', { name: hu['layout-menu-admin'] })).toBeNull();
    await user.click(within(drawer).getByRole('link', { name: hu['layout-menu-documents'] }));
    await waitFor(() => expect(portal.location()).toBe('/documents'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(menuButton());
    drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: hu['layout-menu-close'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });
});
