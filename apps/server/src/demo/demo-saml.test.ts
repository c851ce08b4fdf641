import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { readSpMetadata } from '../test/saml-idp';
import { finishSaml, postToAcs, startSso } from '../test/sso';
import { DEMO_SAML_ACCOUNT, DEMO_SAML_DOMAIN, type DemoSaml, startDemoSaml } from './demo-saml';
import { seedDemo } from './seed';

let t: TestApp;
let demo: DemoSaml | null;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
  demo = await startDemoSaml(t.app.env, t.database.db, { port: 0 });
}, 60_000);
afterAll(async () => {
  await demo?.idp.close();
  await t.close();
});

describe('the demo’s SAML sign-in (docs/sso.md "Demo")', () => {
  it('signs a new person of the SAML demo domain into the SAML demo account and offers its single logout', async () => {
    if (!demo) throw new Error('the seeded demo starts its SAML identity provider');
    expect(demo.note).toContain(DEMO_SAML_DOMAIN);
    const email = `kiss.eva@${DEMO_SAML_DOMAIN}`;
    const flow = await startSso(t, email);
    const acs = await postToAcs(t, demo.idp.answer(flow.url, email));
    const res = await finishSaml(t, String(acs.headers.location), flow.cookie);
    expect(res.statusCode).toBe(200);
    const user = await t.database.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['accounts.id', 'accounts.name', 'users.role_id'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: DEMO_SAML_ACCOUNT, role_id: 2 });
    // the sign-out offered reaches the demo identity provider's single logout, which accepts it
    const out = await t.call({
      method: 'GET',
      url: new URL(res.json().end_session_url).pathname + new URL(res.json().end_session_url).search,
    });
    expect(out.statusCode).toBe(303);
    const metadata = await t.call({ method: 'GET', url: `/api/sso/saml/${user.id}/metadata` });
    const seen = demo.idp.logout(String(out.headers.location), readSpMetadata(metadata.body));
    expect(seen.nameId).toBe(email);
  });

  it('starts once per database: a second start reuses the SAML demo account', async () => {
    const again = await startDemoSaml(t.app.env, t.database.db, { port: 0 });
    await again?.idp.close();
    const accounts = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', DEMO_SAML_ACCOUNT)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});
