import { describe, expect, it } from 'vitest';
import { issuePasswordLink } from '../domains/auth/password-links';
import { createUser, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();

const guessable = (message: string) => ({
  error: { code: 'weak-password', fields: [{ path: 'password', message }] },
});

/** Sets a user's password through a reminder link issued to them, as the new-password page does. */
async function passwordSetter(userId: number) {
  const hash = await issuePasswordLink(t.database.db, userId, 'elfelejtett-jelszo', t.app.now());
  return (password: string) =>
    t.call({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { user_id: userId, verify_hash: hash, password },
    });
}

/** Expects the password refused as guessable with the field message. */
async function expectRefused(
  setPassword: Awaited<ReturnType<typeof passwordSetter>>,
  password: string,
  message: string,
) {
  expect({ password, body: (await setPassword(password)).json() }).toEqual({
    password,
    body: guessable(message),
  });
}

describe('guessable passwords refused (penetration test; docs/sign-in.md "Passwords")', () => {
  it('refuses the product name, the person, the account and a season or month with a year, each with its own field message', async () => {
    const user = await createUser(t, 'user', world.accountA.id, {
      name: 'Kovács Zsuzsanna',
      email: 'zsuzsa.kovacs@acme-kft.hu',
    });
    const accountName = (
      await t.database.db
        .selectFrom('accounts')
        .select('name')
        .where('id', '=', world.accountA.id)
        .executeTakeFirstOrThrow()
    ).name;
    const setPassword = await passwordSetter(user.id);
    for (const [password, message] of [
      ['Summer2026!', 'password-error-calendar'],
      ['Pulzus-2026', 'password-error-product'],
      ['Pulzus-Demo-2026!', 'password-error-product'],
      ['Nyár-2026!x', 'password-error-calendar'],
      ['2026.Október!', 'password-error-calendar'],
      ['Kovacs#1987a', 'password-error-personal'],
      ['Zsuzsa.2026!', 'password-error-personal'],
      ['Acme-Kft-99!', 'password-error-personal'],
      [`${accountName.replace(/\s+/g, '-')}-2026!`, 'password-error-account'],
    ] as const)
      await expectRefused(setPassword, password, message);
    // a strong, unrelated password still passes
    expect((await setPassword('Copper-Lantern-58!')).json()).toEqual({ status: 'ok' });
  });

  it('refuses the near variants the strength estimator finds, naming why: Pu1zu5-2026!, Budapest2026!, Admin123!', async () => {
    const user = await createUser(t, 'user', world.accountA.id, { name: 'Tóth Péter' });
    const setPassword = await passwordSetter(user.id);
    for (const [password, message] of [
      // the product's name in look-alike digits
      ['Pu1zu5-2026!', 'password-error-product'],
      // a Hungarian city, a Hungarian word, an English one, each with a year or digits
      ['Budapest2026!', 'password-error-dictionary'],
      ['Jelszo2024!', 'password-error-dictionary'],
      ['Admin123!', 'password-error-dictionary'],
      // the person's name written with a digit for a letter
      ['P3ter-T0th-88', 'password-error-personal'],
      // a keyboard row
      ['Qwertzuiop-1!', 'password-error-guessable'],
    ] as const)
      await expectRefused(setPassword, password, message);
    expect((await setPassword('Korte-Vilag-Hajnal-73')).json()).toEqual({ status: 'ok' });
  });

  it('names the broken spec 1 §5 rule before any guessability', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const res = await (await passwordSetter(user.id))('pulzus2026');
    expect(res.json()).toEqual(guessable('password-error-no-upper'));
  });
});
