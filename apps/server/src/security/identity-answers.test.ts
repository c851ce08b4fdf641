import { describe, expect, it } from 'vitest';
import { settleReminders } from '../domains/auth/password-reminder';
import { createUser, FIXTURE_PASSWORD, bootTenantsApp, markUserDisabled } from '../test/fixtures';

const { t, world } = await bootTenantsApp();
let ip = 0;

const call = (url: string, payload: object) =>
  t.call({ method: 'POST', url, payload, remoteAddress: `10.20.0.${++ip}` });

const outboxTo = (address: string) =>
  t.database.db.selectFrom('outbox').select('id').where('to_address', '=', address).execute();

describe('one answer whatever the account (penetration test; docs/sign-in.md)', () => {
  it('the public reminder answers demo-user, disabled and unknown addresses alike', async () => {
    const demo = await createUser(t, 'demo-user', world.accountA.id);
    const disabled = await createUser(t, 'user', world.accountA.id);
    await markUserDisabled(t, disabled.id);
    const addresses = [demo.email, disabled.email, 'nobody-at-all@example.test'];
    for (const template of ['elfelejtett-jelszo', 'uj-jelszo']) {
      for (const email of addresses) {
        const res = await call('/api/users/password-reminder', { email, email_template: template });
        expect({ email, status: res.statusCode, body: res.json() }).toEqual({
          email,
          status: 200,
          body: { status: 'ok' },
        });
      }
    }
    await settleReminders(t.app);
    for (const email of addresses) expect(await outboxTo(email)).toEqual([]);
  });

  it('a disabled user with the right password gets the same 401 as a wrong password', async () => {
    const disabled = await createUser(t, 'user', world.accountA.id);
    await markUserDisabled(t, disabled.id);
    const right = await call('/api/login', { email: disabled.email, password: FIXTURE_PASSWORD });
    const wrong = await call('/api/login', { email: disabled.email, password: 'Wrong-Password-1!' });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual({
      error: { code: 'login-wrong-password', errorCode: 'login-wrong-password' },
    });
  });
});
