import type { AuditEvent } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { NOT_AN_ADDRESS } from '../domains/auth/login.service';
import { parseCsv } from '../spreadsheets/csv';
import { createAccount, createUser, FIXTURE_PASSWORD, tokenFor, bootTenantsApp } from '../test/fixtures';
import { insertSurveyDate } from '../domains/demographies/survey-config.fixtures';

/**
 * docs/security.md "Audit log": sign-ins, lockouts, login-as, user, role and account changes,
 * downloads and embed key changes are recorded per account; admins read and filter their session
 * account's log and export it; nobody else reads it.
 */

const { t, world } = await bootTenantsApp();
let ip = 0;

const login = (email: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `10.50.${Math.floor(++ip / 250)}.${ip % 250}`,
  });

async function auditLog(token: string, query = ''): Promise<{ events: AuditEvent[]; total: number }> {
  const res = await t.call({ method: 'GET', url: `/api/audit-log${query ? `?${query}` : ''}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A new account with its own admin working in it, so each test reads a log of its own. */
async function freshTenant() {
  const account = await createAccount(t);
  const admin = await createUser(t, 'admin', account.id, { name: 'Audit Admin' });
  return { account, admin, token: await tokenFor(t, admin.id) };
}

const actions = (events: AuditEvent[]) => events.map((e) => e.action);

describe('the audit log records who did what (docs/security.md "Audit log")', () => {
  it('records sign-ins, failed sign-ins and the lock in the user’s account, under the typed address', async () => {
    const { account, token } = await freshTenant();
    const user = await createUser(t, 'user', account.id, { name: 'Ildikó Kiss' });
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(1000); // failures count from after the last sign-in
    for (let i = 0; i < 5; i++) await login(user.email.toUpperCase(), `Wrong-${i}-Aa!`);
    const { events } = await auditLog(token);
    expect(actions(events)).toEqual([
      'login-locked',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in',
    ]);
    expect(events.every((e) => e.actor_id === user.id && e.actor_name === user.email)).toBe(true);
    expect(events[0]?.ip).toMatch(/^10\.50\./);
  });

  it('records a failed sign-in on text that is no e-mail address without the text (a password in the wrong field)', async () => {
    const { token } = await freshTenant();
    const typed = `Secret-Pass-${Date.now()}`;
    const address = `nobody-${Date.now()}@example.test`;
    await login(typed, 'anything');
    await login(address, 'anything');
    const { events } = await auditLog(token, 'scope=platform&action=sign-in-failed');
    // a well-formed address is recorded as typed; other text is not, only that it was none
    expect(events.filter((e) => e.actor_name === address)).toHaveLength(1);
    expect(events.filter((e) => e.detail === NOT_AN_ADDRESS)).toEqual([
      expect.objectContaining({ actor_id: null, actor_name: null }),
    ]);
    const stored = await t.database.db.selectFrom('audit_events').selectAll().execute();
    expect(JSON.stringify(stored).toLowerCase()).not.toContain(typed.toLowerCase());
  });

  it('records login-as with the admin behind it, and what the admin then does in that session', async () => {
    const { account, admin, token } = await freshTenant();
    const user = await createUser(t, 'user', account.id, { name: 'Gábor Nagy' });
    const res = await t.call({ method: 'POST', url: `/api/users/${user.id}/login-as`, token, payload: {} });
    const impersonated = res.json().token as string;
    await t.call({ method: 'POST', url: '/api/logout', token: impersonated, payload: {} });
    // signing out of the login-as session ended the admin's session too (docs/sessions.md)
    const { events } = await auditLog(await tokenFor(t, admin.id));
    expect(actions(events)).toEqual(['sign-out', 'login-as']);
    const [signOut, loginAs] = events;
    expect(loginAs).toMatchObject({ actor_id: admin.id, subject_type: 'user', subject_id: user.id });
    expect(loginAs?.subject_name).toBe(`Gábor Nagy <${user.email}>`);
    expect(signOut).toMatchObject({ actor_id: user.id, impersonator_name: `Audit Admin <${admin.email}>` });
  });

  it('every write of a login-as session names the admin beside the user: downloads by ticket and by document token, the language, a report request', async () => {
    const account = await createAccount(t, undefined, [1, 2]);
    const admin = await createUser(t, 'admin', account.id, { name: 'Impersonating Admin' });
    const adminToken = await tokenFor(t, admin.id);
    const user = await createUser(t, 'user', account.id, { name: 'Zsófia Varga' });
    const date = await insertSurveyDate(t, account.id, { published: true });
    const document = await t.database.db
      .insertInto('documents')
      .values({
        account_id: account.id,
        survey_date_id: date.id,
        name: 'Beszámoló',
        file_name: 'beszamolo.pdf',
        original_filename: 'beszamolo.pdf',
        mime: 'application/pdf',
        size: 4,
        content: Buffer.from('%PDF'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/login-as`,
      token: adminToken,
      payload: {},
    });
    const as = login.json().token as string;

    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: as,
      payload: { resource: 'participation-xlsx', id: date.id },
    });
    const xlsx = await t.call({
      method: 'GET',
      url: `/api/graph/participation-rate/survey-dates/${date.id}/xlsx?t=${ticket.json().ticket}`,
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const docToken = await t.call({
      method: 'POST',
      url: `/api/documents/${document.id}/download`,
      token: as,
      payload: {},
    });
    const file = await t.call({ method: 'GET', url: `/api/documents/download/${docToken.json().token}` });
    expect(file.statusCode).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/account/languages/change/2', token: as })).statusCode,
    ).toBe(200);
    const report = await t.call({
      method: 'POST',
      url: '/api/reports',
      token: as,
      payload: { survey_date_id: date.id, format: 'pptx', language: 'hu' },
    });
    expect(report.statusCode, report.body).toBe(200);

    const { events } = await auditLog(adminToken);
    const byUser = events.filter((e) => e.actor_id === user.id);
    expect(actions(byUser)).toEqual(['report-requested', 'language-changed', 'download', 'download']);
    // what an admin reading the log notices: each names the user and the admin behind the session
    for (const event of byUser) {
      expect(event).toMatchObject({
        actor_name: `Zsófia Varga <${user.email}>`,
        impersonator_name: `Impersonating Admin <${admin.email}>`,
      });
    }
    expect(byUser.map((e) => e.detail)).toEqual(['pptx', 'en', 'document', 'participation-xlsx']);
  });

  it('a login-as session’s graph export, password change and return also name the admin beside the user', async () => {
    const account = await createAccount(t);
    const admin = await createUser(t, 'admin', account.id, { name: 'Second Admin' });
    const adminToken = await tokenFor(t, admin.id);
    const user = await createUser(t, 'user', account.id, { name: 'Márta Kiss' });
    const date = await insertSurveyDate(t, account.id, { published: true });
    const login = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/login-as`,
      token: adminToken,
      payload: {},
    });
    let as = login.json().token as string;
    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: as,
      payload: { resource: 'graph-excel-export', id: date.id },
    });
    const request = {
      type: 'commitment_total',
      query: { survey_dates: [date.id], show_satisfaction_index: false },
    };
    const xlsx = await t.call({
      method: 'POST',
      url: `/api/graph/excel-export?t=${ticket.json().ticket}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data: JSON.stringify({ title: 'Export', graph_data: [], graph_meta: { categories: [] }, request }),
      }).toString(),
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const changed = await t.call({
      method: 'POST',
      url: '/api/users/change-password',
      token: as,
      payload: { old_password: FIXTURE_PASSWORD, new_password: 'Copper-Lantern-58!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    as = String(changed.headers['x-se-token'] ?? as);
    const back = await t.call({ method: 'POST', url: '/api/session/return', token: as, payload: {} });
    expect(back.statusCode, back.body).toBe(200);

    const { events } = await auditLog(adminToken);
    const byUser = events.filter((e) => e.actor_id === user.id);
    expect(actions(byUser)).toEqual(['login-as-ended', 'password-changed', 'download']);
    for (const event of byUser) {
      expect(event).toMatchObject({
        actor_name: `Márta Kiss <${user.email}>`,
        impersonator_name: `Second Admin <${admin.email}>`,
      });
    }
    // a graph export, two argon2 hashes and the strength estimate's first load: seconds on a loaded machine
  }, 90_000);

  it('records user changes, role changes, disabling and deletion, and names a deleted user still', async () => {
    const { token } = await freshTenant();
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      token,
      payload: { name: 'Réka Tóth', nickname: 'Réka', email: 'reka.toth@example.test', role: 'user' },
    });
    const id = created.json().id as number;
    const fields = { name: 'Réka Tóth', nickname: 'Réka', email: 'reka.toth@example.test' };
    await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { ...fields, nickname: 'R', role: 'user' },
    });
    await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { ...fields, role: 'demo-user' },
    });
    await t.call({ method: 'POST', url: `/api/users/${id}/set-enabled`, token, payload: { enabled: false } });
    await t.call({ method: 'DELETE', url: `/api/users/${id}`, token });
    const { events } = await auditLog(token);
    expect(actions(events)).toEqual([
      'user-deleted',
      'user-disabled',
      'role-changed',
      'user-updated',
      'user-created',
    ]);
    expect(events[2]?.detail).toBe('demo-user');
    expect(events.every((e) => e.subject_name === 'Réka Tóth <reka.toth@example.test>')).toBe(true);
  });

  it('records account changes in that account, downloads and embed key changes', async () => {
    const { account } = await freshTenant();
    const adminB = await tokenFor(t, world.adminB.id);
    const setEnabled = (enabled: boolean) =>
      t.call({
        method: 'POST',
        url: `/api/accounts/${account.id}/set-enabled`,
        token: adminB,
        payload: { enabled },
      });
    await setEnabled(false);
    await setEnabled(true);
    const admin = await createUser(t, 'admin', account.id);
    const fresh = await tokenFor(t, admin.id);
    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: fresh,
      payload: { resource: 'translations-csv', id: account.id },
    });
    await t.call({ method: 'GET', url: `/api/language/${account.id}/csv?t=${ticket.json().ticket}` });
    const key = await t.call({
      method: 'POST',
      url: '/api/embed-keys',
      token: fresh,
      payload: { name: 'Intranet', graphs: ['commitment_total'], origins: ['https://intranet.example.test'] },
    });
    await t.call({ method: 'DELETE', url: `/api/embed-keys/${key.json().id}`, token: fresh });
    const { events } = await auditLog(fresh);
    expect(actions(events)).toEqual([
      'embed-key-revoked',
      'embed-key-created',
      'download',
      'account-enabled',
      'account-disabled',
    ]);
    expect(events[0]).toMatchObject({ subject_type: 'embed-key', subject_name: 'Intranet' });
    expect(events[2]).toMatchObject({ detail: 'translations-csv', actor_id: admin.id });
    expect(events[4]).toMatchObject({ subject_type: 'account', subject_name: account.name });
  });
});

describe('reading the audit log (docs/security.md "Audit log")', () => {
  it('filters by actor, subject, action and day, and pages newest first', async () => {
    const { account, admin } = await freshTenant();
    const anna = await createUser(t, 'user', account.id, { name: 'Anna Szabó' });
    const bela = await createUser(t, 'user', account.id, { name: 'Béla Varga' });
    await login(anna.email, FIXTURE_PASSWORD);
    t.clock.advance(2 * 24 * 60 * 60_000);
    await login(bela.email, FIXTURE_PASSWORD);
    await login(bela.email, 'Wrong-Password-1!');
    const token = await tokenFor(t, admin.id); // issued after the clock moved on
    expect((await auditLog(token, 'action=sign-in')).total).toBe(2);
    expect(actions((await auditLog(token, `actor=${encodeURIComponent(bela.email)}`)).events)).toEqual([
      'sign-in-failed',
      'sign-in',
    ]);
    const day = (offset: number) =>
      new Date(t.app.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await auditLog(token, `from=${day(-1)}`)).total).toBe(2);
    expect((await auditLog(token, `to=${day(-2)}`)).total).toBe(1);
    // moments too: the screen sends the instants its local days begin at (the last one exclusive)
    const now = t.app.now().getTime();
    const instant = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    expect((await auditLog(token, `from=${instant(now - 60_000)}`)).total).toBe(2);
    expect((await auditLog(token, `to=${instant(now - 60_000)}`)).total).toBe(1);
    const page = await auditLog(token, 'page=2&page_size=2');
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(actions(page.events)).toEqual(['sign-in']);
    // LIKE wildcards in a filter match themselves
    expect((await auditLog(token, 'actor=%25')).total).toBe(0);
    await t.call({ method: 'POST', url: `/api/users/${anna.id}/unlock-user`, token, payload: {} });
    expect((await auditLog(token, 'subject=Szab%C3%B3')).events[0]).toMatchObject({
      action: 'login-unlocked',
    });
  });

  it('another account’s admin reads none of it, a user is refused, and the platform scope holds no account’s events', async () => {
    const { account, token } = await freshTenant();
    const user = await createUser(t, 'user', account.id);
    await login(user.email, FIXTURE_PASSWORD);
    expect((await auditLog(token)).total).toBe(1);
    const other = await auditLog(await tokenFor(t, world.adminB.id));
    expect(other.events.some((e) => e.actor_id === user.id)).toBe(false);
    const platform = await auditLog(token, 'scope=platform');
    expect(platform.events.some((e) => e.actor_id === user.id)).toBe(false);
    const asUser = await t.call({ method: 'GET', url: '/api/audit-log', token: await tokenFor(t, user.id) });
    expect(asUser.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });

  it('exports the filtered log as csv with every field quoted and formula starts neutralised', async () => {
    const { account, token } = await freshTenant();
    const user = await createUser(t, 'user', account.id, { name: '=HYPERLINK("http://evil");x' });
    await login(user.email, FIXTURE_PASSWORD);
    await t.call({ method: 'POST', url: `/api/users/${user.id}/unlock-user`, token, payload: {} });
    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token,
      payload: { resource: 'audit-log-csv', id: account.id },
    });
    const res = await t.call({
      method: 'GET',
      url: `/api/audit-log/${account.id}/csv?t=${ticket.json().ticket}&action=login-unlocked`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-log-${account.id}.csv"`);
    const rows = parseCsv(res.body) ?? [];
    expect(rows[0]).toEqual([
      'time',
      'action',
      'actor',
      'impersonator',
      'subject_type',
      'subject',
      'detail',
      'ip',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe('login-unlocked');
    expect(rows[1]?.[5]).toBe(`'=HYPERLINK(""http://evil"");x <${user.email}>`.replaceAll('""', '"'));
    expect(res.body.split('\r\n')[1]?.startsWith('"')).toBe(true);
    // another account's log through a ticket of this one is the 404 of a missing id
    const foreign = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token,
      payload: { resource: 'audit-log-csv', id: world.accountB.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
