import { GRAPH_SLUGS, messages } from '@pulzus/core';
import { apiError, type FakeAnswer, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../testing/render-portal';

const hu = messages.hu;
const ACCOUNTS = {
  accounts: [
    {
      id: 3,
      name: 'Acme Kft.',
      is_disabled: false,
      languages: [{ id: 1, name: 'Magyar' }],
      min_group_size: null,
      time_zone: 'Europe/Budapest',
    },
    {
      id: 4,
      name: 'Beta Zrt.',
      is_disabled: false,
      languages: [{ id: 1, name: 'Magyar' }],
      min_group_size: 7,
      time_zone: 'Europe/Budapest',
    },
    {
      id: 5,
      name: 'Régi Bt.',
      is_disabled: true,
      languages: [{ id: 1, name: 'Magyar' }],
      min_group_size: null,
      time_zone: 'Europe/Budapest',
    },
  ],
  server_min_group_size: 5,
};

/** A promise the test resolves, to hold the dialog in a state. */
function gate() {
  let open!: (answer: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const welcome: FakeHandlers = {
  'GET survey-dates/get-last-survey-date': () => ({ body: { last_date: '2024-03-01' } }),
  'GET account/enabled-graphs': () => ({
    body: {
      enabled_graphs: Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, slug === 'commitment_total'])),
    },
  }),
  'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
};

async function openDialog(handlers: FakeHandlers) {
  const portal = renderPortal({
    path: '/welcome',
    token: makeAdminToken({ aid: null, an: null }),
    handlers: { ...welcome, ...handlers },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: hu['welcome-choose-session-account-button'] }));
  return {
    portal,
    user,
    dialog: () => screen.getByRole('dialog', { name: hu['session-account-dialog-title'] }),
  };
}

describe('session-account dialog (spec 1 §2, §4, §5)', () => {
  it('is loading, then loaded with the enabled accounts', async () => {
    const accounts = gate();
    const { dialog } = await openDialog({ 'GET accounts': () => accounts.promise });
    expect(dialog().getAttribute('data-state')).toBe('loading');
    expect(screen.getByText(hu['session-account-dialog-loading'])).toBeDefined();
    accounts.open({ body: ACCOUNTS });
    await waitFor(() => expect(dialog().getAttribute('data-state')).toBe('loaded'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([hu['common-select-placeholder'], 'Acme Kft.', 'Beta Zrt.']);
  });

  it('requires an account before sending', async () => {
    const { portal, user } = await openDialog({ 'GET accounts': () => ({ body: ACCOUNTS }) });
    await user.click(await screen.findByRole('button', { name: hu['session-account-dialog-submit'] }));
    expect(await screen.findByText(hu['required-field'])).toBeDefined();
    expect(portal.calls.some((call) => call.path === 'session-account/set')).toBe(false);
  });

  it('is submitting, then clears the caches, replaces the token, closes and reloads the welcome data', async () => {
    const switched = gate();
    const token = makeAdminToken({ aid: 4, an: 'Beta Zrt.' });
    const { portal, user, dialog } = await openDialog({
      'GET accounts': () => ({ body: ACCOUNTS }),
      'POST session-account/set': () => switched.promise,
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: hu['session-account-dialog-account'] }),
      '4',
    );
    const submit = screen.getByRole('button', { name: hu['session-account-dialog-submit'] });
    await user.click(submit);
    await waitFor(() =>
      expect(dialog().querySelector('form')?.getAttribute('data-state')).toBe('submitting'),
    );
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    portal.queryClient.setQueryData(['cached-list'], ['from the old account']);
    switched.open({ body: { status: 'ok', token } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(portal.session.getToken()).toBe(token);
    expect(portal.calls.find((call) => call.path === 'session-account/set')?.body).toEqual({ account_id: 4 });
    // the caches were cleared, and the welcome data is fetched for the new account
    expect(portal.queryClient.getQueryData(['cached-list'])).toBeUndefined();
    expect(
      await screen.findByRole('link', { name: messages.hu['graph-title-commitment_total'] }),
    ).toBeDefined();
    expect((await screen.findByRole('status')).textContent).toBe(hu['toast-session-account-switched']);
  });

  it('reloads the welcome data when the answer also carries the token in X-SE-Token, as the server’s does (spec 1 §4, §7)', async () => {
    const token = makeAdminToken({ aid: 4, an: 'Beta Zrt.' });
    const { user } = await openDialog({
      'GET accounts': () => ({ body: ACCOUNTS }),
      'POST session-account/set': () => ({ body: { status: 'ok', token }, headers: { 'X-SE-Token': token } }),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: hu['session-account-dialog-account'] }),
      '4',
    );
    await user.click(screen.getByRole('button', { name: hu['session-account-dialog-submit'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the header replaces the token during the call, so the account's lists start loading before the
    // caches are cleared; they must still arrive rather than stay loading
    expect(
      await screen.findByRole('link', { name: messages.hu['graph-title-commitment_total'] }),
    ).toBeDefined();
    expect(await screen.findByText(hu['welcome-last-survey-caption'])).toBeDefined();
  });

  it('stays open with a danger toast when the switch fails', async () => {
    const { user, dialog } = await openDialog({
      'GET accounts': () => ({ body: ACCOUNTS }),
      'POST session-account/set': () => apiError(500, 'internal'),
    });
    await user.selectOptions(await screen.findByRole('combobox'), '3');
    await user.click(screen.getByRole('button', { name: hu['session-account-dialog-submit'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(hu['toast-session-account-switch-error']);
    expect(dialog()).toBeDefined();
  });

  it('the close button closes it', async () => {
    const { user } = await openDialog({ 'GET accounts': () => ({ body: ACCOUNTS }) });
    await user.click(await screen.findByRole('button', { name: hu['common-close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
