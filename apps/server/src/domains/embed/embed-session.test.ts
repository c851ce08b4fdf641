import { decodeToken, type RouteDefinition, routes } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { fastifyPath } from '../../services/route-paths';
import { EMBED_SESSION_RATE_LIMIT } from './embed.routes';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from './embed.fixtures';
import { bootEmbedTestContext, commitmentByAge, withAccountDisabled } from './embed-test-setup';

const { t, world, newer, older, userGraph } = await bootEmbedTestContext();

// every exchange from its own address, so the per-IP limit only bites where a test means it to
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};
const exchange = (key: string, origin: string | null = INTRANET_ORIGIN, extra: object = {}) =>
  t.call({
    method: 'POST',
    url: '/api/embed/session',
    payload: { key, ...extra },
    headers: origin ? { origin } : {},
    remoteAddress: nextAddress(),
  });
const keyOfA = (fields: Parameters<typeof insertEmbedKeyFixture>[3] = {}) =>
  insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, fields);
const tokenOf = async (key: string) => {
  const res = await exchange(key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
};
const embedCall = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token, headers: { origin: INTRANET_ORIGIN }, ...(payload ? { payload } : {}) });
const commitmentTotal = () => ({
  type: 'commitment_total',
  query: { survey_dates: [newer.id], show_satisfaction_index: true },
});

describe('POST embed/session: exchanging a key', () => {
  it("answers a 15-minute embed token: role embed, no user, the key's account, name, graphs and the asked language", async () => {
    const key = await keyOfA({ name: 'HR intranet', graphs: ['commitment_total', 'total'] });
    const res = await exchange(key.key, INTRANET_ORIGIN, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const claims = decodeToken(res.json().token);
    expect(claims).toMatchObject({
      nickname: 'HR intranet',
      role: 'embed',
      uid: 0,
      aid: world.accountA.id,
      an: world.accountA.name,
      lang_id: 2,
      lang_code: 'en',
      embed: { id: key.id, graphs: ['commitment_total', 'total'] },
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
  });

  it("falls back to the account's language when it does not offer the asked one", async () => {
    const key = await insertEmbedKeyFixture(t, world.accountB.id, world.adminB.id);
    const res = await exchange(key.key, INTRANET_ORIGIN, { lang: 'en' });
    expect(decodeToken(res.json().token)).toMatchObject({ lang_id: 1, lang_code: 'hu' });
  });

  it('gives a wrong key, a revoked key and a foreign origin the same answer (no oracle)', async () => {
    const revoked = await keyOfA();
    await t.call({ method: 'DELETE', url: `/api/embed-keys/${revoked.id}`, token: world.tokens.admin });
    const good = await keyOfA();
    const answers = [
      await exchange(`${good.key.slice(0, -2)}xx`),
      await exchange(revoked.key),
      await exchange(good.key, 'https://evil.example'),
      await exchange(good.key, 'http://127.0.0.1:4021'),
    ];
    for (const res of answers) {
      expect({ status: res.statusCode, body: res.body }).toEqual({
        status: 401,
        body: JSON.stringify({ error: { code: 'embed-key-invalid' } }),
      });
    }
  });

  it("refuses a request without Origin unless the server's own PUBLIC_URL origin is listed", async () => {
    const intranetOnly = await keyOfA();
    expect((await exchange(intranetOnly.key, null)).json()).toEqual({ error: { code: 'embed-key-invalid' } });
    const ownToo = await keyOfA({ origins: [INTRANET_ORIGIN, 'http://localhost:3000'] });
    expect((await exchange(ownToo.key, null)).statusCode).toBe(200);
  });

  it('refuses the key of a disabled account', async () => {
    const key = await insertEmbedKeyFixture(t, world.accountB.id, world.adminB.id);
    await withAccountDisabled(t, world.accountB.id, async () => {
      expect((await exchange(key.key)).json()).toEqual({ error: { code: 'embed-key-invalid' } });
    });
  });

  it('records when the key was last used, for the admin list', async () => {
    const key = await keyOfA();
    await tokenOf(key.key);
    const listed = await t.call({ method: 'GET', url: '/api/embed-keys', token: world.tokens.admin });
    const row = (listed.json().embed_keys as { id: number; last_used_at: string | null }[]).find(
      (k) => k.id === key.id,
    );
    expect(row?.last_used_at).toBe(new Date(t.clock.now).toISOString());
  });

  it(`is rate limited per IP address like login: one exchange over ${EMBED_SESSION_RATE_LIMIT} a minute is 429`, async () => {
    const call = () =>
      t.call({
        method: 'POST',
        url: '/api/embed/session',
        payload: { key: 'pze_x' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < EMBED_SESSION_RATE_LIMIT; i++) expect((await call()).statusCode).toBe(401);
    const limited = await call();
    expect({ status: limited.statusCode, body: limited.json() }).toEqual({
      status: 429,
      body: { error: { code: 'rate-limited' } },
    });
    // another address is not held back
    expect((await exchange('pze_x')).statusCode).toBe(401);
  });
});

describe('what an embed token may read', () => {
  it('reads the graph data of an allowed graph: the same numbers a user of the account sees', async () => {
    const token = await tokenOf((await keyOfA({ graphs: ['commitment_total'] })).key);
    const res = await embedCall(token, 'POST', '/api/graph/data', commitmentTotal());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await userGraph(commitmentTotal())).json());
    expect(res.json().graph_meta.categories).toEqual(['Office', 'Plant', 'Összesen']);
  });

  it('answers 403 embed-graph-not-allowed for a graph outside the key', async () => {
    const token = await tokenOf((await keyOfA({ graphs: ['commitment_total'] })).key);
    const res = await embedCall(token, 'POST', '/api/graph/data', {
      type: 'total',
      query: { survey_dates: [newer.id], filters: [] },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { error: { code: 'embed-graph-not-allowed' } },
    });
  });

  it('keeps the privacy rule: groups under k are withheld through an embed token exactly as for a user (graphs.md)', async () => {
    const token = await tokenOf((await keyOfA({ graphs: ['commitment_demographics'] })).key);
    const payload = commitmentByAge(newer);
    const res = await embedCall(token, 'POST', '/api/graph/data', payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await userGraph(payload)).json());
    // the company has groups under k here: something is withheld, and said so
    expect(res.json().graph_data[0].data).toContain(null);
    expect(res.json().warnings).toContain('graph-warning-privacy');
  });

  it('lists published survey dates only, ?all=true included, and no unpublished date reads', async () => {
    const token = await tokenOf((await keyOfA()).key);
    for (const url of ['/api/survey-dates', '/api/survey-dates?all=true']) {
      const res = await embedCall(token, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect((res.json().survey_dates as { id: number }[]).map((d) => d.id)).toEqual([newer.id]);
    }
    const hidden = await embedCall(token, 'POST', '/api/graph/data', {
      type: 'commitment_total',
      query: { survey_dates: [older.id], show_satisfaction_index: false },
    });
    expect(hidden.statusCode).toBe(404);
    expect((await embedCall(token, 'GET', `/api/survey-dates/${older.id}/demographies`)).statusCode).toBe(
      404,
    );
  });

  it("reads the Graph widget's lists: worker groups, demographies, dimensions, topics, explanations, texts", async () => {
    const token = await tokenOf((await keyOfA()).key);
    const group = newer.ids.workerGroups.get(1) ?? [...newer.ids.workerGroups.values()][0];
    for (const url of [
      '/api/worker-groups',
      `/api/survey-dates/${newer.id}/demographies`,
      `/api/survey-dates/${newer.id}/graph-dimensions`,
      `/api/survey-dates/${newer.id}/worker-group/${group}/question-groups`,
      '/api/account/graph-explanations',
      '/api/account/translations/graph?lang=en',
    ]) {
      expect({ url, status: (await embedCall(token, 'GET', url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("reads only its key's account: another tenant's survey date is the same 404 as a missing one", async () => {
    const token = await tokenOf((await insertEmbedKeyFixture(t, world.accountB.id, world.adminB.id)).key);
    const res = await embedCall(token, 'POST', '/api/graph/data', commitmentTotal());
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
  });

  it('answers 403 on every route without the embed flag (users list, PUT anything, admin and session calls)', async () => {
    const token = await tokenOf((await keyOfA()).key);
    const refused: string[] = [];
    const checked: string[] = [];
    const nameOf = new Map((Object.entries(routes) as [string, RouteDefinition][]).map(([n, d]) => [d, n]));
    for (const def of t.app.apiRoutes) {
      const name = nameOf.get(def);
      if (def.credential !== 'bearer' || def.embed) continue;
      checked.push(`${def.method} ${name}`);
      const url = fastifyPath(def.path).replace(/:\w+/g, '1');
      const res = await t.call({
        method: def.method,
        url,
        token,
        headers: { origin: INTRANET_ORIGIN },
        ...(def.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 403 || res.json().error.code !== 'forbidden')
        refused.push(`${name} ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
    expect(checked).toContain('GET usersList');
    expect(checked).toContain('PUT usersUpdate');
    expect(checked).toContain('DELETE embedKeysRevoke');
  });

  it('stops working from the next request once the key is revoked (401), and the key no longer exchanges', async () => {
    const key = await keyOfA();
    const token = await tokenOf(key.key);
    expect((await embedCall(token, 'GET', '/api/worker-groups')).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/api/embed-keys/${key.id}`, token: world.tokens.admin });
    const after = await embedCall(token, 'GET', '/api/worker-groups');
    expect({ status: after.statusCode, body: after.json() }).toEqual({
      status: 401,
      body: { error: { code: 'unauthorized' } },
    });
    expect((await exchange(key.key)).json()).toEqual({ error: { code: 'embed-key-invalid' } });
  });

  it('slides like a user session: the refreshed X-SE-Token keeps the embed claim and works', async () => {
    const key = await keyOfA({ graphs: ['commitment_total'] });
    const token = await tokenOf(key.key);
    t.clock.advance(60_000);
    const first = await embedCall(token, 'GET', '/api/worker-groups');
    const fresh = String(first.headers['x-se-token']);
    expect(decodeToken(fresh)).toMatchObject({
      role: 'embed',
      uid: 0,
      embed: { id: key.id, graphs: ['commitment_total'] },
    });
    expect((await embedCall(fresh, 'POST', '/api/graph/data', commitmentTotal())).statusCode).toBe(200);
  });

  it('is over after 15 minutes without a refresh: 401, and a new exchange gets a working token', async () => {
    const key = await keyOfA();
    const token = await tokenOf(key.key);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await embedCall(token, 'GET', '/api/worker-groups')).statusCode).toBe(401);
    expect((await embedCall(await tokenOf(key.key), 'GET', '/api/worker-groups')).statusCode).toBe(200);
  });
});
