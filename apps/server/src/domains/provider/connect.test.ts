import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants } from '../../test/fixtures';
import { connectSim, createSimWorld, type SimWorld } from '../imports/provider-sim.fixtures';
import { createTokenSealer, sealingKey } from '../../services/token-seal';

let w: SimWorld;
beforeAll(async () => {
  w = await createSimWorld({ surveys: 1, respondents: 10 });
});
afterAll(() => w.close());

async function codeFor(state: string): Promise<string> {
  const url = new URL(`${w.sim.url}/oauth/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: 'sim-client-1',
    redirect_uri: 'http://localhost:3000/oauth',
    state,
  }).toString();
  const res = await fetch(url, { redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

describe('provider connect (spec 2 §2 /oauth, §7 sm-client-id, sm-connect, sm-api-key)', () => {
  it('hands out the client id, the authorize URL and a fresh state each time', async () => {
    const a = (await w.call('GET', '/api/sm-client-id')).json();
    const b = (await w.call('GET', '/api/sm-client-id')).json();
    expect(a).toEqual({
      client_id: 'sim-client-1',
      state: expect.any(String),
      authorize_url: `${w.sim.url}/oauth/authorize`,
      redirect_uri: 'http://localhost:3000/oauth',
    });
    expect(a.state).not.toBe(b.state);
  });

  it('refuses an unknown state, a state of another admin and a used state with oauth-failed', async () => {
    const code = await codeFor('x');
    const unknown = await w.call('POST', '/api/sm-connect', { code, state: 'not-issued' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('oauth-failed');

    const world = await createTenants(w.t);
    const other = (
      await w.t.call({ method: 'GET', url: '/api/sm-client-id', token: world.tokens.admin })
    ).json();
    expect((await w.call('POST', '/api/sm-connect', { code, state: other.state })).statusCode).toBe(400);

    const mine = (await w.call('GET', '/api/sm-client-id')).json();
    expect(
      (await w.call('POST', '/api/sm-connect', { code: await codeFor(mine.state), state: mine.state }))
        .statusCode,
    ).toBe(200);
    const reused = await w.call('POST', '/api/sm-connect', {
      code: await codeFor(mine.state),
      state: mine.state,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a state older than its lifetime', async () => {
    const issued = (await w.call('GET', '/api/sm-client-id')).json();
    const code = await codeFor(issued.state);
    w.t.clock.advance(16 * 60_000);
    expect((await w.call('POST', '/api/sm-connect', { code, state: issued.state })).statusCode).toBe(400);
  });

  it('refuses a code the provider does not know with oauth-failed', async () => {
    const issued = (await w.call('GET', '/api/sm-client-id')).json();
    const res = await w.call('POST', '/api/sm-connect', { code: 'bogus', state: issued.state });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('oauth-failed');
  });

  it('stores the token sealed (AES-256-GCM) with its access_url and never answers it', async () => {
    const id = await connectSim(w, 'Fő fiók');
    const row = await w.t.database.db
      .selectFrom('sm_api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.access_url).toBe(w.sim.url);
    expect(row.access_token_sealed).toMatch(/^v1\./);
    const token = createTokenSealer(sealingKey(w.t.app.env)).open(row.access_token_sealed);
    expect(token.length).toBeGreaterThan(8);
    expect(row.access_token_sealed).not.toContain(token);
    const list = await w.call('GET', '/api/sm-api-key');
    expect(list.json().sm_api_keys).toContainEqual({ id, name: 'Fő fiók' });
    expect(list.body).not.toContain(token);
  });

  it("renames only the session account's keys; another tenant's key is 404", async () => {
    const world = await createTenants(w.t);
    const id = await connectSim(w);
    expect((await w.call('PATCH', `/api/sm-api-key/${id}`, { name: '' })).statusCode).toBe(400);
    const foreign = await w.t.call({
      method: 'PATCH',
      url: `/api/sm-api-key/${id}`,
      token: world.tokens.adminB,
      payload: { name: 'Idegen' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await w.call('PATCH', `/api/sm-api-key/${id}`, { name: 'Átnevezve' })).statusCode).toBe(200);
    const row = await w.t.database.db
      .selectFrom('sm_api_keys')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Átnevezve');
  });

  it('a sealed token does not open with another key', () => {
    const sealed = createTokenSealer(
      sealingKey({ JWT_SECRET: 'a'.repeat(40), TOKEN_ENCRYPTION_KEY: undefined }),
    ).seal('tok');
    expect(() =>
      createTokenSealer(sealingKey({ JWT_SECRET: 'b'.repeat(40), TOKEN_ENCRYPTION_KEY: undefined })).open(
        sealed,
      ),
    ).toThrow();
  });
});
