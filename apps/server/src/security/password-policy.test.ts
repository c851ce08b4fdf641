import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePasswordLink } from '../domains/auth/password-links';
import { buildTestApp, type TestApp } from '../test/app';
import { createTenants, createUser } from '../test/fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
});
afterAll(() => t.close());

const guessable = (message: string) => ({
  error: { code: 'weak-password', fields: [{ path: 'password', message }] },
});

describe('guessable passwords refused (penetration test; docs/sign-in.md "Passwords")', () => {
  it('refuses the product name, the person and a season or month with a year, with a field message', async () => {
    const user = await createUser(t, 'user', world.accountA.id, {
      name: 'Kovács Zsuzsanna',
      email: 'zsuzsa.kovacs@acme-kft.hu',
    });
    const hash = await issuePasswordLink(t.database.db, user.id, 'elfelejtett-jelszo', t.app.now());
    const setPassword = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/set-password',
        payload: { user_id: user.id, verify_hash: hash, password },
      });
    for (const password of [
      'Summer2026!',
      'Pulzus-2026',
      'Pulzus-Demo-2026!',
      'Nyár-2026!x',
      '2026.Október!',
      'Kovacs#1987a',
      'Zsuzsa.2026!',
      'Acme-Kft-99!',
    ]) {
      expect({ password, body: (await setPassword(password)).json() }).toEqual({
        password,
        body: guessable('password-error-guessable'),
      });
    }
    // a strong, unrelated password still passes
    expect((await setPassword('Copper-Lantern-58!')).json()).toEqual({ status: 'ok' });
  });
});
