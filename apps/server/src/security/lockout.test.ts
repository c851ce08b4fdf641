import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../domains/auth/known-device';
import { buildTestApp, type TestApp } from '../test/app';
import { createTenants, createUser, FIXTURE_PASSWORD } from '../test/fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;
let ip = 0;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
});
afterAll(() => t.close());

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
