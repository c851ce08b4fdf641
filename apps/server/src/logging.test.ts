import { describe, expect, it } from 'vitest';
import { captureLogs } from './test/log-capture';
import { settleReminders } from './domains/auth/password-reminder';
import { createSurveyDate } from './domains/survey-dates/survey-dates.fixtures';
import { redactUrl } from './logging';
import { FIXTURE_PASSWORD, bootTenantsApp } from './test/fixtures';

const { stream: sink, lines } = captureLogs();
const { t, world } = await bootTenantsApp({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, { logStream: sink });

describe('logs never carry secrets', () => {
  it('keeps passwords, session tokens, reset hashes and download tickets out of every log line', async () => {
    const secrets: string[] = [FIXTURE_PASSWORD, 'Wrong-Password-1!'];
    // sign in (right and wrong password) and make an authenticated call
    const ok = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: world.userA.email, password: FIXTURE_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().token as string;
    secrets.push(token);
    await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: world.userA.email, password: 'Wrong-Password-1!' },
    });
    const ping = await t.call({ method: 'GET', url: '/api/ping', token });
    secrets.push(String(ping.headers['x-se-token']));

    // a password reset: the link's hash travels in the mail and in the check call
    await t.call({
      method: 'POST',
      url: '/api/users/password-reminder',
      payload: { email: world.userA.email, email_template: 'elfelejtett-jelszo' },
    });
    await settleReminders(t.app); // the mail follows the answer
    const mail = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const hash = /hash=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    expect(hash).toBeDefined();
    secrets.push(hash as string);
    await t.call({
      method: 'POST',
      url: '/api/users/check-verify-hash',
      payload: { user_id: world.userA.id, verify_hash: hash },
    });

    // a ticket download: the ticket is in the URL of the request log line
    const date = await createSurveyDate(t, world.accountA.id);
    const ticketAnswer = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: world.tokens.admin,
      payload: { resource: 'collectors-xlsx', id: date.id },
    });
    const ticket = ticketAnswer.json().ticket as string;
    secrets.push(ticket);
    await t.call({ method: 'GET', url: `/api/survey-dates/${date.id}/collectors-xlsx?t=${ticket}` });

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // the request lines are there, with the ticket replaced
    expect(log).toContain('collectors-xlsx?t=%5Bredacted%5D');
  });

  it('logs login-as with the actor and the subject (spec 1 §6)', async () => {
    lines.length = 0;
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${world.userA.id}/login-as`,
      token: world.tokens.admin,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const entry = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'login-as');
    expect(entry).toMatchObject({ actorId: world.admin.id, subjectId: world.userA.id });
    expect(lines.join('')).not.toContain(res.json().token as string);
  });
});

describe('redactUrl', () => {
  it('blanks the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/x?t=abc&worker_group_id=3')).toBe('/api/x?t=%5Bredacted%5D&worker_group_id=3');
    expect(redactUrl('/forgotten-password?uid=7&hash=xyz')).toBe(
      '/forgotten-password?uid=%5Bredacted%5D&hash=%5Bredacted%5D',
    );
    expect(redactUrl('/api/ping')).toBe('/api/ping');
  });
});
