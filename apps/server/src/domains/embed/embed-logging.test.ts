import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import { INTRANET_ORIGIN } from './embed.fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;
const { stream: sink, lines } = captureLogs();

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, { logStream: sink });
  world = await createTenants(t);
});
afterAll(() => t.close());

describe('logs never carry embed keys or embed tokens (issue #7, server issue §1)', () => {
  it('keeps the key, the embed token and its refresh out of every log line', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/embed-keys',
      token: world.tokens.admin,
      payload: { name: 'Intranet', graphs: ['total'], origins: [INTRANET_ORIGIN] },
    });
    const key = created.json().key as string;
    const exchanged = await t.call({
      method: 'POST',
      url: '/api/embed/session',
      payload: { key },
      headers: { origin: INTRANET_ORIGIN },
    });
    const token = exchanged.json().token as string;
    // a refused exchange and a refused call log their request lines too
    await t.call({ method: 'POST', url: '/api/embed/session', payload: { key: `${key}x` } });
    const read = await t.call({
      method: 'GET',
      url: '/api/worker-groups',
      token,
      headers: { origin: INTRANET_ORIGIN },
    });
    await t.call({ method: 'GET', url: '/api/users/get-user-list', token });
    const refreshed = String(read.headers['x-se-token']);
    expect(read.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/embed/session');
    for (const secret of [key, key.slice(4), token, refreshed]) expect(log).not.toContain(secret);
  });
});
