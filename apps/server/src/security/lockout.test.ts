import { describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../domains/auth/known-device';
import { settleReminders } from '../domains/auth/password-reminder';
import { createUser, FIXTURE_PASSWORD, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();
let ip = 0;

/** A sign-in from its own client address (a stranger rotating addresses), with an optional cookie. */
const login = (email: string, password: string, cookie?: string) =>
  t.call({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `10.40.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: cookie ? { cookie } : {},
  });

const minutes = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']) / 60;

describe('a lock that slows an attacker without locking the user out (penetration test; docs/sign-in.md)', () => {
  it('each failure after a lock doubles it, answered with Retry-After', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    for (let i = 0; i < 4; i++) expect((await login(user.email, `Wrong-${i}-Aa!`)).statusCode).toBe(401);
    const first = await login(user.email, 'Wrong-4-Aa!');
    expect(first.statusCode).toBe(423);
    expect(minutes(first)).toBe(15);
    t.clock.advance(15 * 60_000 + 1000);
    const second = await login(user.email, 'Wrong-5-Aa!');
    expect(second.statusCode).toBe(423);
    expect(minutes(second)).toBe(30);
    t.clock.advance(30 * 60_000 + 1000);
    expect(minutes(await login(user.email, 'Wrong-6-Aa!'))).toBe(60);
    // refused attempts while locked do not extend it
    const refused = await login(user.email, 'Wrong-7-Aa!');
    expect(refused.statusCode).toBe(423);
    expect(minutes(refused)).toBe(60);
  });

  it("the right password from the user's known browser still works while a stranger holds the lock", async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const signedIn = await login(user.email, FIXTURE_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    const cookie = setCookie.split(';')[0] ?? '';
    t.clock.advance(1000); // the failures come after the sign-in

    for (let i = 0; i < 5; i++) await login(user.email, `Wrong-${i}-Aa!`);
    // a new browser, even with the right password, waits for the lock
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(423);
    // the user's own browser signs in
    expect((await login(user.email, FIXTURE_PASSWORD, cookie)).statusCode).toBe(200);
    // a cookie of another user, or a forged one, does not pass the lock
    const other = await login(world.userA.email, FIXTURE_PASSWORD);
    const otherCookie = String(other.headers['set-cookie']).split(';')[0] ?? '';
    t.clock.advance(1000);
    for (let i = 0; i < 5; i++) await login(user.email, `Wrong-${i}-Aa!`);
    expect((await login(user.email, FIXTURE_PASSWORD, otherCookie)).statusCode).toBe(423);
    const forged = `${KNOWN_DEVICE_COOKIE}=${user.id}.9999999999.forged`;
    expect((await login(user.email, FIXTURE_PASSWORD, forged)).statusCode).toBe(423);
  });
});

describe('a lock is told to its user with a link that lifts it (docs/sign-in.md "Lock")', () => {
  const mailsTo = (address: string) =>
    t.database.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  it('the user gets one lock notice per lock, with the end of the lock and a reset link that unlocks at once', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    for (let i = 0; i < 5; i++) await login(user.email, `Wrong-${i}-Aa!`);
    // a refused attempt while locked sends nothing more
    expect((await login(user.email, 'Wrong-5-Aa!')).statusCode).toBe(423);
    await settleReminders(t.app);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Pulzus: a bejelentkezése zárolva van');
    const link = /https?:\/\/\S+\/forgotten-password\?uid=(\d+)&hash=([\w-]+)/.exec(mails[0]?.body ?? '');
    expect(link?.[1]).toBe(String(user.id));
    const reset = await t.call({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { user_id: user.id, verify_hash: link?.[2], password: 'Brand-New-Meadow-71' },
    });
    expect(reset.json()).toEqual({ status: 'ok' });
    // a stranger's browser with the new password is not held by the lock any more
    expect((await login(user.email, 'Brand-New-Meadow-71')).statusCode).toBe(200);
  });

  it('the lock notice gives the lock\'s end in the account\'s time zone (docs/reports.md "Time zone")', async () => {
    // Asia/Kathmandu is 5:45 ahead of UTC: no whole-hour zone (the server's, Budapest) prints its minutes
    await t.database.db
      .updateTable('accounts')
      .set({ time_zone: 'Asia/Kathmandu' })
      .where('id', '=', world.accountB.id)
      .execute();
    try {
      const user = await createUser(t, 'user', world.accountB.id);
      for (let i = 0; i < 5; i++) await login(user.email, `Wrong-${i}-Aa!`);
      await settleReminders(t.app);
      const row = await t.database.db
        .selectFrom('users')
        .select('login_locked_until')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const until = new Date(row.login_locked_until!);
      const at = (timeZone: string) =>
        new Intl.DateTimeFormat('hu-HU', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(until);
      const body = (await mailsTo(user.email))[0]?.body ?? '';
      expect(body).toContain(at('Asia/Kathmandu'));
      expect(body).not.toContain(at('Europe/Budapest'));
    } finally {
      await t.database.db
        .updateTable('accounts')
        .set({ time_zone: 'Europe/Budapest' })
        .where('id', '=', world.accountB.id)
        .execute();
    }
  });

  it('an address nobody has gets the same answers and no mail is written', async () => {
    const before = await t.database.db.selectFrom('outbox').select('id').execute();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await login('nobody-here@example.com', `Wrong-${i}-Aa!`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 423, 423]);
    await settleReminders(t.app);
    expect(await t.database.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
  });
});
