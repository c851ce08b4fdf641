import { createServer, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityWork } from '../domains/auth/identity-work';
import { settleReminders } from '../domains/auth/password-reminder';
import { buildTestApp, type TestApp } from '../test/app';
import { createTenants, createUser } from '../test/fixtures';

// an SMTP server that accepts connections and never answers: a mail sent while answering hangs
const sockets = new Set<Socket>();
const silentSmtp = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const address = silentSmtp.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  world = await createTenants(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy(); // the pending mails fail, are logged, and settle
  await settleReminders(t.app);
  await t.close();
  await new Promise((resolve) => silentSmtp.close(resolve));
});

afterEach(() => vi.restoreAllMocks());

/** How often each counted step (a lookup or an argon2 verification) ran during `work`. */
async function lookups(work: () => Promise<unknown>) {
  const names = [
    'findLiveUserByEmail',
    'recentFailures',
    'recordLoginAttempt',
    'findValidLink',
    'findLiveUser',
    'verifyPassword',
  ] as const;
  const spies = names.map((name) => [name, vi.spyOn(identityWork, name)] as const);
  await work();
  const counts = Object.fromEntries(spies.map(([name, spy]) => [name, spy.mock.calls.length]));
  for (const [, spy] of spies) spy.mockRestore();
  return counts;
}

describe('no account existence leak through timing (penetration test; docs/sign-in.md)', () => {
  it('a missing address costs the same work as an existing one on the reminder: the answer never waits for the mail', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const remind = (email: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/password-reminder',
        payload: { email, email_template: 'elfelejtett-jelszo' },
      });
    // before the fix the existing address waited for the (here never answering) SMTP server
    const existing = await lookups(() => remind(user.email));
    const missing = await lookups(() => remind('nobody-at-all@example.test'));
    expect(existing).toEqual(missing);
  }, 10_000);

  it('a missing address costs the same work as an existing one on login', async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const login = (email: string) =>
      t.call({ method: 'POST', url: '/api/login', payload: { email, password: 'Wrong-Password-1!' } });
    const existing = await lookups(() => login(user.email));
    const missing = await lookups(() => login('nobody-at-all@example.test'));
    expect(existing).toEqual(missing);
    expect(missing.verifyPassword).toBe(1); // the unknown address runs argon2 like a real one
  });

  it('a missing user costs the same link lookup as an existing one on check-verify-hash', async () => {
    const check = (uid: number) =>
      t.call({
        method: 'POST',
        url: '/api/users/check-verify-hash',
        payload: { user_id: uid, verify_hash: 'not-a-real-hash-0123456789' },
      });
    const existing = await lookups(() => check(world.userA.id));
    const missing = await lookups(() => check(999_999));
    expect(existing.findValidLink).toBe(1);
    expect(missing).toEqual(existing);
  });
});
