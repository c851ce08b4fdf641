import { messages, replacePlaceholder } from '@pulzus/core';
import { apiError, makeToken } from '@pulzus/widgets/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLoginNotice } from '../../routes/login-notice-store';
import { renderPortal } from '../../testing/render-portal';

const hu = messages.hu;
const afterLogin = {
  'GET survey-dates/get-last-survey-date': () => ({ body: { last_date: null } }),
  'GET account/enabled-graphs': () => ({ body: { enabled_graphs: {} } }),
};

function fields() {
  return {
    email: screen.getByLabelText(hu['login-email']),
    password: screen.getByLabelText(hu['login-password']),
    submit: screen.getByRole('button', { name: hu['login-button'] }),
  };
}

async function openLogin(handlers = {}) {
  const portal = renderPortal({ path: '/login', handlers });
  await screen.findByRole('heading', { name: hu['login-title'] });
  return portal;
}

describe('login screen (spec 1 §2, §4)', () => {
  it('shows the default message, the fields and the forgotten-password link', async () => {
    await openLogin();
    expect(screen.getByTestId('login-message').textContent).toBe(hu['login-default-message']);
    expect(screen.getByRole('link', { name: hu['login-forgotten-password-link'] }).getAttribute('href')).toBe(
      '/forgotten-password',
    );
  });

  it('shows a custom message instead of the default one', async () => {
    renderPortal({ path: '/login' });
    act(() => useLoginNotice.getState().setNotice('error-unauthorized'));
    await waitFor(() =>
      expect(screen.getByTestId('login-message').textContent).toBe(hu['error-unauthorized']),
    );
  });

  it('Enter in the password field submits, stores the token and goes to /welcome', async () => {
    const token = makeToken({ nickname: 'Anna' });
    const portal = await openLogin({ 'POST login': () => ({ body: { token } }), ...afterLogin });
    const user = userEvent.setup();
    await user.type(fields().email, 'anna@example.com');
    await user.type(fields().password, 'Titok-123{Enter}');
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
    expect(portal.session.getToken()).toBe(token);
    expect(portal.calls.find((call) => call.path === 'login')?.body).toEqual({
      email: 'anna@example.com',
      password: 'Titok-123',
    });
  });
});

describe('login validation (spec 1 §5)', () => {
  it('checks the e-mail first: both empty gives login-empty-email and sends nothing', async () => {
    const portal = await openLogin();
    await userEvent.setup().click(fields().submit);
    expect((await screen.findByRole('alert')).textContent).toBe(hu['login-empty-email']);
    expect(fields().email.getAttribute('aria-invalid')).toBe('true');
    expect(portal.calls).toHaveLength(0);
  });

  it('then the password: an e-mail without password gives login-empty-password', async () => {
    const portal = await openLogin();
    const user = userEvent.setup();
    await user.type(fields().email, 'anna@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(hu['login-empty-password']);
    expect(portal.calls).toHaveLength(0);
  });

  it('does not check the e-mail format (only the input type)', async () => {
    const portal = await openLogin({ 'POST login': () => apiError(401, 'login-invalid-email') });
    const user = userEvent.setup();
    await user.type(fields().email, 'not-an-address');
    await user.type(fields().password, 'x{Enter}');
    await waitFor(() => expect(portal.calls).toHaveLength(1));
  });
});

describe('login errors (spec 1 §8)', () => {
  async function failWith(answer: ReturnType<typeof apiError>) {
    await openLogin({ 'POST login': () => answer });
    const user = userEvent.setup();
    await user.type(fields().email, 'anna@example.com');
    await user.type(fields().password, 'rossz{Enter}');
    return (await screen.findByRole('alert')).textContent;
  }

  it.each([
    ['login-wrong-password', 'login-login-wrong-password'],
    ['login-deleted-user', 'login-login-deleted-user'],
    ['login-invalid-email', 'login-login-invalid-email'],
    ['login-unverified-email', 'login-login-unverified-email'],
  ] as const)('errorCode %s shows %s', async (code, key) => {
    expect(await failWith(apiError(401, code, { errorCode: code }))).toBe(hu[key]);
  });

  it('the locked code shows the lock text with the unlock time', async () => {
    const unlockTime = '2030-05-06T07:08:00.000Z';
    const text = await failWith(apiError(423, 'login-locked', { errorCode: 'login-locked', unlockTime }));
    // as every screen prints a moment; no account is known before signing in, so the default zone (Budapest, CEST)
    expect(text).toBe(replacePlaceholder(hu['login-login-locked'], '2030-05-06 09:08:00'));
    expect(text).toContain('2030');
  });

  it('a disabled or unknown user gets the wrong-password answer of docs/sign-in.md, never the unknown error', async () => {
    const text = await failWith(apiError(401, 'login-wrong-password', { errorCode: 'login-wrong-password' }));
    expect(text).toBe(hu['login-login-wrong-password']);
    expect(text).not.toBe(hu['login-login-unknown-error']);
  });

  it('too many sign-ins from one place shows the rate-limit text, not the unknown error', async () => {
    expect(await failWith(apiError(429, 'rate-limited'))).toBe(hu['error-rate-limited']);
  });

  it('an answer without errorCode shows login-login-unknown-error', async () => {
    expect(await failWith({ status: 500, body: 'oops' })).toBe(hu['login-login-unknown-error']);
  });
});
