import { describe, expect, it } from 'vitest';
import { REMINDER_RATE_LIMIT } from '../domains/auth/auth.routes';
import { REMINDER_MAILS_PER_HOUR, settleReminders } from '../domains/auth/password-reminder';
import { createUser, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();
let ip = 0;

const remind = (email: string, remoteAddress = `10.30.0.${++ip}`) =>
  t.call({
    method: 'POST',
    url: '/api/users/password-reminder',
    payload: { email, email_template: 'elfelejtett-jelszo' },
    remoteAddress,
  });

const outboxTo = (address: string) =>
  t.database.db.selectFrom('outbox').select('id').where('to_address', '=', address).execute();

describe('reminder throttles per address and per client (penetration test; docs/sign-in.md)', () => {
  it(`one address gets at most ${REMINDER_MAILS_PER_HOUR} reminder mails an hour, every call answered the same`, async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    for (let i = 0; i < 8; i++) expect((await remind(user.email)).json()).toEqual({ status: 'ok' });
    await settleReminders(t.app);
    expect(await outboxTo(user.email)).toHaveLength(REMINDER_MAILS_PER_HOUR);
    t.clock.advance(60 * 60_000 + 1000);
    await remind(user.email);
    await settleReminders(t.app);
    expect(await outboxTo(user.email)).toHaveLength(REMINDER_MAILS_PER_HOUR + 1);
  });

  it(`one client gets 429 with Retry-After after ${REMINDER_RATE_LIMIT} reminders`, async () => {
    const client = '10.31.0.1';
    for (let i = 0; i < REMINDER_RATE_LIMIT; i++) {
      expect((await remind(`someone-${i}@example.test`, client)).statusCode).toBe(200);
    }
    const limited = await remind('someone-else@example.test', client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate-limited' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await remind('someone-else@example.test', '10.31.0.2')).statusCode).toBe(200);
    await settleReminders(t.app);
  });
});
