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
  /** A fixed address, for a spec whose screenshots show it (the page walk's baselines); default a unique one. */
  fixedEmail?: string,
): Promise<Person> {
  made += 1;
  const email = fixedEmail ?? `${role}.${nickname.toLowerCase()}.${Date.now()}.${made}@e2e.pulzus.test`;
  // nothing of the name or address in it: the password policy refuses those (docs/sign-in.md)
  const password = `Tinta-Kavics-${made}-Vizpart!`;
  const token = await apiToken(request, DEMO.admin);
  const before = mails().length;
  const { id } = await api<{ id: number }>(request, token, 'POST', 'users', {
    name: `E2E ${nickname}`,
    email,
    nickname,
    role,
    send_set_password_email: role === 'admin',
  });
  if (role === 'admin') {
    const link = new URL(linkIn(await waitForMail(email, before), '/new-password'));
    const answer = await request.post('/api/users/set-password', {
      data: {
        user_id: Number(link.searchParams.get('uid')),
        verify_hash: link.searchParams.get('hash'),
        password,
      },
    });
    expect(answer.ok(), `POST users/set-password: ${answer.status()} ${await answer.text()}`).toBe(true);
  } else await api(request, token, 'PUT', `users/${id}/password`, { password });
  return { id, email, password, nickname };
}
