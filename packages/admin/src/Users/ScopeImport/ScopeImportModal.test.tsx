import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demographyHandlers } from '../../Demographies/demographies.fixtures';
import { axeViolations } from '../../testing/axe';
import { ADMINS, USERS } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render-admin';
import { UsersScreen } from '../UsersScreen';
import { PREVIEW, PREVIEW_WITH_ERRORS, scopeFile } from './scope-import.fixtures';

const hu = messages.hu;

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  ...demographyHandlers(),
  'GET users/admin': () => ({ body: { users: ADMINS } }),
  'GET users/get-user-list': () => ({ body: { users: USERS.map((user) => ({ ...user, scope: null })) } }),
  'POST users/scope-import/preview': () => ({ body: PREVIEW }),
  ...extra,
});

async function openImport() {
  await screen.findByText(USERS[0]?.name ?? '');
  await userEvent.click(screen.getByRole('button', { name: hu['admin-users-scope-import'] }));
  return within(await screen.findByRole('dialog', { name: hu['admin-users-scope-import-title'] }));
}

async function check(dialog: ReturnType<typeof within>, mode: 'create' | 'update' = 'update') {
  await userEvent.selectOptions(dialog.getByLabelText(hu['admin-users-scope-import-mode']), mode);
  const input = document.querySelector<HTMLInputElement>('dialog input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, scopeFile());
  await userEvent.click(dialog.getByRole('button', { name: hu['admin-users-scope-import-check'] }));
}

describe('the scope import popup of the users screen (docs/api.md "Scope import")', () => {
  it('is offered on the users screen only: administrators have no scope', async () => {
    renderAdmin(<UsersScreen admin />, { handlers: handlers() });
    await screen.findByText(ADMINS[0]?.name ?? '');
    expect(screen.queryByRole('button', { name: hu['admin-users-scope-import'] })).toBeNull();
  });

  it('previews the file with the chosen mode, then imports the same file and mode, and closes with a toast', async () => {
    const view = renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({
        'POST users/scope-import': () => ({
          body: { status: 'ok', created_count: 1, changed_count: 4, unchanged_count: 1 },
        }),
      }),
    });
    const dialog = await openImport();
    await check(dialog, 'create');
    const heading = await dialog.findByRole('heading', {
      name: hu['admin-users-scope-import-preview-title'].replace('{{file}}', 'latokorok.csv'),
    });
    expect(heading).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-users-scope-import-apply'] }));
    expect(await screen.findByText(hu['toast-scope-import-done'])).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = view.calls.filter((c) => c.path.startsWith('users/scope-import'));
    expect(sent.map((c) => c.path)).toEqual([
      'users/scope-import/preview?mode=create',
      'users/scope-import?mode=create',
    ]);
    // a multipart upload: the client leaves its content type to the browser (spec 1 §7 upload paths)
    for (const call of sent) expect(call.headers.get('content-type') ?? '').not.toContain('json');
  });

  it('names each refused cell by row and column in words and offers no import', async () => {
    renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({ 'POST users/scope-import/preview': () => ({ body: PREVIEW_WITH_ERRORS }) }),
    });
    const dialog = await openImport();
    await check(dialog);
    expect(await dialog.findByText('3. sor, látókör: nincs „Régió” nevű dimenzió.')).toBeVisible();
    expect(
      dialog.getByText(
        '5. sor, név: a cella =, +, - vagy @ jellel kezdődik, amelyet a táblázatkezelő képletként futtatna.',
      ),
    ).toBeVisible();
    expect(dialog.getByRole('button', { name: hu['admin-users-scope-import-apply'] })).toBeDisabled();
  });

  it('an import the server refuses shows why, keeps the popup open, and the file can be checked again', async () => {
    renderAdmin(<UsersScreen admin={false} />, {
      handlers: handlers({
        'POST users/scope-import': () =>
          apiError(422, 'scope-import-rows-invalid', {
            errors: [{ row: 2, column: 'email', code: 'email-taken' }],
            error_count: 1,
          }),
      }),
    });
    const dialog = await openImport();
    await check(dialog, 'create');
    await userEvent.click(await dialog.findByRole('button', { name: hu['admin-users-scope-import-apply'] }));
    const alert = await dialog.findByText(
      '2. sor, e-mail: egy másik fiók felhasználója használja ezt a címet.',
    );
    expect(alert).toBeVisible();
    expect(dialog.getByText(hu['error-scope-import-rows-invalid'])).toBeVisible();
    expect(dialog.getByRole('button', { name: hu['admin-users-scope-import-check'] })).toBeEnabled();
  });
});
