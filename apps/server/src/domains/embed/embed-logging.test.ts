import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture';
import { bootTenantsApp } from '../../test/fixtures';
import { INTRANET_ORIGIN, signEmbedToken } from './embed.fixtures';

const { stream: sink, lines } = captureLogs();
const { t, world } = await bootTenantsApp({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, { logStream: sink });

describe('logs never carry embed keys or embed tokens', () => {
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

  it('keeps signing secrets, signed tokens and their sessions out of every log line (docs/embedding.md)', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/embed-keys',
      token: world.tokens.admin,
      payload: { name: 'Signed', graphs: ['total'], origins: [INTRANET_ORIGIN], signing_secret: true },
    });
    const { id, signing_secret: first } = created.json() as { id: number; signing_secret: string };
    const rotated = await t.call({
      method: 'POST',
      url: `/api/embed-keys/${id}/signing-secret`,
      token: world.tokens.admin,
    });
    const secret = rotated.json().signing_secret as string;
    const now = Math.floor(t.clock.now / 1000);
    const claims = {
      kid: id,
      slug: 'total',
      params: { survey_dates: [1], filters: [] },
      iat: now,
      exp: now + 300,
    };
    const signed = signEmbedToken(secret, claims);
    const forged = signEmbedToken(first, claims);
    const exchanged = await t.call({
      method: 'POST',
      url: '/api/embed/session',
      payload: { token: signed },
      headers: { origin: INTRANET_ORIGIN },
    });
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json().token as string;
    // a refused token logs its request line too
    await t.call({ method: 'POST', url: '/api/embed/session', payload: { token: forged } });
    await t.call({
      method: 'GET',
      url: '/api/worker-groups',
      token: session,
      headers: { origin: INTRANET_ORIGIN },
    });

    const log = lines.join('');
    for (const value of [first, first.slice(4), secret, secret.slice(4), signed, forged, session]) {
      expect(log).not.toContain(value);
    }
  });
});
