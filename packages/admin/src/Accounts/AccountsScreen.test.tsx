import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { ACCOUNTS, LANGUAGES, SERVER_MIN_GROUP_SIZE } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { AccountsScreen } from './AccountsScreen';

const hu = messages.hu;
const withMin = (key: keyof typeof hu) =>
  hu[key].replaceAll('{{min}}', String(SERVER_MIN_GROUP_SIZE)).replaceAll('{{max}}', '10');

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  'GET accounts': () => ({ body: { accounts: ACCOUNTS, server_min_group_size: SERVER_MIN_GROUP_SIZE } }),
  'GET languages': () => ({ body: { languages: LANGUAGES } }),
  ...extra,
});

function rowOf(name: string) {
  const cell = screen.getByRole('cell', { name });
  return within(cell.closest('tr') as HTMLElement);
}

describe('accounts screen (spec 1 §2)', () => {
  it('lists name, languages and the enabled flag, and passes axe', async () => {
    const view = renderAdmin(<AccountsScreen />, { handlers: handlers() });
    await screen.findByRole('table');
    expect(rowOf('Beta Zrt.').getByText('Magyar, English')).toBeVisible();
    expect(rowOf('Régi Bt.').getByText(hu['common-no'])).toBeVisible();
    expect(rowOf('Acme Kft.').getByText(hu['common-yes'])).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows loading, then an error alert or the empty text (spec 2 §4)', async () => {
    renderAdmin(<AccountsScreen />, { handlers: { 'GET accounts': () => pending() } });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<AccountsScreen />, { handlers: { 'GET accounts': () => apiError(500, 'internal') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    renderAdmin(<AccountsScreen />, {
      handlers: { 'GET accounts': () => ({ body: { accounts: [], server_min_group_size: 5 } }) },
    });
    expect(await screen.findByText('Még nincs fiók.')).toBeVisible();
  });

  it('does not offer switching to the current session account (spec 1 §2)', async () => {
    renderAdmin(<AccountsScreen />, { handlers: handlers() });
    await screen.findByRole('table');
    expect(rowOf('Acme Kft.').queryByRole('button', { name: hu['admin-accounts-switch'] })).toBeNull();
    expect(rowOf('Beta Zrt.').getByRole('button', { name: hu['admin-accounts-switch'] })).toBeVisible();
  });

  it('switches the session account: the call, the new token and a success toast (spec 1 §4, §8)', async () => {
    const token = makeAdminToken({ aid: 4, an: 'Beta Zrt.' });
    const view = renderAdmin(<AccountsScreen />, {
      handlers: handlers({ 'POST session-account/set': () => ({ body: { status: 'ok', token } }) }),
    });
    await screen.findByRole('table');
    await userEvent.click(rowOf('Beta Zrt.').getByRole('button', { name: hu['admin-accounts-switch'] }));
    expect(await screen.findByText(hu['toast-session-account-switched'])).toBeVisible();
    expect(view.calls.find((c) => c.path === 'session-account/set')?.body).toEqual({ account_id: 4 });
    expect(view.session.sessionAccountId()).toBe(4);
  });

  it('a new account starts with language id 1; name, then at least one language are required (spec 1 §5)', async () => {
    const view = renderAdmin(<AccountsScreen />, {
      handlers: handlers({ 'POST accounts/add': () => ({ body: { status: 'ok', id: 9 } }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-accounts-add'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['admin-accounts-add-popup-title'] }));
    expect(dialog.getByRole('checkbox', { name: 'Magyar' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Magyar' }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['required-field'])).toBeVisible();
    expect(dialog.getByText(hu['admin-accounts-add-popup-language-required'])).toBeVisible();
    expect(view.calls.some((c) => c.path === 'accounts/add')).toBe(false);
    await userEvent.type(dialog.getByLabelText(hu['admin-accounts-name']), 'Gamma Kft.');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-account-created'])).toBeVisible();
    expect(view.calls.find((c) => c.path === 'accounts/add')?.body).toEqual({
      name: 'Gamma Kft.',
      lang_ids: [2],
      min_group_size: null,
      time_zone: 'Europe/Budapest',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an account; a failure shows a danger toast and keeps the popup (spec 1 §8)', async () => {
    renderAdmin(<AccountsScreen />, {
      handlers: handlers({ 'PUT accounts/4': () => apiError(500, 'internal') }),
    });
    await screen.findByRole('table');
    await userEvent.click(rowOf('Beta Zrt.').getByRole('button', { name: hu['common-edit'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['admin-accounts-edit-popup-title'] }));
    expect(dialog.getByLabelText(hu['admin-accounts-name'])).toHaveValue('Beta Zrt.');
    expect(dialog.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const toast = await screen.findByText(hu['toast-account-update-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  /** Opens Beta Zrt.'s edit popup (its own k is 7). */
  async function editBeta(extra: FakeHandlers = {}) {
    const view = renderAdmin(<AccountsScreen />, { handlers: handlers(extra) });
    await screen.findByRole('table');
    await userEvent.click(rowOf('Beta Zrt.').getByRole('button', { name: hu['common-edit'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['admin-accounts-edit-popup-title'] }));
    return { view, dialog, k: dialog.getByRole('spinbutton', { name: hu['admin-accounts-min-group-size'] }) };
  }

  it('graphs.md "Privacy": the k field shows the account\'s k, says that smaller groups are withheld and names the server minimum', async () => {
    const { view, dialog, k } = await editBeta();
    expect(k).toHaveValue(7);
    expect(k).toHaveAccessibleDescription(withMin('admin-accounts-min-group-size-hint'));
    expect(dialog.getByText(withMin('admin-accounts-min-group-size-hint'))).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('graphs.md "Privacy": a changed k is saved with the account', async () => {
    const { view, dialog, k } = await editBeta({ 'PUT accounts/4': () => ({ body: { status: 'ok' } }) });
    await userEvent.clear(k);
    await userEvent.type(k, '8');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-account-updated'])).toBeVisible();
    expect(view.calls.find((c) => c.path === 'accounts/4')?.body).toEqual({
      name: 'Beta Zrt.',
      lang_ids: [1, 2],
      min_group_size: 8,
      time_zone: 'Europe/Budapest',
    });
  });

  it('graphs.md "Privacy": an emptied k field saves null, the server\'s k', async () => {
    const { view, dialog, k } = await editBeta({ 'PUT accounts/4': () => ({ body: { status: 'ok' } }) });
    await userEvent.clear(k);
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-account-updated'])).toBeVisible();
    expect(view.calls.find((c) => c.path === 'accounts/4')?.body).toMatchObject({ min_group_size: null });
  });

  it('graphs.md "Privacy": a k outside 3–10 is a field error under the k field, and nothing is sent', async () => {
    const { view, dialog, k } = await editBeta();
    for (const value of ['2', '11']) {
      await userEvent.clear(k);
      await userEvent.type(k, value);
      await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
      expect(await dialog.findByText(withMin('error-min-group-size-out-of-range'))).toBeVisible();
      expect(k).toHaveAttribute('aria-invalid', 'true');
    }
    expect(view.calls.some((c) => c.path === 'accounts/4')).toBe(false);
  });

  // the server's floor is the one true lower limit (docs/privacy.md: 3–10, never below the server's MIN_GROUP_SIZE)
  it('graphs.md "Privacy": the k field states one lower limit, the server minimum, in its help and in every refusal', async () => {
    const { dialog, k } = await editBeta();
    const limits = (text: string) =>
      [...text.matchAll(/\d+/g)].map((m) => Number(m[0])).filter((n) => n < 10);
    expect(limits(dialog.getByText(/Egész szám/).textContent ?? '')).toEqual([5, 5]);
    expect(k).toHaveAttribute('min', '5');
    await userEvent.clear(k);
    await userEvent.type(k, '2');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const refusal = await dialog.findByText(/közötti egész szám/);
    expect(limits(refusal.textContent ?? '')).toEqual([5]);
  });

  it('graphs.md "Privacy": the server\'s min-group-size-below-server shows under the k field with the server minimum, not as a toast', async () => {
    const { view, dialog, k } = await editBeta({
      'PUT accounts/4': () =>
        apiError(400, 'min-group-size-below-server', {
          fields: [{ path: 'min_group_size', message: 'below' }],
          server_min_group_size: SERVER_MIN_GROUP_SIZE,
        }),
    });
    await userEvent.clear(k);
    await userEvent.type(k, '4');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const message = withMin('error-min-group-size-below-server');
    expect(await dialog.findByText(message)).toBeVisible();
    expect(k).toHaveAccessibleDescription(`${withMin('admin-accounts-min-group-size-hint')} ${message}`);
    expect(k).toHaveFocus();
    expect(screen.queryByText(hu['toast-account-update-error'])).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('docs/reports.md "Time zone": the account\'s zone is edited with it; an unknown zone is refused under its field in the form', async () => {
    const { view, dialog } = await editBeta({ 'PUT accounts/4': () => ({ body: { status: 'ok' } }) });
    const zone = dialog.getByRole('textbox', { name: hu['admin-accounts-time-zone'] });
    expect(zone).toHaveValue('Europe/Budapest');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/Budapesst');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['error-time-zone-unknown'])).toBeVisible();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(view.calls.some((c) => c.path === 'accounts/4')).toBe(false);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'America/New_York');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-account-updated'])).toBeVisible();
    expect(view.calls.find((c) => c.path === 'accounts/4')?.body).toMatchObject({
      time_zone: 'America/New_York',
    });
  });

  it('docs/reports.md "Time zone": the server\'s time-zone-unknown shows under the time zone field, not as a toast', async () => {
    const { view, dialog } = await editBeta({
      'PUT accounts/4': () =>
        apiError(400, 'time-zone-unknown', {
          fields: [{ path: 'time_zone', message: 'Unknown IANA time zone' }],
        }),
    });
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const zone = dialog.getByRole('textbox', { name: hu['admin-accounts-time-zone'] });
    expect(await dialog.findByText(hu['error-time-zone-unknown'])).toBeVisible();
    expect(zone).toHaveFocus();
    expect(screen.queryByText(hu['toast-account-update-error'])).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('disables and enables; a failure is silent (spec 1 §4, §8)', async () => {
    const view = renderAdmin(<AccountsScreen />, {
      handlers: handlers({
        'POST accounts/4/set-enabled': () => ({ body: { status: 'ok' } }),
        'POST accounts/5/set-enabled': () => apiError(500, 'internal'),
      }),
    });
    await screen.findByRole('table');
    await userEvent.click(rowOf('Beta Zrt.').getByRole('button', { name: hu['common-disable'] }));
    await userEvent.click(rowOf('Régi Bt.').getByRole('button', { name: hu['common-enable'] }));
    await waitFor(() => expect(view.calls.filter((c) => c.path.endsWith('set-enabled'))).toHaveLength(2));
    expect(view.calls.find((c) => c.path === 'accounts/4/set-enabled')?.body).toEqual({ enabled: false });
    expect(view.calls.find((c) => c.path === 'accounts/5/set-enabled')?.body).toEqual({ enabled: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
