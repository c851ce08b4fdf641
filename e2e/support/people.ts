import { createHash } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO, type DemoLogin } from './env';
import { linkIn, mails, waitForMail } from './mailbox';
import { api, apiToken } from './session';

/** A person a spec made for itself through the admin API, with a password set. */
export interface Person extends DemoLogin {
  readonly id: number;
  readonly nickname: string;
}

let made = 0;

/**
 * Creates a person through the demo admin (spec 1 §7 `POST users`, `PUT users/{id}/password`), so a
 * spec that changes a password, a language or a session account leaves the demo logins alone. A
 * user or demo user joins the demo admin's session account; an admin joins none. No admin sets
 * another admin's password (docs/security.md), so a new admin sets its own through the link of its
 * first-password mail (`POST users/set-password`), as a person would.
 */
export async function createPerson(
  request: APIRequestContext,
  role: 'admin' | 'user' | 'demo-user',
  nickname: string,
  /**
   * A fixed address, for a spec whose screenshots show it (the page walk's baselines); default a unique one.
   * A person already at a fixed address (made by an earlier worker of the same run, which Playwright
   * replaces after a failed test) is taken over: its password follows from the address, so it signs in
   * with it; one that cannot (made but never given it) is found by its address and given it again.
   */
  fixedEmail?: string,
): Promise<Person> {
  made += 1;
  const email = fixedEmail ?? `${role}.${nickname.toLowerCase()}.${Date.now()}.${made}@e2e.pulzus.test`;
  // nothing of the name or address in it: the password policy refuses those (docs/sign-in.md)
  const password = `Tinta-Kavics-${fixedEmail ? addressNumber(fixedEmail) : made}-Vizpart!`;
  const token = await apiToken(request, DEMO.admin);
  const before = mails().length;
  const answer = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `E2E ${nickname}`, email, nickname, role, send_set_password_email: role === 'admin' },
  });
  const text = await answer.text();
  const taken = fixedEmail !== undefined && answer.status() === 409 && text.includes('email-taken');
  expect(answer.ok() || taken, `POST users: ${answer.status()} ${text}`).toBe(true);
  const id = taken ? await existingId(request, token, role, email) : (JSON.parse(text) as { id: number }).id;
  if (taken && (await request.post('/api/login', { data: { email, password } })).ok())
    return { id, email, password, nickname };
  if (role === 'admin') {
    // a new admin's first-password mail; one taken over asks for a reminder, as a person would (the
    // public reminder's link: the forgotten-password one, or the first-password one to an admin without)
    if (taken) {
      const reminder = await request.post('/api/users/password-reminder', {
        data: { email, email_template: 'elfelejtett-jelszo' },
      });
      expect(reminder.ok(), `POST users/password-reminder: ${reminder.status()}`).toBe(true);
    }
    const mail = await waitForMail(email, before);
    const link = new URL(
      linkIn(
        mail,
        taken && mail.text.includes('/forgotten-password') ? '/forgotten-password' : '/new-password',
      ),
    );
    const set = await request.post('/api/users/set-password', {
      data: {
        user_id: Number(link.searchParams.get('uid')),
        verify_hash: link.searchParams.get('hash'),
        password,
      },
    });
    expect(set.ok(), `POST users/set-password: ${set.status()} ${await set.text()}`).toBe(true);
  } else await api(request, token, 'PUT', `users/${id}/password`, { password });
  return { id, email, password, nickname };
}

/** A number of six digits that follows from an address (digits only: no part of a name or an address). */
function addressNumber(address: string): number {
  return (
    100_000 + (Number.parseInt(createHash('sha256').update(address).digest('hex').slice(0, 8), 16) % 900_000)
  );
}

/** The id of the live person at an address: among the admins, or the demo admin's session account's people. */
async function existingId(
  request: APIRequestContext,
  token: string,
  role: 'admin' | 'user' | 'demo-user',
  email: string,
): Promise<number> {
  const { users } = await api<{ users: { id: number; email: string; role: string }[] }>(
    request,
    token,
    'GET',
    role === 'admin' ? 'users/admin' : 'users/get-user-list',
  );
  const person = users.find((user) => user.email.toLowerCase() === email.toLowerCase());
  expect(person, `${email}: taken, but not among the ${role === 'admin' ? 'admins' : 'users'}`).toBeDefined();
  expect(person?.role, `${email}: taken by another role`).toBe(role);
  return person?.id ?? 0;
}
