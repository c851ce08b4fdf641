import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from './embed.fixtures';

const { t, world } = await bootTenantsApp();
let key: string;
let token: string;

beforeAll(async () => {
  key = (await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id)).key;
  const res = await t.call({
    method: 'POST',
    url: '/api/embed/session',
    payload: { key },
    headers: { origin: INTRANET_ORIGIN },
  });
  token = res.json().token;
});

const FOREIGN = 'https://evil.example';
const corsHeaders = (res: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => name.startsWith('access-control-')));

describe('CORS preflight', () => {
  it.each([
    ['an embed route', '/api/survey-dates'],
    ['an embed route with parameters', '/api/survey-dates/12/demographies'],
    ['the graph query', '/api/graph/data'],
    ['the key exchange', '/api/embed/session'],
  ])("answers %s with the request's origin, GET/POST and the element's headers", async (_what, url) => {
    const res = await t.call({
      method: 'OPTIONS',
      url,
      headers: {
        origin: INTRANET_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': INTRANET_ORIGIN,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'authorization, content-type, x-se-token, x-pulzus-language',
      'access-control-expose-headers': 'x-se-token',
      'access-control-max-age': '600',
    });
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('is not answered on a route without the embed flag', async () => {
    for (const url of ['/api/users/get-user-list', '/api/embed-keys', '/api/login']) {
      const res = await t.call({
        method: 'OPTIONS',
        url,
        headers: { origin: INTRANET_ORIGIN, 'access-control-request-method': 'GET' },
      });
      expect({ url, status: res.statusCode, cors: corsHeaders(res) }).toEqual({ url, status: 404, cors: {} });
    }
  });
});

describe('CORS on the answers', () => {
  it("lets the key's origin read an embed token's answer and its refreshed token", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/worker-groups',
      token,
      headers: { origin: INTRANET_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': INTRANET_ORIGIN,
      'access-control-expose-headers': 'x-se-token',
    });
    expect(res.headers.vary).toBe('Origin');
    expect(res.headers['x-se-token']).toBeDefined();
  });

  it('refuses an embed token from an origin its key does not allow: 403 and no CORS header', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/worker-groups',
      token,
      headers: { origin: FOREIGN },
    });
    expect({ status: res.statusCode, body: res.json(), cors: corsHeaders(res) }).toEqual({
      status: 403,
      body: { error: { code: 'forbidden' } },
      cors: {},
    });
  });

  it('sends no CORS header on non-embed routes, nor to a user token on an embed route', async () => {
    const embedTokenElsewhere = await t.call({
      method: 'GET',
      url: '/api/users/get-user-list',
      token,
      headers: { origin: INTRANET_ORIGIN },
    });
    expect({ status: embedTokenElsewhere.statusCode, cors: corsHeaders(embedTokenElsewhere) }).toEqual({
      status: 403,
      cors: {},
    });
    const user = await t.call({
      method: 'GET',
      url: '/api/worker-groups',
      token: world.tokens.userA,
      headers: { origin: INTRANET_ORIGIN },
    });
    expect({ status: user.statusCode, cors: corsHeaders(user) }).toEqual({ status: 200, cors: {} });
  });

  it('lets the calling page read the answers of the key exchange, a refusal included, so the element can say why', async () => {
    const send = (payload: object, origin: string) =>
      t.call({
        method: 'POST',
        url: '/api/embed/session',
        payload,
        headers: { origin },
        remoteAddress: '10.2.0.1',
      });
    const cases = [
      { payload: { key }, origin: INTRANET_ORIGIN, status: 200 },
      { payload: { key }, origin: FOREIGN, status: 401 },
      { payload: { key: 'pze_wrong' }, origin: INTRANET_ORIGIN, status: 401 },
    ];
    for (const { payload, origin, status } of cases) {
      const res = await send(payload, origin);
      expect({ status: res.statusCode, cors: res.headers['access-control-allow-origin'] }).toEqual({
        status,
        cors: origin,
      });
    }
  });

  it('lets the page read a 401 on an embed route, so an element whose token ran out exchanges its key again', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/worker-groups',
      token: 'not-a-token',
      headers: { origin: INTRANET_ORIGIN },
    });
    expect({ status: res.statusCode, cors: res.headers['access-control-allow-origin'] }).toEqual({
      status: 401,
      cors: INTRANET_ORIGIN,
    });
    const admin = await t.call({
      method: 'GET',
      url: '/api/embed-keys',
      headers: { origin: INTRANET_ORIGIN },
    });
    expect({ status: admin.statusCode, cors: corsHeaders(admin) }).toEqual({ status: 401, cors: {} });
  });
});
