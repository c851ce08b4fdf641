import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { EMBED_KEYS, NEW_EMBED_KEY } from './embed-keys.fixtures';
import { EmbedKeysScreen } from './EmbedKeysScreen';

const hu = messages.hu;
const SERVER = 'https://pulzus.example';

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  'GET embed-keys': () => ({ body: { embed_keys: EMBED_KEYS } }),
  ...extra,
});

async function rowOf(name: string) {
  const cell = await screen.findByRole('cell', { name });
  return within(cell.closest('tr') as HTMLElement);
}

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: hu['admin-embed-keys-add'] }));
  return within(await screen.findByRole('dialog', { name: hu['admin-embed-keys-add-popup-title'] }));
}

afterEach(() => vi.restoreAllMocks());

describe('embed keys screen (issue #7)', () => {
  it('lists name, graphs by title, origins, creation, last use or "never", and the state; passes axe', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, { handlers: handlers() });
    const used = await rowOf('HR intranet – elkötelezettség');
    expect(used.getByText(hu['graph-title-commitment_total'])).toBeVisible();
    expect(used.getByText(hu['graph-title-commitment_ranking'])).toBeVisible();
    expect(used.getByText('https://intranet.acme.example')).toBeVisible();
    expect(used.getByText(hu['admin-embed-keys-active'])).toBeVisible();
    expect(used.getByRole('button', { name: hu['admin-embed-keys-revoke'] })).toBeVisible();
    const unused = await rowOf('Vezetői portál');
    expect(unused.getByText(hu['admin-embed-keys-never-used'])).toBeVisible();
    expect(unused.getByText('http://127.0.0.1:4020')).toBeVisible();
    const revoked = await rowOf('Régi intranet');
    expect(revoked.getByText(/^Visszavonva: /)).toHaveAttribute('data-state', 'revoked');
    expect(revoked.queryByRole('button', { name: hu['admin-embed-keys-revoke'] })).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows loading, the error and the empty text', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, { handlers: { 'GET embed-keys': () => pending() } });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: { 'GET embed-keys': () => apiError(403, 'forbidden') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-forbidden']);
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: { 'GET embed-keys': () => ({ body: { embed_keys: [] } }) },
    });
    expect(await screen.findByText(hu['admin-embed-keys-empty'])).toBeVisible();
  });

  it('the new key needs a name, a graph and an origin; nothing is sent until it has them', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, { handlers: handlers() });
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    expect(await dialog.findByText(hu['required-field'])).toBeVisible();
    expect(dialog.getByText(hu['admin-embed-keys-graphs-required'])).toBeVisible();
    expect(dialog.getByText(hu['admin-embed-keys-origins-required'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses an origin with a path or a wildcard as it is added, and normalises a good one', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, { handlers: handlers() });
    const dialog = await openCreate();
    const field = dialog.getByLabelText(hu['admin-embed-keys-origin-new']);
    for (const bad of ['https://intranet.acme.example/hr', 'https://*.acme.example']) {
      await userEvent.clear(field);
      await userEvent.type(field, `${bad}{Enter}`);
      expect(await dialog.findByText(hu['admin-embed-keys-origin-invalid'])).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.clear(field);
    await userEvent.type(field, 'HTTPS://Intranet.ACME.example:443/');
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-origin-add'] }));
    expect(dialog.getByText('https://intranet.acme.example')).toBeVisible();
    expect(field).toHaveValue('');
    await userEvent.type(field, 'https://intranet.acme.example{Enter}');
    expect(await dialog.findByText(hu['admin-embed-keys-origin-duplicate'])).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'https://intranet.acme.example eltávolítása' }));
    expect(dialog.queryByText('https://intranet.acme.example', { selector: 'code' })).toBeNull();
  });

  it('creates the key and shows it once with a copy button and the HTML snippet; closing forgets it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'POST embed-keys': () => ({ body: { id: 4, key: NEW_EMBED_KEY } }) }),
    });
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(hu['admin-embed-keys-name']), '  Intranet  ');
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-total'] }));
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-commitment_total'] }));
    // an origin typed but not yet added is added by saving
    await userEvent.type(
      dialog.getByLabelText(hu['admin-embed-keys-origin-new']),
      'https://Intra.acme.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));

    const created = within(await screen.findByRole('dialog', { name: hu['admin-embed-keys-created-title'] }));
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Intranet',
      graphs: ['commitment_total', 'total'],
      origins: ['https://intra.acme.example'],
    });
    expect(created.getByText(hu['admin-embed-keys-created-once'])).toBeVisible();
    expect(created.getByLabelText(hu['admin-embed-keys-key'])).toHaveValue(NEW_EMBED_KEY);
    const snippet = created.getByLabelText(hu['admin-embed-keys-snippet']) as HTMLTextAreaElement;
    expect(snippet.value.split('\n')).toEqual([
      `<script type="module" src="${SERVER}/embed/pulzus-graph.js"></script>`,
      `<pulzus-graph server="${SERVER}" key="${NEW_EMBED_KEY}" slug="commitment_total" lang="hu"></pulzus-graph>`,
      `<pulzus-graph server="${SERVER}" key="${NEW_EMBED_KEY}" slug="total" lang="hu"></pulzus-graph>`,
    ]);
    await userEvent.click(created.getByRole('button', { name: hu['admin-embed-keys-copy-key'] }));
    expect(writeText).toHaveBeenLastCalledWith(NEW_EMBED_KEY);
    expect(await screen.findByText(hu['admin-embed-keys-copied'])).toBeVisible();
    await userEvent.click(created.getByRole('button', { name: hu['admin-embed-keys-copy-snippet'] }));
    expect(writeText).toHaveBeenLastCalledWith(snippet.value);
    await waitFor(() =>
      expect(view.calls.filter((c) => c.path === 'embed-keys' && c.method === 'GET')).toHaveLength(2),
    );

    await userEvent.click(created.getByRole('button', { name: hu['common-close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.container.textContent).not.toContain(NEW_EMBED_KEY);
  });

  it('says so when copying fails, so the key can be copied by hand', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'POST embed-keys': () => ({ body: { id: 4, key: NEW_EMBED_KEY } }) }),
    });
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(hu['admin-embed-keys-name']), 'Intranet');
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-total'] }));
    await userEvent.type(
      dialog.getByLabelText(hu['admin-embed-keys-origin-new']),
      'https://intra.acme.example{Enter}',
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    const created = within(await screen.findByRole('dialog', { name: hu['admin-embed-keys-created-title'] }));
    await userEvent.click(created.getByRole('button', { name: hu['admin-embed-keys-copy-key'] }));
    const toast = await screen.findByText(hu['admin-embed-keys-copy-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('a failed create shows a danger toast and keeps the popup (spec 1 §8)', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'POST embed-keys': () => apiError(500, 'internal') }),
    });
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(hu['admin-embed-keys-name']), 'Intranet');
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-total'] }));
    await userEvent.type(
      dialog.getByLabelText(hu['admin-embed-keys-origin-new']),
      'https://intra.acme.example{Enter}',
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    const toast = await screen.findByText(hu['toast-embed-key-create-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('dialog', { name: hu['admin-embed-keys-add-popup-title'] })).toBeVisible();
  });

  it('revoking asks first: No sends nothing, Revoke revokes with a toast and reloads', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'DELETE embed-keys/2': () => ({ body: { status: 'ok' } }) }),
    });
    const row = await rowOf('Vezetői portál');
    await userEvent.click(row.getByRole('button', { name: hu['admin-embed-keys-revoke'] }));
    let confirm = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    expect(
      confirm.getByText(/Biztosan visszavonja a\(z\) Vezetői portál beágyazási kulcsot\?/),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: hu['common-no'] }));
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(row.getByRole('button', { name: hu['admin-embed-keys-revoke'] }));
    confirm = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    await userEvent.click(confirm.getByRole('button', { name: hu['admin-embed-keys-revoke'] }));
    expect(await screen.findByText(hu['toast-embed-key-revoked'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'DELETE' && c.path === 'embed-keys/2')).toBe(true);
    expect(view.calls.filter((c) => c.path === 'embed-keys' && c.method === 'GET')).toHaveLength(2);
  });

  it('a failed revoke shows a danger toast', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'DELETE embed-keys/3': () => apiError(500, 'internal') }),
    });
    const row = await rowOf('HR intranet – elkötelezettség');
    await userEvent.click(row.getByRole('button', { name: hu['admin-embed-keys-revoke'] }));
    const confirm = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    await userEvent.click(confirm.getByRole('button', { name: hu['admin-embed-keys-revoke'] }));
    const toast = await screen.findByText(hu['toast-embed-key-revoke-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('reloads its list when the session account changes (spec 2 §2)', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, { handlers: handlers() });
    await screen.findByRole('table');
    view.session.replaceToken(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await waitFor(() => expect(view.calls.filter((c) => c.path === 'embed-keys')).toHaveLength(2));
  });

  it('speaks English with an English session', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers(),
      token: makeAdminToken({ lang_id: 2, lang_code: 'en' }),
    });
    expect(await screen.findByRole('heading', { name: messages.en['admin-embed-keys-title'] })).toBeVisible();
    expect(await screen.findAllByText(messages.en['admin-embed-keys-active'])).toHaveLength(2);
  });
});
