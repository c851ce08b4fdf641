import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../testing/render-portal';

const hu = messages.hu;
const hashOk: FakeHandlers = { 'POST users/check-verify-hash': () => ({ body: { status: 'ok' } }) };

describe('forgotten password step 1 (spec 1 §2, §4, §5)', () => {
  it('rejects an address that is not valid, then sends the request with the forgotten template', async () => {
    const portal = renderPortal({
      path: '/forgotten-password',
      handlers: { 'POST users/password-reminder': () => ({ body: { status: 'ok' } }) },
    });
    const user = userEvent.setup();
    const email = await screen.findByLabelText(hu['forgotten-password-email']);
    await user.type(email, 'anna@{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(hu['forgotten-password-not-valid-email']);
    expect(portal.calls).toHaveLength(0);
    await user.type(email, 'example.com{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(hu['forgotten-password-sent']);
    expect(portal.calls[0]?.body).toEqual({
      email: 'anna@example.com',
      email_template: 'elfelejtett-jelszo',
    });
    expect(screen.getByRole('link', { name: hu['forgotten-password-back-to-login'] })).toBeDefined();
  });

  it('the first-password page requests with the new-password template and its own text', async () => {
    const portal = renderPortal({
      path: '/new-password',
      handlers: { 'POST users/password-reminder': () => ({ body: { status: 'ok' } }) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(hu['forgotten-password-email']), 'anna@example.com{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(hu['new-password-sent']);
    expect(portal.calls[0]?.body).toMatchObject({ email_template: 'uj-jelszo' });
  });

  it('a server error shows forgotten-password-error-{code}', async () => {
    renderPortal({
      path: '/forgotten-password',
      handlers: { 'POST users/password-reminder': () => apiError(400, 'not-allowed') },
    });
    await userEvent
      .setup()
      .type(await screen.findByLabelText(hu['forgotten-password-email']), 'demo@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(hu['forgotten-password-error-not-allowed']);
  });
});

describe('set password step 2 (spec 1 §2, §4, §5)', () => {
  it('a failed hash check goes to /login', async () => {
    const portal = renderPortal({
      path: '/forgotten-password?uid=5&hash=bad',
      handlers: { 'POST users/check-verify-hash': () => apiError(400, 'invalid-hash') },
    });
    await waitFor(() => expect(portal.location()).toBe('/login'));
    expect(portal.calls[0]?.body).toEqual({ user_id: 5, verify_hash: 'bad' });
  });

  it('a link without a numeric uid or a hash goes to /login', async () => {
    const portal = renderPortal({ path: '/new-password?uid=abc&hash=x' });
    await waitFor(() => expect(portal.location()).toBe('/login'));
    expect(portal.calls).toHaveLength(0);
  });

  it('checks strength, then the match, then sets the password and shows the success text and login link', async () => {
    const portal = renderPortal({
      path: '/new-password?uid=5&hash=h4sh',
      handlers: { ...hashOk, 'POST users/set-password': () => ({ body: { status: 'ok' } }) },
    });
    const user = userEvent.setup();
    const password = await screen.findByLabelText(hu['forgotten-password-new-password']);
    const repeat = screen.getByLabelText(hu['forgotten-password-repeat-password']);
    await user.type(password, 'gyenge{Enter}');
    // a weak password names the first spec 1 §5 rule it breaks
    expect((await screen.findByRole('alert')).textContent).toBe(hu['password-error-too-short']);
    await user.clear(password);
    await user.type(password, 'Eros-jelszo-1');
    await user.type(repeat, 'Eros-jelszo-2{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(hu['forgotten-password-new-password-mismatch']),
    );
    await user.clear(repeat);
    await user.type(repeat, 'Eros-jelszo-1{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(hu['new-password-success']);
    expect(portal.calls.at(-1)?.body).toEqual({ user_id: 5, verify_hash: 'h4sh', password: 'Eros-jelszo-1' });
    expect(
      screen.getByRole('link', { name: hu['forgotten-password-back-to-login'] }).getAttribute('href'),
    ).toBe('/login');
  });

  it("a password the server refuses as common shows the server's field message (docs/sign-in.md)", async () => {
    const fields = [{ path: 'password', message: 'password-error-common' }];
    renderPortal({
      path: '/forgotten-password?uid=5&hash=h4sh',
      handlers: { ...hashOk, 'POST users/set-password': () => apiError(400, 'weak-password', { fields }) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(hu['forgotten-password-new-password']), 'Password1!');
    await user.type(screen.getByLabelText(hu['forgotten-password-repeat-password']), 'Password1!{Enter}');
    // at the password field, which takes the focus
    const field = screen.getByLabelText(hu['forgotten-password-new-password']);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(hu['password-error-common']);
    expect(document.activeElement).toBe(field);
  });

  it('the forgotten flow shows its own success text', async () => {
    renderPortal({
      path: '/forgotten-password?uid=5&hash=h4sh',
      handlers: { ...hashOk, 'POST users/set-password': () => ({ body: { status: 'ok' } }) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(hu['forgotten-password-new-password']), 'Eros-jelszo-1');
    await user.type(screen.getByLabelText(hu['forgotten-password-repeat-password']), 'Eros-jelszo-1{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(hu['forgotten-password-success']);
  });
});
