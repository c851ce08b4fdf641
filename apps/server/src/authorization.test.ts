import { type RouteDefinition, type RouteName, routes } from '@pulzus/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app';
import type { AuthzCases, AuthzWorld } from './test/authz';
import { createTenants, adminTokenWithoutAccount } from './test/fixtures';

// Every domain's rows (each domain's `<domain>.authz.test-cases.ts`); a registered route without a row fails the suite.
const TABLE: AuthzCases = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<AuthzCases>('./domains/*/*.authz.test-cases.ts', { eager: true, import: 'default' }),
  ),
);

let t: TestApp;
let world: AuthzWorld;
beforeAll(async () => {
  t = await buildTestApp();
  world = { ...(await createTenants(t)), t };
});
afterAll(() => t.close());

const nameOf = new Map<RouteDefinition, RouteName>(
  (Object.entries(routes) as [RouteName, RouteDefinition][]).map(([name, def]) => [def, name]),
);

function registered(): [RouteName, RouteDefinition][] {
  return t.app.apiRoutes.map((def) => [nameOf.get(def) as RouteName, def]);
}

async function send(def: RouteDefinition, name: RouteName, token: string | null) {
  const row = TABLE[name];
  if (!row) throw new Error(`no authorization row for ${name}`);
  const { url, payload } = await row.request(world);
  const opts: InjectOptions = { method: def.method, url };
  if (payload !== undefined) opts.payload = payload as InjectOptions['payload'];
  return t.call({ ...opts, token });
}

describe('authorization table (spec 1 §6)', () => {
  it('has a row for every registered route', () => {
    const missing = registered()
      .filter(([name]) => !TABLE[name])
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('answers 401 to anonymous callers of every non-public route', async () => {
    for (const [name, def] of registered()) {
      if (def.credential !== 'bearer') continue;
      const res = await send(def, name, null);
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 401,
        body: { error: { code: 'unauthorized' } },
      });
    }
  });

  it('answers 403 to a user on every admin route', async () => {
    for (const [name, def] of registered()) {
      if (def.credential !== 'bearer' || def.access !== 'admin') continue;
      const res = await send(def, name, world.tokens.userA);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
    }
  });

  it("answers another tenant's caller on tenant A's ids with the 404 of a missing id", async () => {
    for (const [name, def] of registered()) {
      const row = TABLE[name];
      if (def.credential !== 'bearer' || !def.accountScoped || row?.noTenantIds) continue;
      const token = def.access === 'admin' ? world.tokens.adminB : world.tokens.userB;
      const res = await send(def, name, token);
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 404,
        body: { error: { code: 'not-found' } },
      });
    }
  });

  it('answers an admin without a session account with no-session-account on account-scoped routes', async () => {
    const noAccount = await adminTokenWithoutAccount(t, world.admin.id);
    for (const [name, def] of registered()) {
      if (def.credential !== 'bearer' || !def.accountScoped) continue;
      const res = await send(def, name, noAccount);
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 409,
        body: { error: { code: 'no-session-account' } },
      });
    }
  });
});
