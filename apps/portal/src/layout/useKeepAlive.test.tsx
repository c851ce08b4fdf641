import { messages, PING_INTERVAL_MS } from '@pulzus/core';
import { apiError, makeToken } from '@pulzus/widgets/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../testing/render-portal';

const hu = messages.hu;
const languages = {
  'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
};

describe('keep-alive and expiry (spec 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every 60 s while logged in, and a refreshed token replaces the stored one', async () => {
    const fresh = makeToken({ nickname: 'Friss' });
    const portal = renderPortal({
      path: '/explanations',
      token: makeToken(),
      handlers: {
        ...languages,
        'GET ping': () => ({ body: { status: 'ok' }, headers: { 'X-SE-Token': fresh } }),
      },
    });
    await screen.findByRole('heading', { name: hu['explanations-title'] });
    const pings = () => portal.calls.filter((call) => call.path === 'ping').length;
    expect(pings()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(PING_INTERVAL_MS));
    await waitFor(() => expect(pings()).toBe(1));
    await waitFor(() => expect(portal.session.getToken()).toBe(fresh));
    await act(() => vi.advanceTimersByTimeAsync(PING_INTERVAL_MS));
    await waitFor(() => expect(pings()).toBe(2));
  });

  it('logs out when the token expires and tells the person on the login page', async () => {
    const now = Math.floor(Date.now() / 1000);
    const portal = renderPortal({
      path: '/explanations',
      token: makeToken({ iat: now, exp: now + 30 }),
      handlers: languages,
    });
    await screen.findByRole('heading', { name: hu['explanations-title'] });
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(portal.location()).toBe('/login'));
    expect(portal.session.getToken()).toBeNull();
    expect((await screen.findByTestId('login-message')).textContent).toBe(hu['error-unauthorized']);
  });

  it('logs out when the ping answers 401', async () => {
    const portal = renderPortal({
      path: '/explanations',
      token: makeToken(),
      handlers: { ...languages, 'GET ping': () => apiError(401, 'unauthorized') },
    });
    await screen.findByRole('heading', { name: hu['explanations-title'] });
    await act(() => vi.advanceTimersByTimeAsync(PING_INTERVAL_MS));
    await waitFor(() => expect(portal.location()).toBe('/login'));
  });
});
