import { graphMessages, messages } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { parseCsv, UTF8_BOM } from '../../spreadsheets/csv';
import { bootTenantsApp } from '../../test/fixtures';
import { writeCsv } from '../../spreadsheets/csv';

const { t, world: w } = await bootTenantsApp();

async function downloadCsv(accountId = w.accountA.id) {
  const ticket = await t.call({
    method: 'POST',
    url: '/api/download-tickets',
    payload: { resource: 'translations-csv', id: accountId },
    token: w.tokens.admin,
  });
  return t.call({ method: 'GET', url: `/api/language/${accountId}/csv?t=${ticket.json().ticket}` });
}

/** Uploads a csv as the browser does: a multipart form with one file part (spec 1 §7). */
async function uploadMultipart(csv: string, token = w.tokens.admin, accountId = w.accountA.id) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'translations.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.call({
    method: 'POST',
    url: `/api/language/${accountId}/csv`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    token,
  });
}

const merged = async (token = w.tokens.userA) =>
  (await t.call({ method: 'GET', url: '/api/account/translations', token })).json().translations;

describe('merged catalogue (spec 2 §2 Translations)', () => {
  it('gives every user the default hu and en catalogues before any override', async () => {
    expect(await merged(w.tokens.userB)).toEqual({ hu: messages.hu, en: messages.en });
  });
});

describe('translations csv round trip (spec 2 §7)', () => {
  it('downloads key, hu, en; an edited file uploads as overrides; other tenants are unaffected', async () => {
    const res = await downloadCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(res.body) ?? [];
    expect(rows[0]).toEqual(['key', 'hu', 'en']);
    expect(rows.find((r) => r[0] === 'common-save')).toEqual([
      'common-save',
      messages.hu['common-save'],
      messages.en['common-save'],
    ]);
    expect(rows).toHaveLength(Object.keys(messages.en).length + 1);

    const edited = rows.map((r) => (r[0] === 'common-save' ? [r[0], '=Mentés!', 'Store;=1+1'] : r));
    const upload = await uploadMultipart(writeCsv(edited));
    expect(upload.json()).toEqual({ status: 'ok', updated_count: 2 });
    const after = await merged();
    expect([after.hu['common-save'], after.en['common-save']]).toEqual(['=Mentés!', 'Store;=1+1']);
    expect(after.hu['common-cancel']).toBe(messages.hu['common-cancel']);
    expect((await merged(w.tokens.userB)).hu['common-save']).toBe(messages.hu['common-save']);

    // the next download neutralises the formula-like cell — and the formula a semicolon-splitting program would
    // start after `;` —, and uploading it unchanged changes nothing
    const again = parseCsv((await downloadCsv()).body) ?? [];
    expect(again.find((r) => r[0] === 'common-save')).toEqual(['common-save', "'=Mentés!", "Store;'=1+1"]);
    expect((await uploadMultipart(writeCsv(again))).json()).toEqual({ status: 'ok', updated_count: 2 });
    expect(await merged()).toEqual(after);
  });

  it('reverts an override when its cell is emptied, and takes a data URL too', async () => {
    await uploadMultipart(
      writeCsv([
        ['key', 'hu', 'en'],
        ['common-close', 'Bezár', ''],
      ]),
    );
    expect((await merged()).hu['common-close']).toBe('Bezár');
    const csv = writeCsv([
      ['key', 'hu', 'en'],
      ['common-close', '', ''],
    ]);
    const res = await t.call({
      method: 'POST',
      url: `/api/language/${w.accountA.id}/csv`,
      payload: { file: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}` },
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok', updated_count: 0 });
    expect((await merged()).hu['common-close']).toBe(messages.hu['common-close']);
  });

  it('reports unknown keys and broken placeholders and applies nothing', async () => {
    await uploadMultipart(
      writeCsv([
        ['key', 'hu', 'en'],
        ['common-add', 'Hozzáad', ''],
      ]),
    );
    const before = await merged();
    const res = await uploadMultipart(
      writeCsv([
        ['key', 'hu', 'en'],
        ['common-add', 'Új', ''],
        ['no-such-key', 'x', 'y'],
        ['admin-demographies-confirm-delete', 'Törlöd {{name}?', ''],
      ]),
    );
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: {
        error: {
          code: 'validation-failed',
          error_count: 2,
          errors: [
            { row: 3, key: 'no-such-key', problem: 'unknown-key' },
            { row: 4, key: 'admin-demographies-confirm-delete', language: 'hu', problem: 'placeholders' },
          ],
        },
      },
    });
    expect(await merged()).toEqual(before);
  });

  it('refuses a file that is not a translations csv', async () => {
    expect((await uploadMultipart('just,some\ncells,here\n')).json()).toEqual({
      error: { code: 'invalid-file' },
    });
    const noFile = await t.call({
      method: 'POST',
      url: `/api/language/${w.accountA.id}/csv`,
      payload: {},
      token: w.tokens.admin,
    });
    expect(noFile.json()).toEqual({ error: { code: 'invalid-file' } });
  });
});

describe('the graph texts of one language (what the embed element translates with)', () => {
  const graphTexts = (lang: string, token = w.tokens.userA) =>
    t.call({ method: 'GET', url: `/api/account/translations/graph?lang=${lang}`, token });

  it("gives the graph areas' texts in the asked language with the account's overrides, and no other area", async () => {
    await uploadMultipart(
      writeCsv([
        ['key', 'hu', 'en'],
        ['graph-title-total', 'Összesítő (saját)', 'Overview (ours)'],
        ['admin-demographies-title', 'Demográfiák (saját)', ''],
      ]),
    );
    const all = await merged();
    const en = (await graphTexts('en')).json();
    // the graph keys of the account's merged catalogue, earlier uploads in this file included
    expect(en).toEqual({
      language: 'en',
      translations: Object.fromEntries(Object.keys(graphMessages.en).map((key) => [key, all.en[key]])),
    });
    expect(en.translations['graph-title-total']).toBe('Overview (ours)');
    expect(en.translations).not.toHaveProperty('admin-demographies-title');
    const hu = (await graphTexts('hu')).json().translations;
    expect(hu['graph-title-total']).toBe('Összesítő (saját)');
    expect(hu['common-loading']).toBe(graphMessages.hu['common-loading']);
    // another tenant's users keep the defaults
    expect((await graphTexts('hu', w.tokens.userB)).json().translations).toEqual(graphMessages.hu);
  });

  it('answers 400 validation-failed for a language the catalogue does not have', async () => {
    const res = await graphTexts('de');
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
      status: 400,
      code: 'validation-failed',
    });
  });
});

/** A download ticket of account A's translations csv, as its admin asks it. */
const csvTicket = async () =>
  (
    await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      payload: { resource: 'translations-csv', id: w.accountA.id },
      token: w.tokens.admin,
    })
  ).json().ticket as string;

describe('translations calls: tickets and roles (spec 2 §6, §7)', () => {
  it('opens the csv once per ticket and not after expiry', async () => {
    const ticket = await csvTicket();
    const url = `/api/language/${w.accountA.id}/csv?t=${ticket}`;
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url })).json()).toEqual({
      error: { code: 'download-ticket-invalid' },
    });
    const late = await csvTicket();
    t.clock.advance(61_000);
    expect(
      (await t.call({ method: 'GET', url: `/api/language/${w.accountA.id}/csv?t=${late}` })).statusCode,
    ).toBe(403);
  });

  it("refuses users, and another account's id in the path", async () => {
    const csv = writeCsv([['key', 'hu', 'en']]);
    expect((await uploadMultipart(csv, w.tokens.userA)).statusCode).toBe(403);
    expect((await uploadMultipart(csv, w.tokens.admin, w.accountB.id)).json()).toEqual({
      error: { code: 'not-found' },
    });
    expect((await uploadMultipart(csv, w.tokens.adminB)).json()).toEqual({ error: { code: 'not-found' } });
  });
});
