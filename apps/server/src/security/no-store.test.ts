import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();

describe('answers carrying a token are never cached (docs/sessions.md)', () => {
  it('login, refresh, session-account and login-as answers say Cache-Control: no-store', async () => {
    const answers = {
      login: await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { email: world.userA.email, password: FIXTURE_PASSWORD },
      }),
      ping: await t.call({ method: 'GET', url: '/api/ping', token: world.tokens.userA }),
      sessionAccountSet: await t.call({
        method: 'POST',
        url: '/api/session-account/set',
        payload: { account_id: world.accountA.id },
        token: world.tokens.admin,
      }),
      loginAs: await t.call({
        method: 'POST',
        url: `/api/users/${world.demoA.id}/login-as`,
        payload: {},
        token: world.tokens.admin,
      }),
      refused: await t.call({ method: 'GET', url: '/api/ping', token: 'not-a-token' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect({ name, cacheControl: res.headers['cache-control'] }).toEqual({
        name,
        cacheControl: 'no-store',
      });
    }
  });
});
