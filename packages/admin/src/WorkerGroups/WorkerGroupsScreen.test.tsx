import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { WORKER_GROUPS } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { WorkerGroupsScreen } from './WorkerGroupsScreen';

const hu = messages.hu;

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
  ...extra,
});

describe('worker groups screen (spec 1 §2)', () => {
  it('lists the names and passes axe', async () => {
    const view = renderAdmin(<WorkerGroupsScreen />, { handlers: handlers() });
    expect(await screen.findByRole('cell', { name: 'Fizikai dolgozók' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Szellemi dolgozók' })).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows loading, the error and the empty text (spec 2 §4)', async () => {
    renderAdmin(<WorkerGroupsScreen />, { handlers: { 'GET worker-groups': () => pending() } });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<WorkerGroupsScreen />, {
      handlers: { 'GET worker-groups': () => apiError(403, 'forbidden') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-forbidden']);
    renderAdmin(<WorkerGroupsScreen />, {
      handlers: { 'GET worker-groups': () => ({ body: { worker_groups: [] } }) },
    });
    expect(await screen.findByText('Még nincs munkavállalói csoport.')).toBeVisible();
  });

  it('the name is required; the code is derived from it; saving toasts and reloads (spec 1 §3, §5, §8)', async () => {
    const view = renderAdmin(<WorkerGroupsScreen />, {
      handlers: handlers({ 'POST worker-groups': () => ({ body: { status: 'ok', id: 3 } }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-worker-groups-add'] }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['required-field'])).toBeVisible();
    await userEvent.type(dialog.getByLabelText(hu['admin-worker-groups-name']), 'Őrző-védő Szolgálat');
    // left empty, the code is derived from the name, and the field says which
    expect(dialog.getByLabelText('Kód')).toHaveValue('');
    expect(dialog.getByLabelText('Kód')).toHaveAttribute('placeholder', 'orzo-vedo-szolgalat');
    expect(dialog.getByLabelText('Kód')).toHaveAccessibleDescription(
      hu['admin-worker-groups-code-hint'].replace('{{code}}', 'orzo-vedo-szolgalat'),
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-worker-group-created'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Őrző-védő Szolgálat' });
    await waitFor(() =>
      expect(view.calls.filter((c) => c.path === 'worker-groups' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it("keeps the company's own code; a malformed or taken code is a field error, not a toast", async () => {
    let answer: 'ok' | 'conflict' = 'conflict';
    const view = renderAdmin(<WorkerGroupsScreen />, {
      handlers: handlers({
        'POST worker-groups': () =>
          answer === 'ok' ? { body: { status: 'ok', id: 3 } } : apiError(409, 'conflict', { field: 'code' }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-worker-groups-add'] }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-worker-groups-name']), 'Irodai dolgozók');
    const code = dialog.getByLabelText('Kód');
    await userEvent.type(code, 'Iroda 1');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['admin-worker-groups-code-invalid'])).toBeVisible();
    expect(view.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(code);
    await userEvent.type(code, 'iroda-1');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['admin-worker-groups-code-taken'])).toBeVisible();
    expect(screen.queryByText(hu['toast-worker-group-create-error'])).toBeNull();
    answer = 'ok';
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-worker-group-created'])).toBeVisible();
    expect(view.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Irodai dolgozók',
      code: 'iroda-1',
    });
  });

  it('a failed add shows a danger toast (spec 1 §8)', async () => {
    renderAdmin(<WorkerGroupsScreen />, {
      handlers: handlers({ 'POST worker-groups': () => apiError(500, 'internal') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-worker-groups-add'] }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-worker-groups-name']), 'Vezetők');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const toast = await screen.findByText(hu['toast-worker-group-create-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('reloads its list when the session account changes (spec 2 §2)', async () => {
    const view = renderAdmin(<WorkerGroupsScreen />, { handlers: handlers() });
    await screen.findByRole('table');
    view.session.replaceToken(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await waitFor(() => expect(view.calls.filter((c) => c.path === 'worker-groups')).toHaveLength(2));
  });
});
