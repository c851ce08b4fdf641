import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants, createUser, FIXTURE_PASSWORD, tokenFor, markUserDeleted } from '../../test/fixtures';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { linkDigest, sendPasswordEmail } from './password-links';
import { settleReminders } from './password-reminder';

let t: TestApp;
let sink: SmtpSink;
let world: Awaited<ReturnType<typeof createTenants>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ SMTP_URL: sink.url });
  world = await createTenants(t);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const NEW_PASSWORD = 'Fresh-Maple-2047';

let clientIp = 0;
/** A call from its own client address, so the per-IP limits of the public calls never mix tests. */
const post = (url: string, payload: object, token?: string) =>
  t.call({
    method: 'POST',
    url,
    payload,
    token,
    remoteAddress: `10.8.${Math.floor(++clientIp / 250)}.${clientIp % 250}`,
  });
const login = (email: string, password: string) => post('/api/login', { email, password });

/** The mails the sink got for an address since `from`. */
const mailsTo = (email: string, from = 0) => sink.messages.slice(from).filter((m) => m.to.includes(email));

/** The uid and hash of the one link in a mail, with the page it opens. */
function linkOf(text: string) {
  const match = /(https?:\/\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error('no link in the mail');
  const url = new URL(match[1]);
  return {
    page: url.pathname,
    origin: url.origin,
    uid: Number(url.searchParams.get('uid')),
    hash: url.searchParams.get('hash') ?? '',
  };
}

let reminderIp = 0;

/** A public reminder from its own client address (the per-IP limit never mixes tests), its mails once sent. */
async function requestReminder(email: string, template = 'elfelejtett-jelszo') {
  const before = sink.messages.length;
  const res = await t.call({
    method: 'POST',
    url: '/api/users/password-reminder',
    payload: { email, email_template: template },
    remoteAddress: `10.9.0.${++reminderIp}`,
  });
  await settleReminders(t.app); // the mail follows the answer
  return { res, mails: mailsTo(email, before) };
}

const check = (uid: number, hash: string) =>
  post('/api/users/check-verify-hash', { user_id: uid, verify_hash: hash });
const setPassword = (uid: number, hash: string, password: string) =>
  post('/api/users/set-password', { user_id: uid, verify_hash: hash, password });

describe('forgotten password by e-mail (spec 1 §2, §4, §7)', () => {
  it('delivers the mail to the SMTP server with a link that sets a new password once', async () => {
    const user = await createUser(t, 'user', world.accountA.id, { name: 'Kiss Péter' });
    const { res, mails } = await requestReminder(user.email);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.text).toContain('Kedves Kiss Péter!');
    expect(mail?.headers).toMatch(/^From: Pulzus <noreply@pulzus\.hu>/m);
    const link = linkOf(mail?.text ?? '');
    expect(link).toMatchObject({
      page: '/forgotten-password',
      origin: 'http://localhost:3000',
      uid: user.id,
    });
    // at least 128 random bits, stored only as a digest
    expect(Buffer.from(link.hash, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.db
      .selectFrom('password_tokens')
      .select('digest')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((s) => s.digest)).toEqual([linkDigest(link.hash)]);

    expect((await check(link.uid, link.hash)).json()).toEqual({ status: 'ok' });
    expect((await setPassword(link.uid, link.hash, NEW_PASSWORD)).json()).toEqual({ status: 'ok' });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(401);

    // single use: the same link again is invalid-hash
    expect((await check(link.uid, link.hash)).json()).toEqual({ error: { code: 'invalid-hash' } });
    const replay = await setPassword(link.uid, link.hash, 'Another-Maple-2048');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: { code: 'invalid-hash' } });
  });

  it('refuses a link whose uid was swapped for another user', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const other = await createUser(t, 'user', world.accountA.id);
    const { mails } = await requestReminder(user.email);
    const link = linkOf(mails[0]?.text ?? '');
    expect((await check(other.id, link.hash)).json()).toEqual({ error: { code: 'invalid-hash' } });
    expect((await setPassword(other.id, link.hash, NEW_PASSWORD)).json()).toEqual({
      error: { code: 'invalid-hash' },
    });
    expect((await login(other.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    // the rightful owner can still use it
    expect((await check(user.id, link.hash)).json()).toEqual({ status: 'ok' });
  });

  it('expires the forgotten-password link after 60 minutes', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const link = linkOf((await requestReminder(user.email)).mails[0]?.text ?? '');
    t.clock.advance(59 * 60_000);
    expect((await check(link.uid, link.hash)).json()).toEqual({ status: 'ok' });
    t.clock.advance(2 * 60_000);
    expect((await check(link.uid, link.hash)).json()).toEqual({ error: { code: 'invalid-hash' } });
    expect((await setPassword(link.uid, link.hash, NEW_PASSWORD)).json()).toEqual({
      error: { code: 'invalid-hash' },
    });
  });

  it('keeps only the newest link of a kind valid', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const first = linkOf((await requestReminder(user.email)).mails[0]?.text ?? '');
    const second = linkOf((await requestReminder(user.email)).mails[0]?.text ?? '');
    expect((await check(user.id, first.hash)).json()).toEqual({ error: { code: 'invalid-hash' } });
    expect((await check(user.id, second.hash)).json()).toEqual({ status: 'ok' });
  });

  it('answers success to an unknown e-mail and sends nothing', async () => {
    const { res, mails } = await requestReminder('nobody-here@example.test');
    expect(res.json()).toEqual({ status: 'ok' });
    expect(mails).toHaveLength(0);
    const deleted = await createUser(t, 'user', world.accountA.id);
    await markUserDeleted(t, deleted.id);
    const gone = await requestReminder(deleted.email);
    expect(gone.res.json()).toEqual({ status: 'ok' });
    expect(gone.mails).toHaveLength(0);
  });

  it('answers validation-failed to an address that is not an e-mail (spec 1 §5)', async () => {
    const { res } = await requestReminder('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-failed');
  });

  it('mails an English user the English template', async () => {
    const user = await createUser(t, 'user', world.accountA.id, { name: 'Jane Doe', languageId: 2 });
    const mail = (await requestReminder(user.email)).mails[0];
    expect(mail?.text).toContain('Dear Jane Doe,');
    expect(mail?.text).toContain('60 minutes');
  });
});

describe('first-password link (spec 1 §2 new-password)', () => {
  it('opens /new-password and stays valid for 7 days', async () => {
    const user = await createUser(t, 'user', world.accountA.id, { password: null });
    const before = sink.messages.length;
    await sendPasswordEmail(t.app, user.id, 'uj-jelszo');
    const link = linkOf(mailsTo(user.email, before)[0]?.text ?? '');
    expect(link.page).toBe('/new-password');
    t.clock.advance(6 * 24 * 60 * 60_000);
    expect((await check(user.id, link.hash)).json()).toEqual({ status: 'ok' });
    expect((await setPassword(user.id, link.hash, NEW_PASSWORD)).json()).toEqual({ status: 'ok' });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after 7 days', async () => {
    const user = await createUser(t, 'user', world.accountA.id, { password: null });
    const before = sink.messages.length;
    await sendPasswordEmail(t.app, user.id, 'uj-jelszo');
    const link = linkOf(mailsTo(user.email, before)[0]?.text ?? '');
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    expect((await check(user.id, link.hash)).json()).toEqual({ error: { code: 'invalid-hash' } });
  });
});

describe('new password rules (spec 1 §5)', () => {
  async function freshLink() {
    const user = await createUser(t, 'user', world.accountA.id);
    return { user, link: linkOf((await requestReminder(user.email)).mails[0]?.text ?? '') };
  }

  it('refuses a weak password with weak-password and keeps the link usable', async () => {
    const { user, link } = await freshLink();
    for (const [weak, rule] of [
      ['Short1!', 'password-error-too-short'],
      ['alllowercase-1', 'password-error-no-upper'],
      ['ALLUPPER-1', 'password-error-no-lower'],
      ['NoDigits-here', 'password-error-no-digit'],
      ['NoSpecial123', 'password-error-no-special'],
    ] as const) {
      const res = await setPassword(user.id, link.hash, weak);
      // the field message names the rule the password breaks (docs/sign-in.md "Passwords")
      expect({ weak, status: res.statusCode, body: res.json() }).toEqual({
        weak,
        status: 400,
        body: { error: { code: 'weak-password', fields: [{ path: 'password', message: rule }] } },
      });
    }
    // 8 characters with all four kinds is the shortest strong password (spec 1 §5, §9)
    expect((await setPassword(user.id, link.hash, 'Kv7!mZq2')).json()).toEqual({ status: 'ok' });
  });

  it('refuses the most common passwords even dressed up to pass the strength rule', async () => {
    const { user, link } = await freshLink();
    for (const common of ['Abc123!!', 'Password1!', 'Qwerty123!']) {
      expect((await setPassword(user.id, link.hash, common)).json()).toEqual({
        error: { code: 'weak-password', fields: [{ path: 'password', message: 'password-error-common' }] },
      });
    }
    expect((await setPassword(user.id, link.hash, NEW_PASSWORD)).json()).toEqual({ status: 'ok' });
  });

  it('refuses more than 128 characters', async () => {
    const { user, link } = await freshLink();
    // varied letters: a run of one letter is a pattern the strength estimator refuses
    const long = `Aa1!${Array.from({ length: 125 }, (_, i) => String.fromCharCode(97 + (((i * 7919) % 9973) % 26))).join('')}`;
    expect((await setPassword(user.id, link.hash, long)).json()).toEqual({
      error: { code: 'weak-password', fields: [{ path: 'password', message: 'password-error-too-long' }] },
    });
    expect((await setPassword(user.id, link.hash, long.slice(0, 128))).json()).toEqual({ status: 'ok' });
  });
});

describe('change own password (spec 1 §5, §6, §7)', () => {
  it('checks the old password, ends other sessions and keeps this one on a fresh token', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const token = await tokenFor(t, user.id);
    const other = await tokenFor(t, user.id);
    const wrong = await post(
      '/api/users/change-password',
      { old_password: 'Not-The-Old-1', new_password: NEW_PASSWORD },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'wrong-old-password' } });
    const weak = await post(
      '/api/users/change-password',
      { old_password: FIXTURE_PASSWORD, new_password: 'weak' },
      token,
    );
    expect(weak.json()).toEqual({
      error: { code: 'weak-password', fields: [{ path: 'password', message: 'password-error-too-short' }] },
    });

    const res = await post(
      '/api/users/change-password',
      { old_password: FIXTURE_PASSWORD, new_password: NEW_PASSWORD },
      token,
    );
    expect(res.json()).toEqual({ status: 'ok' });
    const fresh = String(res.headers['x-se-token']);
    expect((await t.call({ method: 'GET', url: '/api/ping', token: other })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/ping', token })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/ping', token: fresh })).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('demo user refused (spec 1 §6)', () => {
  it('answers not-allowed on change password and the admin reminder; the public reminder sends nothing', async () => {
    const demo = await createUser(t, 'demo-user', world.accountA.id);
    const change = await post(
      '/api/users/change-password',
      { old_password: FIXTURE_PASSWORD, new_password: NEW_PASSWORD },
      await tokenFor(t, demo.id),
    );
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ error: { code: 'not-allowed' } });
    for (const template of ['elfelejtett-jelszo', 'uj-jelszo']) {
      const { res, mails } = await requestReminder(demo.email, template);
      // the public reminder answers every address alike (docs/sign-in.md)
      expect(res.json()).toEqual({ status: 'ok' });
      expect(mails).toHaveLength(0);
    }
    const byAdmin = await post(
      `/api/users/${demo.id}/send-password-reminder`,
      {},
      await tokenFor(t, world.admin.id),
    );
    expect(byAdmin.json()).toEqual({ error: { code: 'not-allowed' } });
    await expect(sendPasswordEmail(t.app, demo.id, 'elfelejtett-jelszo')).rejects.toMatchObject({
      code: 'not-allowed',
    });
    expect((await login(demo.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });
});

describe('admin password calls (spec 1 §2 users screen, §7)', () => {
  it("sets a user's password and ends that user's sessions", async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const userToken = await tokenFor(t, user.id);
    const admin = await tokenFor(t, world.admin.id);
    const weak = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      payload: { password: 'x' },
      token: admin,
    });
    expect(weak.json()).toEqual({
      error: { code: 'weak-password', fields: [{ path: 'password', message: 'password-error-too-short' }] },
    });
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      payload: { password: NEW_PASSWORD },
      token: admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await t.call({ method: 'GET', url: '/api/ping', token: userToken })).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const missing = await t.call({
      method: 'PUT',
      url: '/api/users/999999/password',
      payload: { password: NEW_PASSWORD },
      token: admin,
    });
    expect(missing.json()).toEqual({ error: { code: 'not-found' } });
  });

  it('sends the forgotten-password mail, or the first-password mail to a user without one', async () => {
    const admin = await tokenFor(t, world.admin.id);
    const withPassword = await createUser(t, 'user', world.accountA.id);
    const without = await createUser(t, 'user', world.accountA.id, { password: null });
    const before = sink.messages.length;
    for (const user of [withPassword, without]) {
      const res = await post(`/api/users/${user.id}/send-password-reminder`, {}, admin);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    expect(linkOf(mailsTo(withPassword.email, before)[0]?.text ?? '').page).toBe('/forgotten-password');
    expect(linkOf(mailsTo(without.email, before)[0]?.text ?? '').page).toBe('/new-password');
    const missing = await post('/api/users/999999/send-password-reminder', {}, admin);
    expect(missing.json()).toEqual({ error: { code: 'not-found' } });
  });
});

describe('mail delivery failure (spec 1 §8 send-error)', () => {
  it('answers send-error to the admin reminder when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const broken = await buildTestApp({ SMTP_URL: closed.url });
    try {
      const world = await createTenants(broken);
      const user = await createUser(broken, 'user', world.accountA.id);
      const res = await broken.call({
        method: 'POST',
        url: `/api/users/${user.id}/send-password-reminder`,
        payload: {},
        token: await tokenFor(broken, world.admin.id),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: { code: 'send-error' } });
      // the public reminder answers before mailing: its failure is only logged, never told
      const reminder = await broken.call({
        method: 'POST',
        url: '/api/users/password-reminder',
        payload: { email: user.email, email_template: 'elfelejtett-jelszo' },
      });
      expect(reminder.json()).toEqual({ status: 'ok' });
    } finally {
      await broken.close();
    }
  });
});
