import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, tokenFor, bootTenantsApp } from '../../test/fixtures';
import { LOGIN_RATE_LIMIT } from './auth.routes';

const { t, world } = await bootTenantsApp();
let ipSerial = 0;

/** Each test signs in from its own address, so the per-IP limit never mixes tests. */
const freshIp = () => `10.0.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

function login(email: string, password: string, ip = freshIp()) {
  return t.call({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

async function newUser(fields: { disabled?: boolean; deleted?: boolean; accountDisabled?: boolean } = {}) {
  const db = t.database.db;
  const account = await db
    .insertInto('accounts')
    .values({
      name: `Login ${++ipSerial}`,
      min_group_size: null,
      is_disabled: fields.accountDisabled ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      account_id: account.id,
      role_id: 2,
      name: 'Login Person',
      nickname: 'Lp',
      email: `login${ipSerial}@example.test`,
      mobile: null,
      password_hash: (
        await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', world.userA.id)
          .executeTakeFirstOrThrow()
      ).password_hash,
      session_account_id: null,
      is_disabled: fields.disabled ?? false,
      deleted_at: fields.deleted ? new Date() : null,
    })
    .returning(['id', 'email', 'account_id'])
    .executeTakeFirstOrThrow();
  return user;
}

const WRONG = { error: { code: 'login-wrong-password', errorCode: 'login-wrong-password' } };

describe('login (spec 1 §3, §7)', () => {
  it('answers a token with the claims of spec 1 §3 for a user', async () => {
    const res = await login(world.userA.email, FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims).toMatchObject({
      uid: world.userA.id,
      role: 'user',
      nickname: 'Anna',
      aid: world.accountA.id,
      an: 'Alfa Kft.',
      lang_id: 1,
      lang_code: 'hu',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  // docs/reports.md "Time zone": the portal prints every moment in the session account's zone, which the token carries
  it("carries the session account's time zone (atz), which the screens print times in", async () => {
    await t.database.db
      .updateTable('accounts')
      .set({ time_zone: 'Asia/Kathmandu' })
      .where('id', '=', world.accountA.id)
      .execute();
    const res = await login(world.userA.email, FIXTURE_PASSWORD);
    expect(decodeJwt(res.json().token)).toMatchObject({ aid: world.accountA.id, atz: 'Asia/Kathmandu' });
    await t.database.db
      .updateTable('accounts')
      .set({ time_zone: 'Europe/Budapest' })
      .where('id', '=', world.accountA.id)
      .execute();
  });

  it("gives an admin their stored session account and the user's language", async () => {
    await t.database.db
      .updateTable('users')
      .set({ language_id: 2 })
      .where('id', '=', world.adminB.id)
      .execute();
    const res = await login(world.adminB.email, FIXTURE_PASSWORD);
    expect(decodeJwt(res.json().token)).toMatchObject({
      role: 'admin',
      aid: world.accountB.id,
      lang_id: 2,
      lang_code: 'en',
    });
  });

  it('ignores the case and surrounding spaces of the e-mail', async () => {
    const res = await login(`  ${world.userA.email.toUpperCase()} `, FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
  });
});

describe('login errors without enumeration (spec 1 §8)', () => {
  it('answers a wrong password, an unknown e-mail and a deleted user the same', async () => {
    const deleted = await newUser({ deleted: true });
    const answers = [
      await login(world.userA.email, 'Wrong-Password-1'),
      await login('nobody-at-all@example.test', 'Wrong-Password-1'),
      await login(deleted.email, FIXTURE_PASSWORD),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(WRONG);
    }
  });

  it('answers a disabled user or a disabled account as a wrong password, even with the right one', async () => {
    const disabled = await newUser({ disabled: true });
    const inDisabledAccount = await newUser({ accountDisabled: true });
    for (const user of [disabled, inDisabledAccount]) {
      const right = await login(user.email, FIXTURE_PASSWORD);
      expect(right.statusCode).toBe(401);
      expect(right.json()).toEqual(WRONG);
      expect((await login(user.email, 'Wrong-Password-1')).json()).toEqual(WRONG);
    }
  });

  it('refuses a user who never set a password, whatever is typed', async () => {
    const user = await newUser();
    await t.database.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    expect((await login(user.email, 'no-such-user-timing-equaliser')).json()).toEqual(WRONG);
  });

  it('answers validation-failed to an empty password (spec 1 §5)', async () => {
    const res = await login(world.userA.email, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-failed');
  });
});

describe('login lock after 5 wrong passwords in 15 minutes (spec 1 §4)', () => {
  it('locks on the 5th failure for 15 minutes with unlockTime, refusing even the right password', async () => {
    const user = await newUser();
    for (let i = 0; i < 4; i++) expect((await login(user.email, `Wrong-${i}-Aa!`)).json()).toEqual(WRONG);
    const fifth = await login(user.email, 'Wrong-5-Aa!');
    const unlockTime = new Date(t.clock.now + 15 * 60_000).toISOString();
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ error: { code: 'login-locked', errorCode: 'login-locked', unlockTime } });
    const stored = await t.database.db
      .selectFrom('users')
      .select('login_locked_until')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.login_locked_until?.toISOString()).toBe(unlockTime);

    t.clock.advance(14 * 60_000);
    const right = await login(user.email, FIXTURE_PASSWORD);
    expect(right.json()).toEqual({ error: { code: 'login-locked', errorCode: 'login-locked', unlockTime } });

    t.clock.advance(61_000);
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures within 15 minutes', async () => {
    const user = await newUser();
    for (let i = 0; i < 4; i++) await login(user.email, `Wrong-${i}-Aa!`);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(user.email, 'Wrong-again-Aa!')).json()).toEqual(WRONG);
  });

  it('starts a fresh count after a successful sign-in', async () => {
    const user = await newUser();
    for (let i = 0; i < 4; i++) await login(user.email, `Wrong-${i}-Aa!`);
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, `Wrong-${i}-Aa!`)).json()).toEqual(WRONG);
  });

  it('locks an unknown e-mail the same way, so the lock reveals nothing', async () => {
    const email = 'ghost@example.test';
    for (let i = 0; i < 4; i++) expect((await login(email, `Wrong-${i}-Aa!`)).json()).toEqual(WRONG);
    const unlockTime = new Date(t.clock.now + 15 * 60_000).toISOString();
    const fifth = await login(email, 'Wrong-5-Aa!');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ error: { code: 'login-locked', errorCode: 'login-locked', unlockTime } });
    t.clock.advance(5 * 60_000);
    expect((await login(email, 'Wrong-6-Aa!')).json().error.unlockTime).toBe(unlockTime);
    t.clock.advance(10 * 60_000 + 1000);
    // the next failure after the lock doubles it, as for a user (docs/sign-in.md)
    const doubled = new Date(t.clock.now + 30 * 60_000).toISOString();
    expect((await login(email, 'Wrong-7-Aa!')).json().error.unlockTime).toBe(doubled);
  });
});

describe('unlock by an admin (spec 1 §2 users screen, §6)', () => {
  async function lockedUser() {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await login(user.email, `Wrong-${i}-Aa!`);
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(423);
    return user;
  }

  it('lifts the lock and the failure count', async () => {
    const user = await lockedUser();
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/unlock-user`,
      payload: {},
      // the admin works in the user's account: admin user routes act on the session account's people
      token: await tokenFor(t, world.admin.id, user.account_id),
    });
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    // the old failures no longer count: four more are not a lock
    for (let i = 0; i < 4; i++) expect((await login(user.email, `Wrong-${i}-Aa!`)).json()).toEqual(WRONG);
  });

  it('refuses unlocking oneself, users, and missing ids', async () => {
    const user = await lockedUser();
    const self = await t.call({
      method: 'POST',
      url: `/api/users/${world.admin.id}/unlock-user`,
      payload: {},
      token: await tokenFor(t, world.admin.id),
    });
    expect(self.json()).toEqual({ error: { code: 'self-action-not-allowed' } });
    const byUser = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/unlock-user`,
      payload: {},
      token: await tokenFor(t, world.userA.id),
    });
    expect(byUser.statusCode).toBe(403);
    const missing = await t.call({
      method: 'POST',
      url: '/api/users/999999/unlock-user',
      payload: {},
      token: await tokenFor(t, world.admin.id),
    });
    expect(missing.json()).toEqual({ error: { code: 'not-found' } });
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(423);
  });
});

// the clock moves in the lock tests: tokens are issued when used, never taken from the fixtures' start
describe('login rate limit per IP', () => {
  it(`answers rate-limited with Retry-After after ${LOGIN_RATE_LIMIT} sign-ins a minute from one address`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LOGIN_RATE_LIMIT; i++) {
      expect((await login(`rate${i}@example.test`, 'Wrong-1-Aa!', ip)).statusCode).toBe(401);
    }
    const limited = await login(world.userA.email, FIXTURE_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate-limited' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not limited
    expect((await login(world.userA.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy (TRUST_PROXY=0)', async () => {
    const ip = '192.0.2.79';
    for (let i = 0; i < LOGIN_RATE_LIMIT; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spoof${i}@example.test`, password: 'Wrong-1-Aa!' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    // a new forged address does not buy a fresh budget
    const res = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: world.userA.email, password: FIXTURE_PASSWORD },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('does not limit the other calls of the domain', async () => {
    for (let i = 0; i <= LOGIN_RATE_LIMIT; i++) {
      const res = await t.call({
        method: 'GET',
        url: '/api/ping',
        token: await tokenFor(t, world.userA.id),
        remoteAddress: '192.0.2.78',
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
