import { describe, expect, it } from 'vitest';
import { issuePasswordLink } from '../domains/auth/password-links';
import { settleReminders } from '../domains/auth/password-reminder';
import { createUser, FIXTURE_PASSWORD, tokenFor, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();
let ip = 0;

const post = (url: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url, payload, token, remoteAddress: `10.50.0.${++ip}` });
const check = (uid: number, hash: string) =>
  post('/api/users/check-verify-hash', { user_id: uid, verify_hash: hash });

/** The pages the links mailed to an address open. */
async function mailedPages(address: string) {
  const mails = await t.database.db
    .selectFrom('outbox')
    .select('body')
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
  return mails.map((m) => new URL(/(https?:\/\/\S+)/.exec(m.body)?.[1] ?? 'http://x/none').pathname);
}

describe('password links (penetration test; docs/sign-in.md)', () => {
  it('the first-password link is only for users without a password: neither mailed nor valid otherwise', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    expect(
      (await post('/api/users/password-reminder', { email: user.email, email_template: 'uj-jelszo' })).json(),
    ).toEqual({
      status: 'ok',
    });
    await settleReminders(t.app);
    // the user with a password gets the forgotten-password link, not a first-password one
    expect(await mailedPages(user.email)).toEqual(['/forgotten-password']);
    // a first-password link issued to them (e.g. before they set a password) no longer works
    const hash = await issuePasswordLink(t.database.db, user.id, 'uj-jelszo', t.app.now());
    expect((await check(user.id, hash)).json()).toEqual({ error: { code: 'invalid-hash' } });

    const fresh = await createUser(t, 'user', world.accountA.id, { password: null });
    await post('/api/users/password-reminder', { email: fresh.email, email_template: 'elfelejtett-jelszo' });
    await settleReminders(t.app);
    expect(await mailedPages(fresh.email)).toEqual(['/new-password']);
  });

  it('a password change or an admin reset invalidates every link issued before', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const reset = await issuePasswordLink(t.database.db, user.id, 'elfelejtett-jelszo', t.app.now());
    expect((await check(user.id, reset)).json()).toEqual({ status: 'ok' });
    const changed = await post(
      '/api/users/change-password',
      { old_password: FIXTURE_PASSWORD, new_password: 'Quiet-Harbour-4821' },
      await tokenFor(t, user.id),
    );
    expect(changed.json()).toEqual({ status: 'ok' });
    expect((await check(user.id, reset)).json()).toEqual({ error: { code: 'invalid-hash' } });

    const again = await issuePasswordLink(t.database.db, user.id, 'elfelejtett-jelszo', t.app.now());
    const byAdmin = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      payload: { password: 'Silent-Meadow-7314' },
      token: await tokenFor(t, world.admin.id),
    });
    expect(byAdmin.json()).toEqual({ status: 'ok' });
    expect((await check(user.id, again)).json()).toEqual({ error: { code: 'invalid-hash' } });
  });
});
