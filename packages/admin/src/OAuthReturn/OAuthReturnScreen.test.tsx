import { messages, PROVIDER_CONNECT_STATE_KEY } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { OAuthReturnScreen } from './OAuthReturnScreen';

const hu = messages.hu;

/** A local storage holding the connect state the data import screen kept. */
function storageWith(state: string | null) {
  const items = new Map<string, string>(state === null ? [] : [[PROVIDER_CONNECT_STATE_KEY, state]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const connected = {
  'POST sm-connect': () => ({ body: { id: 12 } }),
  'PATCH sm-api-key/12': () => ({ body: { status: 'ok' } }),
};

/** Renders the return of code c-1 with the state st-7f3a stored, as the provider sends it back; answers `navigate`. */
function returnWith(handlers: FakeHandlers) {
  const navigate = vi.fn();
  renderAdmin(
    <OAuthReturnScreen
      code="c-1"
      state="st-7f3a"
      navigate={navigate}
      stateStorage={storageWith('st-7f3a')}
    />,
    { handlers },
  );
  return navigate;
}

describe('provider connect return, /oauth (spec 2 §2 "Provider connect return")', () => {
  it.each([
    {
      rule: 'spec 2 §8: a state that differs from the stored one',
      code: 'c-1',
      state: 'forged',
      stored: 'st-7f3a',
    },
    { rule: 'spec 2 §8: a missing code', code: null, state: 'st-7f3a', stored: 'st-7f3a' },
    { rule: 'spec 2 §8: no stored state (another browser)', code: 'c-1', state: 'st-7f3a', stored: null },
  ])('$rule goes to /admin/data-import without an exchange', async ({ code, state, stored }) => {
    const navigate = vi.fn();
    const view = renderAdmin(
      <OAuthReturnScreen code={code} state={state} navigate={navigate} stateStorage={storageWith(stored)} />,
      { handlers: connected },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/data-import'));
    expect(view.calls).toEqual([]);
  });

  it('spec 2 §2, §5: exchanges the code once, save is disabled while the name is empty, then saves and goes back; passes axe', async () => {
    const navigate = vi.fn();
    const storage = storageWith('st-7f3a');
    const view = renderAdmin(
      <OAuthReturnScreen code="c-1" state="st-7f3a" navigate={navigate} stateStorage={storage} />,
      { handlers: connected },
    );
    const name = await screen.findByLabelText(hu['oauth-name']);
    expect(view.calls.filter((call) => call.path === 'sm-connect')).toEqual([
      expect.objectContaining({ method: 'POST', body: { code: 'c-1', state: 'st-7f3a' } }),
    ]);
    // the state is single use
    expect(storage.items.has(PROVIDER_CONNECT_STATE_KEY)).toBe(false);
    const save = screen.getByRole('button', { name: hu['oauth-save'] });
    expect(save).toBeDisabled();
    await userEvent.type(name, '   ');
    expect(save).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Fő fiók');
    expect(save).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
    expect(await axeViolations(view.container)).toEqual([]);
    await userEvent.click(save);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/data-import'));
    // the connection is confirmed by a toast
    expect(await screen.findByText(hu['toast-provider-connected'])).toBeVisible();
    expect(view.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: 'sm-api-key/12',
      body: { name: 'Fő fiók' },
    });
  });

  it('a failed exchange shows the reason and a way back to the data import screen', async () => {
    const navigate = returnWith({
      'POST sm-connect': () => apiError(400, 'oauth-failed', { reason: 'code' }),
    });
    expect(await screen.findByText(hu['error-oauth-failed'])).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: hu['oauth-back'] }));
    expect(navigate).toHaveBeenCalledWith('/admin/data-import');
  });

  it('a failed save keeps the name and shows the reason', async () => {
    const navigate = returnWith({ ...connected, 'PATCH sm-api-key/12': () => apiError(500, 'internal') });
    await userEvent.type(await screen.findByLabelText(hu['oauth-name']), 'Fő fiók');
    await userEvent.click(screen.getByRole('button', { name: hu['oauth-save'] }));
    expect(await screen.findByText(hu['error-internal'])).toBeVisible();
    expect(screen.getByLabelText(hu['oauth-name'])).toHaveValue('Fő fiók');
    expect(navigate).not.toHaveBeenCalled();
  });
});
