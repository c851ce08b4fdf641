import { describe, expect, it } from 'vitest';
import { startSim, testClock } from '../test-support.ts';

const REDIRECT = 'http://localhost:3000/oauth';

function authorizeUrl(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'sim-client-1',
    redirect_uri: REDIRECT,
    ...params,
  });
  return `${base}/oauth/authorize?${query.toString()}`;
}

async function approve(base: string, state = 'st-7f3a'): Promise<URL> {
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: 'sim-client-1',
    redirect_uri: REDIRECT,
    state,
    decision: 'approve',
  });
  const res = await fetch(`${base}/oauth/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

function exchange(base: string, fields: Record<string, string>) {
  return fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: 'sim-client-1',
      client_secret: 'sim-secret-1',
      redirect_uri: REDIRECT,
      grant_type: 'authorization_code',
      ...fields,
    }),
  });
}

describe('provider-api §2.1–2.2 authorize', () => {
  it('shows a consent page with approve and deny buttons for a valid request', async () => {
    const { sim } = await startSim();
    const res = await fetch(authorizeUrl(sim.url, { state: 'abc' }), { redirect: 'manual' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="deny"');
    expect(html).toContain('name="state" value="abc"');
  });

  it('approving redirects 302 to the redirect URI with a code and the state echoed unchanged', async () => {
    const { sim } = await startSim();
    const location = await approve(sim.url, 'st 7/f?3a&x');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('code')).toMatch(/^sim-code-/);
    expect(location.searchParams.get('state')).toBe('st 7/f?3a&x');
  });

  it('denying redirects with error=access_denied and no code', async () => {
    const { sim } = await startSim({ autoDecision: 'deny' });
    const res = await fetch(authorizeUrl(sim.url, { state: 's1' }), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe('Resource owner canceled the request');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('auto-approve redirects at once with a code', async () => {
    const { sim } = await startSim({ autoDecision: 'approve' });
    const res = await fetch(authorizeUrl(sim.url, { state: 's2' }), { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('s2');
  });

  it.each([
    ['an unregistered redirect_uri', { redirect_uri: 'http://evil.test/oauth' }],
    ['an unknown client_id', { client_id: 'other' }],
    ['a response_type other than code', { response_type: 'token' }],
  ])('refuses %s with a 400 page instead of redirecting', async (_label, params) => {
    const { sim } = await startSim({ autoDecision: 'approve' });
    const res = await fetch(authorizeUrl(sim.url, params), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('provider-api §2.3 token exchange', () => {
  it('exchanges a code for a token whose access_url is the simulator and which opens /v3', async () => {
    const { sim } = await startSim();
    const code = (await approve(sim.url)).searchParams.get('code') ?? '';
    const res = await exchange(sim.url, { code });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(body.token_type).toBe('bearer');
    expect(body.access_url).toBe(sim.url);
    const me = await fetch(`${body.access_url}/v3/users/me`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(me.status).toBe(200);
  });

  it('returns a configured access_url (another region) when set', async () => {
    const { sim, state } = await startSim();
    state.accessUrl = 'https://api.eu.surveymonkey.com';
    const code = (await approve(sim.url)).searchParams.get('code') ?? '';
    const body = (await (await exchange(sim.url, { code })).json()) as Record<string, string>;
    expect(body.access_url).toBe('https://api.eu.surveymonkey.com');
  });

  it('codes are single-use', async () => {
    const { sim } = await startSim();
    const code = (await approve(sim.url)).searchParams.get('code') ?? '';
    expect((await exchange(sim.url, { code })).status).toBe(200);
    const again = await exchange(sim.url, { code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('codes expire after 5 minutes', async () => {
    const clock = testClock();
    const { sim } = await startSim({ clock: clock.now });
    const fresh = (await approve(sim.url)).searchParams.get('code') ?? '';
    const stale = (await approve(sim.url)).searchParams.get('code') ?? '';
    clock.advance(5 * 60_000);
    expect((await exchange(sim.url, { code: fresh })).status).toBe(200);
    clock.advance(1000);
    const late = await exchange(sim.url, { code: stale });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['a wrong secret', { client_secret: 'nope' }, 401, 'invalid_client'],
    ['another redirect_uri', { redirect_uri: 'http://127.0.0.1:3000/oauth' }, 400, 'invalid_grant'],
    ['a wrong grant_type', { grant_type: 'refresh_token' }, 400, 'unsupported_grant_type'],
    ['a missing field', { client_secret: '' }, 400, 'invalid_request'],
  ])('rejects %s', async (_label, fields, status, error) => {
    const { sim } = await startSim();
    const code = (await approve(sim.url)).searchParams.get('code') ?? '';
    const res = await exchange(sim.url, { code, ...fields });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
  });

  it('accepts only a form-encoded body', async () => {
    const { sim } = await startSim();
    const code = (await approve(sim.url)).searchParams.get('code') ?? '';
    const res = await fetch(`${sim.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: 'sim-client-1',
        client_secret: 'sim-secret-1',
        code,
        redirect_uri: REDIRECT,
      }),
    });
    expect(res.status).toBe(400);
  });
});

describe('provider-api §2.4 and §3.9 bearer tokens', () => {
  it('answers 401 1010 without a token and 1011 for an unknown one, with the documented body', async () => {
    const { get } = await startSim();
    const none = await get('/v3/surveys', null);
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ id: '1010', http_status_code: 401 });
    const unknown = await get('/v3/surveys', 'bearer sim-tok-unknown');
    expect(unknown.body.error.id).toBe('1011');
  });

  it('a revoked token answers 401 1013, or the legacy body when configured', async () => {
    const { get, state, token } = await startSim();
    expect((await get('/v3/surveys')).status).toBe(200);
    state.revokeToken(token);
    const revoked = await get('/v3/surveys');
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toMatchObject({
      id: '1013',
      docs: 'https://developer.surveymonkey.com/api/v3/#error-codes',
    });
    state.revokedBody = 'legacy';
    expect((await get('/v3/surveys')).body).toEqual({ status: 1, errmsg: 'Client revoked access grant' });
  });

  it('an expired token answers 401 1012', async () => {
    const { get, state, token } = await startSim();
    state.expireToken(token);
    expect((await get('/v3/surveys')).body.error.id).toBe('1012');
  });

  it('a missing scope answers 403 1014', async () => {
    const { get } = await startSim({ scopes: ['surveys_read'] });
    expect((await get('/v3/surveys')).status).toBe(200);
    const me = await get('/v3/users/me');
    expect(me.status).toBe(403);
    expect(me.body.error.id).toBe('1014');
  });
});
