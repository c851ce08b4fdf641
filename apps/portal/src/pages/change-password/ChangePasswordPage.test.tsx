import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../testing/render-portal';

const hu = messages.hu;
const layout: FakeHandlers = {
  'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
};

async function open(handlers: FakeHandlers = {}, role = 'user') {
  const portal = renderPortal({
    path: '/change-password',
    token: makeToken({ role }),
    handlers: { ...layout, ...handlers },
  });
  await screen.findByRole('heading', { name: hu['change-password-title'] });
  return portal;
}

async function fill(values: { old?: string; next?: string; repeat?: string }) {
  const user = userEvent.setup();
  if (values.old) await user.type(screen.getByLabelText(hu['change-password-old-password']), values.old);
  if (values.next) await user.type(screen.getByLabelText(hu['change-password-new-password']), values.next);
  if (values.repeat)
    await user.type(screen.getByLabelText(hu['change-password-repeat-password']), values.repeat);
  await user.click(screen.getByRole('button', { name: hu['change-password-button'] }));
}

const sent = (portal: { calls: { path: string }[] }) =>
  portal.calls.filter((call) => call.path === 'users/change-password');

describe('change password checks, in order (spec 1 §5)', () => {
  it('1. an empty old password, even with everything else empty', async () => {
    const portal = await open();
    await fill({});
    expect((await screen.findByRole('alert')).textContent).toBe(
      hu['change-password-error-old-password-empty'],
    );
    expect(sent(portal)).toHaveLength(0);
  });

  it('2. an empty new password or repeat', async () => {
    const portal = await open();
    await fill({ old: 'Regi-123', next: 'Uj-jelszo-1' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      hu['change-password-error-new-password-empty'],
    );
    expect(screen.getByLabelText(hu['change-password-repeat-password']).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(sent(portal)).toHaveLength(0);
  });

  it('3. a new password differing from the repeat', async () => {
    const portal = await open();
    await fill({ old: 'Regi-123', next: 'Uj-jelszo-1', repeat: 'Uj-jelszo-2' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      hu['change-password-error-new-password-mismatch'],
    );
    expect(sent(portal)).toHaveLength(0);
  });
});

describe('change password answers (spec 1 §6, §8)', () => {
  it('sends old and new password and shows the success text', async () => {
    const portal = await open({ 'POST users/change-password': () => ({ body: { status: 'ok' } }) });
    await fill({ old: 'Regi-123', next: 'Uj-jelszo-1', repeat: 'Uj-jelszo-1' });
    expect((await screen.findByRole('status')).textContent).toBe(hu['change-password-success']);
    expect(sent(portal)[0]).toMatchObject({
      body: { old_password: 'Regi-123', new_password: 'Uj-jelszo-1' },
    });
  });

  it('a wrong old password shows change-password-error-wrong-old-password', async () => {
    await open({ 'POST users/change-password': () => apiError(400, 'wrong-old-password') });
    await fill({ old: 'Rossz-123', next: 'Uj-jelszo-1', repeat: 'Uj-jelszo-1' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      hu['change-password-error-wrong-old-password'],
    );
  });

  it('a demo user sees the not-allowed message instead of the form', async () => {
    await open({}, 'demo-user');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(hu['demo-user-not-allowed']));
    expect(screen.queryByLabelText(hu['change-password-old-password'])).toBeNull();
  });

  it('a new password the server finds weak names the spec 1 §5 rule it breaks, at the new password field', async () => {
    await open({ 'POST users/change-password': () => apiError(400, 'weak-password') });
    await fill({ old: 'Regi-123', next: 'gyenge', repeat: 'gyenge' });
    await expectAtNewPassword(hu['password-error-too-short']);
  });

  it.each(['password-error-guessable', 'password-error-personal', 'password-error-dictionary'] as const)(
    "a guessable new password shows the server's reason %s at the new password field (docs/sign-in.md)",
    async (message) => {
      const fields = [{ path: 'password', message }];
      await open({ 'POST users/change-password': () => apiError(400, 'weak-password', { fields }) });
      await fill({ old: 'Regi-123', next: 'Nyar-2026!', repeat: 'Nyar-2026!' });
      await expectAtNewPassword(hu[message]);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('the server refusing a demo user shows change-password-error-not-allowed', async () => {
    await open({ 'POST users/change-password': () => apiError(403, 'not-allowed') });
    await fill({ old: 'Regi-123', next: 'Uj-jelszo-1', repeat: 'Uj-jelszo-1' });
    expect((await screen.findByRole('alert')).textContent).toBe(hu['change-password-error-not-allowed']);
  });
});

/** The new password field is invalid, focused and described by `text`. */
async function expectAtNewPassword(text: string) {
  const field = screen.getByLabelText(hu['change-password-new-password']);
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id));
  expect(described.map((node) => node?.textContent)).toContain(text);
  expect(document.activeElement).toBe(field);
}
