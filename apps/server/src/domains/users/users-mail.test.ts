import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants, bootTenantsApp } from '../../test/fixtures';
import { linkDigest } from '../auth/auth.service';

const { t, world: w } = await bootTenantsApp();

let serial = 0;
const person = (role: 'admin' | 'user', send?: boolean) => ({
  name: `Nagy Réka ${++serial}`,
  nickname: 'Réka',
  email: `reka${serial}@example.test`,
  role,
  ...(send === undefined ? {} : { send_set_password_email: send }),
});
const outboxTo = (address: string) =>
  t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute();
const firstTokens = (userId: number) =>
  t.database.db
    .selectFrom('password_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'first')
    .execute();

describe('add user with the set-password e-mail (spec 1 §5 send-set-password-email, §7 uj-jelszo)', () => {
  it('mails the new user a first-password link to /new-password with uid and a single stored hash', async () => {
    for (const role of ['user', 'admin'] as const) {
      const payload = person(role, true);
      const res = await t.call({ method: 'POST', url: '/api/users', payload, token: w.tokens.admin });
      expect(res.statusCode).toBe(200);
      const { id } = res.json();
      const mails = await outboxTo(payload.email);
      expect(mails).toHaveLength(1);
      const link = /http:\/\/localhost:3000\/new-password\?uid=(\d+)&hash=([\w-]+)/.exec(
        mails[0]?.body ?? '',
      );
      expect(link?.[1]).toBe(String(id));
      expect(mails[0]?.body).toContain(payload.name);
      const tokens = await firstTokens(id);
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.digest).toBe(linkDigest(link?.[2] ?? ''));
      // the hash itself is never stored
      expect(tokens[0]?.digest).not.toBe(link?.[2]);
    }
  });

  it('sends nothing when the switch is off or absent (the add form default)', async () => {
    for (const send of [false, undefined]) {
      const payload = person('user', send);
      const { id } = (
        await t.call({ method: 'POST', url: '/api/users', payload, token: w.tokens.admin })
      ).json();
      expect(await outboxTo(payload.email)).toEqual([]);
      expect(await firstTokens(id)).toEqual([]);
    }
  });

  it('sends nothing for a refused create (email-taken)', async () => {
    const payload = { ...person('user', true), email: w.userA.email };
    const res = await t.call({ method: 'POST', url: '/api/users', payload, token: w.tokens.admin });
    expect(res.json()).toEqual({ error: { code: 'email-taken' } });
    expect(await outboxTo(w.userA.email)).toEqual([]);
  });
});

describe('add user when the mail cannot be delivered (spec 1 §8 send error)', () => {
  let broken: TestApp;
  beforeAll(async () => {
    // nothing listens on port 1: the SMTP delivery fails
    broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => broken.close());

  it('keeps the created user and answers send-error with its id', async () => {
    const tenants = await createTenants(broken);
    const payload = person('user', true);
    const res = await broken.call({
      method: 'POST',
      url: '/api/users',
      payload,
      token: tenants.tokens.admin,
    });
    expect(res.statusCode).toBe(502);
    const { code, id } = res.json().error;
    expect(code).toBe('send-error');
    const row = await broken.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.email).toBe(payload.email);
  });
});
