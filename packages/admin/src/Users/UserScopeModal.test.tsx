import { messages } from '@pulzus/core';
import type { FakeHandlers } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demographyHandlers } from '../Demographies/demographies.fixtures';
import { axeViolations } from '../testing/axe';
import { ADMINS, SCOPE_CHECK_BELOW_K, USERS, WORKER_GROUPS } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { UsersScreen } from './UsersScreen';

const hu = messages.hu;
const PETER = USERS[0];
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

const handlers = (scope: unknown, extra: FakeHandlers = {}): FakeHandlers => ({
  ...demographyHandlers(),
  'GET users/admin': () => ({ body: { users: ADMINS } }),
  'GET users/get-user-list': () => ({ body: { users: USERS } }),
  [`GET users/${PETER?.id}/scope`]: () => ({ body: { scope } }),
  [`PUT users/${PETER?.id}/scope`]: () => ({ body: { status: 'ok' } }),
  ...extra,
});

async function openScope() {
  const cell = await screen.findByText(PETER?.name ?? '');
  const row = within(cell.closest('tr') as HTMLElement);
  await userEvent.click(row.getByRole('button', { name: hu['admin-users-action-scope'] }));
  const title = fill(hu['admin-users-scope-title'], { name: PETER?.name ?? '' });
  return within(await screen.findByRole('dialog', { name: title }));
}

describe('scopes on the users screen (docs/privacy.md Rule 10)', () => {
  it('an administrator is never offered a scope: the admins screen has no scope action', async () => {
    renderAdmin(<UsersScreen admin />, { handlers: handlers(null) });
    await screen.findByText(ADMINS[0]?.name ?? '');
    expect(screen.queryByRole('button', { name: hu['admin-users-action-scope'] })).toBeNull();
  });

  it('an empty scope is refused at the form with a message and nothing is saved', async () => {
    const view = renderAdmin(<UsersScreen admin={false} />, { handlers: handlers(null) });
    const dialog = await openScope();
    expect(await dialog.findByText(hu['admin-users-scope-unscoped'])).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(hu['admin-users-scope-error-empty']);
    expect(view.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the people the scope covers before saving, warns below k, allows no third dimension, and saves the scope', async () => {
    const group = WORKER_GROUPS[0];
    const view = renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers(null, {
        'POST users/scope-check': () => ({ body: SCOPE_CHECK_BELOW_K }),
      }),
    });
    const dialog = await openScope();
    await userEvent.click(await dialog.findByLabelText(group?.name ?? ''));
    await userEvent.click(await dialog.findByLabelText('Budapest'));
    // two dimensions chosen: a third demography's answers cannot be ticked
    expect(dialog.getByLabelText('Vezető')).toBeDisabled();
    expect(dialog.getByLabelText('Debrecen')).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-users-scope-check'] }));
    expect(await dialog.findByText(fill(hu['admin-users-scope-warning'], { k: 5 }))).toBeVisible();
    expect(
      dialog.getByText(fill(hu['admin-users-scope-respondents'], { count: 42 }), { exact: false }),
    ).toBeVisible();
    const scope = {
      worker_group_ids: [group?.id],
      demographies: [{ code: 'telephely', answers: ['Budapest'] }],
    };
    expect(view.calls.find((c) => c.path === 'users/scope-check')?.body).toEqual({ scope });
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-user-scope-saved'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({ scope });
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('a scoped user shows their scope ticked, and removing it makes them unscoped again', async () => {
    const view = renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({ worker_group_ids: [], demographies: [{ code: 'kor', answers: ['30 év alatt'] }] }),
    });
    const dialog = await openScope();
    await waitFor(() => expect(dialog.getByLabelText('30 év alatt')).toBeChecked());
    expect(dialog.getByText(hu['admin-users-scope-is-scoped'])).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-users-scope-remove'] }));
    expect(await screen.findByText(hu['toast-user-scope-removed'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({ scope: null });
  });
});

describe('the users list shows and filters by scope (docs/privacy.md Rule 10)', () => {
  it('each user shows their scope or "everything", and the scope filter keeps only the matching users', async () => {
    const group = WORKER_GROUPS[0];
    const [first, second] = USERS;
    const listed = USERS.map((user) =>
      user.id === first?.id
        ? {
            ...user,
            scope: {
              worker_group_ids: [group?.id],
              demographies: [{ code: 'telephely', answers: ['Pécs'] }],
            },
          }
        : { ...user, scope: null },
    );
    renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers(null, { 'GET users/get-user-list': () => ({ body: { users: listed } }) }),
    });
    const summary = `${group?.name} · telephely: Pécs`;
    const scopedRow = within((await screen.findByText(first?.name ?? '')).closest('tr') as HTMLElement);
    expect(await scopedRow.findByText(summary)).toBeVisible();
    const otherRow = within((await screen.findByText(second?.name ?? '')).closest('tr') as HTMLElement);
    expect(otherRow.getByText(hu['admin-users-scope-none'])).toBeVisible();
    const filter = screen.getByLabelText(hu['admin-users-scope-filter']);
    await userEvent.selectOptions(filter, summary);
    expect(screen.queryByText(second?.name ?? '')).toBeNull();
    expect(screen.getByText(first?.name ?? '')).toBeVisible();
    await userEvent.selectOptions(filter, hu['admin-users-scope-filter-unscoped']);
    expect(screen.queryByText(first?.name ?? '')).toBeNull();
    expect(screen.getByText(second?.name ?? '')).toBeVisible();
  });
});
