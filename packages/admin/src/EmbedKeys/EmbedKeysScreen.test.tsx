import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import {
  EMBED_KEYS,
  LOCK_DEMOGRAPHIES,
  lockListHandlers,
  NEW_EMBED_KEY,
  NEW_SIGNING_SECRET,
} from './embed-keys.fixtures';
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

/** Opens the confirmation of a row's action. */
async function askRowAction(row: ReturnType<typeof within>, action: string) {
  await userEvent.click(row.getByRole('button', { name: action }));
  return within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
}

/** Confirms a row's action: its button, then the same button in the confirmation. */
async function confirmRowAction(rowName: string, action: string) {
  const confirm = await askRowAction(await rowOf(rowName), action);
  await userEvent.click(confirm.getByRole('button', { name: action }));
}

/** Expects a toast of the text in the danger tone. */
async function expectDangerToast(text: string) {
  const toast = await screen.findByText(text);
  expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
}

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: hu['admin-embed-keys-add'] }));
  return within(await screen.findByRole('dialog', { name: hu['admin-embed-keys-add-popup-title'] }));
}

/** Creates a key Intranet of the total graph for the intranet's origin. */
async function createTotalKey() {
  const dialog = await openCreate();
  await userEvent.type(dialog.getByLabelText(hu['admin-embed-keys-name']), 'Intranet');
  await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-total'] }));
  await userEvent.type(
    dialog.getByLabelText(hu['admin-embed-keys-origin-new']),
    'https://intra.acme.example{Enter}',
  );
  await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
}

afterEach(() => vi.restoreAllMocks());

describe('embed keys screen', () => {
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
      lock: null,
      require_signed_token: false,
      allows_comments: false,
      signing_secret: false,
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
    await createTotalKey();
    const created = within(await screen.findByRole('dialog', { name: hu['admin-embed-keys-created-title'] }));
    await userEvent.click(created.getByRole('button', { name: hu['admin-embed-keys-copy-key'] }));
    await expectDangerToast(hu['admin-embed-keys-copy-error']);
  });

  it('a failed create shows a danger toast and keeps the popup (spec 1 §8)', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'POST embed-keys': () => apiError(500, 'internal') }),
    });
    await createTotalKey();
    await expectDangerToast(hu['toast-embed-key-create-error']);
    expect(screen.getByRole('dialog', { name: hu['admin-embed-keys-add-popup-title'] })).toBeVisible();
  });

  it('revoking asks first: No sends nothing, Revoke revokes with a toast and reloads', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'DELETE embed-keys/2': () => ({ body: { status: 'ok' } }) }),
    });
    const row = await rowOf('Vezetői portál');
    let confirm = await askRowAction(row, hu['admin-embed-keys-revoke']);
    expect(
      confirm.getByText(/Biztosan visszavonja a\(z\) Vezetői portál beágyazási kulcsot\?/),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: hu['common-no'] }));
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    confirm = await askRowAction(row, hu['admin-embed-keys-revoke']);
    await userEvent.click(confirm.getByRole('button', { name: hu['admin-embed-keys-revoke'] }));
    expect(await screen.findByText(hu['toast-embed-key-revoked'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'DELETE' && c.path === 'embed-keys/2')).toBe(true);
    expect(view.calls.filter((c) => c.path === 'embed-keys' && c.method === 'GET')).toHaveLength(2);
  });

  it('a failed revoke shows a danger toast', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'DELETE embed-keys/3': () => apiError(500, 'internal') }),
    });
    await confirmRowAction('HR intranet – elkötelezettség', hu['admin-embed-keys-revoke']);
    await expectDangerToast(hu['toast-embed-key-revoke-error']);
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
    expect(await screen.findAllByText(messages.en['admin-embed-keys-active'])).toHaveLength(3);
  });
});

const en = messages.en;

/** Fills a new key's name and origin, as every create below needs. */
async function nameAndOrigin(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText(hu['admin-embed-keys-name']), 'Intranet');
  await userEvent.type(
    dialog.getByLabelText(hu['admin-embed-keys-origin-new']),
    'https://intra.acme.example{Enter}',
  );
}

describe('embed keys screen: pinned queries and signed tokens (docs/embedding.md)', () => {
  it("shows each key's pin, the controls left to the page and its signing", async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, { handlers: handlers() });
    const pinned = await rowOf('Vezetői hírlevél – rögzített');
    expect(
      pinned.getByText(
        hu['admin-embed-keys-pinned'].replace('{{graph}}', hu['graph-title-commitment_demographics']),
      ),
    ).toBeVisible();
    expect(
      pinned.getByText(
        hu['admin-embed-keys-page-may-change'].replace(
          '{{controls}}',
          `${hu['admin-embed-keys-control-filters']}; ${hu['admin-embed-keys-control-show_satisfaction_index']}`,
        ),
      ),
    ).toBeVisible();
    expect(pinned.getByText(hu['admin-embed-keys-signed-only'])).toBeVisible();
    const open = await rowOf('Vezetői portál');
    expect(open.getByText(hu['admin-embed-keys-any-query'])).toBeVisible();
  });

  it("pins a graph's query from the account's data, with the controls left to the page and a signing secret", async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({
        ...lockListHandlers,
        'POST embed-keys': () => ({
          body: { id: 5, key: NEW_EMBED_KEY, signing_secret: NEW_SIGNING_SECRET },
        }),
      }),
    });
    const dialog = await openCreate();
    await nameAndOrigin(dialog);
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-pin-toggle'] }));
    // the graph list gives way to the pin's one graph
    expect(dialog.queryByRole('checkbox', { name: hu['graph-title-total'] })).toBeNull();
    await userEvent.selectOptions(
      dialog.getByLabelText(hu['admin-embed-keys-pin-graph']),
      hu['graph-title-commitment_demographics'],
    );
    // only published dates are offered: an embed reads no other
    expect(dialog.queryByRole('checkbox', { name: '2024. szeptember' })).toBeNull();
    await userEvent.click(await dialog.findByRole('checkbox', { name: '2024. március' }));
    await userEvent.selectOptions(
      dialog.getByLabelText(hu['graph-sidebar-worker-group']),
      'Szellemi dolgozók',
    );
    await userEvent.selectOptions(
      await dialog.findByLabelText(hu['graph-sidebar-demography']),
      LOCK_DEMOGRAPHIES[0]!.name,
    );
    await userEvent.selectOptions(
      dialog.getByLabelText(hu['admin-embed-keys-pin-filter-demography']),
      'Telephely',
    );
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Budapest' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-control-filters'] }));
    // a control the graph has not is not offered
    expect(dialog.queryByRole('checkbox', { name: hu['admin-embed-keys-control-topic'] })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-require-token'] }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));

    const created = within(await screen.findByRole('dialog', { name: hu['admin-embed-keys-created-title'] }));
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Intranet',
      graphs: ['commitment_demographics'],
      origins: ['https://intra.acme.example'],
      lock: {
        slug: 'commitment_demographics',
        params: {
          survey_dates: [11],
          main_dimension_demography_id: 31,
          filters: [
            { type: 'worker_group', worker_group_ids: [2] },
            { type: 'demography', demography_id: 32, demography_answer_ids: [321] },
          ],
          show_satisfaction_index: false,
        },
        controls: ['filters'],
      },
      require_signed_token: true,
      allows_comments: false,
      signing_secret: true,
    });
    expect(created.getByLabelText(hu['admin-embed-keys-secret'])).toHaveValue(NEW_SIGNING_SECRET);
    expect(created.getByLabelText(hu['admin-embed-keys-key-id'])).toHaveValue('5');
    expect(created.getByText(hu['admin-embed-keys-secret-once'])).toBeVisible();
    // a key that draws through signed tokens only gets no snippet with the bare key
    expect(created.queryByLabelText(hu['admin-embed-keys-snippet'])).toBeNull();
    expect(created.getByText(hu['admin-embed-keys-created-signed-only'])).toBeVisible();
    await userEvent.click(created.getByRole('button', { name: hu['common-close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.container.textContent).not.toContain(NEW_SIGNING_SECRET);
  });

  it('sends nothing while the pinned query misses a part its graph needs, and says which', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers(lockListHandlers),
    });
    const dialog = await openCreate();
    await nameAndOrigin(dialog);
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-pin-toggle'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    expect(await dialog.findByText(hu['admin-embed-keys-pin-incomplete'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('draws only with signed tokens only when there is a secret: requiring them creates one', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, { handlers: handlers() });
    const dialog = await openCreate();
    const secret = dialog.getByRole('checkbox', { name: hu['admin-embed-keys-create-secret'] });
    expect(secret).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-require-token'] }));
    expect(secret).toBeChecked();
    expect(secret).toBeDisabled();
  });

  it('edits a pinned key: the popup starts from its pin and saves it with PUT', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ ...lockListHandlers, 'PUT embed-keys/4': () => ({ body: { status: 'ok' } }) }),
    });
    const row = await rowOf('Vezetői hírlevél – rögzített');
    await userEvent.click(row.getByRole('button', { name: hu['common-edit'] }));
    const dialog = within(
      await screen.findByRole('dialog', { name: hu['admin-embed-keys-edit-popup-title'] }),
    );
    expect(dialog.getByLabelText(hu['admin-embed-keys-name'])).toHaveValue('Vezetői hírlevél – rögzített');
    expect(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-pin-toggle'] })).toBeChecked();
    expect(await dialog.findByRole('checkbox', { name: '2024. március' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-control-filters'] })).toBeChecked();
    expect(dialog.getByText(hu['admin-embed-keys-has-secret'])).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-control-filters'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-embed-key-updated'])).toBeVisible();
    const put = view.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('embed-keys/4');
    expect(put?.body).toEqual({
      name: 'Vezetői hírlevél – rögzített',
      graphs: ['commitment_demographics'],
      origins: ['https://hirlevel.acme.example'],
      lock: { ...EMBED_KEYS[0]!.lock, controls: ['show_satisfaction_index'] },
      require_signed_token: true,
      allows_comments: false,
    });
  });

  it('a key that allows comments starts with the switch on, explained; switching it off saves allows_comments false', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'PUT embed-keys/3': () => ({ body: { status: 'ok' } }) }),
    });
    const row = await rowOf('HR intranet – elkötelezettség');
    await userEvent.click(row.getByRole('button', { name: hu['common-edit'] }));
    const dialog = within(
      await screen.findByRole('dialog', { name: hu['admin-embed-keys-edit-popup-title'] }),
    );
    const comments = dialog.getByRole('switch', { name: hu['admin-embed-keys-allows-comments'] });
    expect(comments).toBeChecked();
    expect(comments).toHaveAccessibleDescription(hu['admin-embed-keys-allows-comments-hint']);
    await userEvent.click(comments);
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-embed-key-updated'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ allows_comments: false });
  });

  it('a new signing secret asks first, then shows the secret once with the key id', async () => {
    const view = renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({
        'POST embed-keys/3/signing-secret': () => ({ body: { signing_secret: NEW_SIGNING_SECRET } }),
      }),
    });
    const row = await rowOf('HR intranet – elkötelezettség');
    let confirm = await askRowAction(row, hu['admin-embed-keys-rotate-secret']);
    await userEvent.click(confirm.getByRole('button', { name: hu['common-no'] }));
    expect(view.calls.some((c) => c.path.endsWith('signing-secret'))).toBe(false);
    confirm = await askRowAction(row, hu['admin-embed-keys-rotate-secret']);
    await userEvent.click(confirm.getByRole('button', { name: hu['admin-embed-keys-rotate-secret'] }));
    const shown = within(
      await screen.findByRole('dialog', {
        name: hu['admin-embed-keys-secret-title'].replace('{{name}}', 'HR intranet – elkötelezettség'),
      }),
    );
    expect(shown.getByLabelText(hu['admin-embed-keys-secret'])).toHaveValue(NEW_SIGNING_SECRET);
    expect(shown.getByLabelText(hu['admin-embed-keys-key-id'])).toHaveValue('3');
    await userEvent.click(shown.getByRole('button', { name: hu['common-close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.container.textContent).not.toContain(NEW_SIGNING_SECRET);
  });

  it('a failed secret rotation shows a danger toast and no secret', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers({ 'POST embed-keys/3/signing-secret': () => apiError(500, 'internal') }),
    });
    await confirmRowAction('HR intranet – elkötelezettség', hu['admin-embed-keys-rotate-secret']);
    await expectDangerToast(hu['toast-embed-key-rotate-error']);
  });

  it('speaks English in the pinned-query fields too', async () => {
    renderAdmin(<EmbedKeysScreen serverUrl={SERVER} />, {
      handlers: handlers(lockListHandlers),
      token: makeAdminToken({ lang_id: 2, lang_code: 'en' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: en['admin-embed-keys-add'] }));
    const dialog = within(
      await screen.findByRole('dialog', { name: en['admin-embed-keys-add-popup-title'] }),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: en['admin-embed-keys-pin-toggle'] }));
    expect(await dialog.findByRole('checkbox', { name: 'March 2024' })).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: en['admin-embed-keys-control-survey_dates'] })).toBeVisible();
  });
});
