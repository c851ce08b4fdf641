import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { ssoSignIn } from '../test/sso';
import { DEMO_SSO_DOMAIN, type DemoSso, startDemoSso } from './demo-sso';
import { seedDemo } from './seed';

let t: TestApp;
let demo: DemoSso | null;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
  demo = await startDemoSso(t.app.env, t.database.db, { port: 0 });
}, 60_000);
afterAll(async () => {
  await demo?.idp.close();
  await t.close();
});

describe('the demo’s company sign-in (docs/sso.md "Demo")', () => {
  it('signs a new person of the demo domain into the demo company through the local identity provider', async () => {
    expect(demo?.note).toContain(DEMO_SSO_DOMAIN);
    const res = await ssoSignIn(t, `kiss.eva@${DEMO_SSO_DOMAIN}`);
    expect(res.statusCode).toBe(200);
    const user = await t.database.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['accounts.name', 'users.role_id'])
      .where('users.email', '=', `kiss.eva@${DEMO_SSO_DOMAIN}`)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Demo Gyártó Kft.', role_id: 2 });
  });
});
