import { routes } from '@pulzus/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_RATE_LIMIT } from '../domains/auth/auth.routes';
import { settleReminders } from '../domains/auth/password-reminder';
import { registerRoute } from '../routing';
import { buildTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await settleReminders(t.app);
  await t.close();
});

/** Calls `url` from `client` until it answers 429; how many calls passed before. */
async function callsBeforeLimit(method: string, url: string, client: string): Promise<number> {
  for (let passed = 0; passed <= 200; passed++) {
    const res = await t.call({ method: method as 'POST', url, payload: {}, remoteAddress: client });
    if (res.statusCode === 429) {
      expect(res.json()).toEqual({ error: { code: 'rate-limited' } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      return passed;
    }
    expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
  }
  throw new Error(`${method} ${url} answered 200 calls from one client without a limit`);
}

describe('every public call is limited per client address (docs/security.md)', () => {
  it('each public call of the route table answers 429 rate-limited after its limit, to that client only', async () => {
    const open = t.app.apiRoutes.filter((def) => def.credential === 'none');
    expect(open.map((def) => def.path).sort()).toEqual([
      'embed/session',
      'login',
      'sso/oidc/callback',
      'sso/saml/finish',
      'sso/start',
      'users/check-verify-hash',
      'users/password-reminder',
      'users/set-password',
    ]);
    for (const [i, def] of open.entries()) {
      const url = `/api/${def.path}`;
      const passed = await callsBeforeLimit(def.method, url, `10.70.${i}.1`);
      expect(passed, url).toBeGreaterThan(0);
      // another client is not held back by it
      const other = await t.call({ method: def.method, url, payload: {}, remoteAddress: `10.70.${i}.2` });
      expect(other.statusCode, url).not.toBe(429);
    }
  });

  it('the SAML assertion consumer service (a form post outside the route table) is limited as well', async () => {
    expect(await callsBeforeLimit('POST', '/api/sso/saml/1/acs', '10.70.99.1')).toBeGreaterThan(0);
  });

  it('so are the SAML sign-out address and single logout service (docs/sso.md "Single logout")', async () => {
    expect(await callsBeforeLimit('GET', '/api/sso/saml/1/logout?t=x', '10.70.98.1')).toBeGreaterThan(0);
    expect(await callsBeforeLimit('GET', '/api/sso/saml/1/slo?SAMLResponse=x', '10.70.97.1')).toBeGreaterThan(
      0,
    );
    expect(await callsBeforeLimit('POST', '/api/sso/saml/1/slo', '10.70.96.1')).toBeGreaterThan(0);
  });

  it(`checking and setting with password links share ${PASSWORD_LINK_RATE_LIMIT} calls a minute per client`, async () => {
    const client = '10.71.0.1';
    for (let i = 0; i < PASSWORD_LINK_RATE_LIMIT; i++) {
      const url = i % 2 ? '/api/users/check-verify-hash' : '/api/users/set-password';
      const res = await t.call({
        method: 'POST',
        url,
        payload: { user_id: 1, verify_hash: 'wrong', password: 'Correct-Horse-9' },
        remoteAddress: client,
      });
      expect(res.json()).toEqual({ error: { code: 'invalid-hash' } });
    }
    const limited = await t.call({
      method: 'POST',
      url: '/api/users/check-verify-hash',
      payload: { user_id: 1, verify_hash: 'wrong' },
      remoteAddress: client,
    });
    expect(limited.statusCode).toBe(429);
  });

  it('a public call registered without a per-client limit fails at boot', () => {
    const bare = Fastify();
    bare.decorate('apiRoutes', []);
    expect(() =>
      registerRoute(bare, routes.usersCheckVerifyHash, async () => ({ status: 'ok' as const })),
    ).toThrow(/is public: register it in a scope with a per-client rate limit/);
  });
});
