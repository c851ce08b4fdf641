import { createProviderSim } from '@pulzus/provider-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { buildTestApp, type TestApp } from '../test/app';
import { createTenants } from '../test/fixtures';
import { type DemoProvider, realProviderConfigured, startDemoProvider } from './demo-provider';

const TINY = { office: [6, 6, 6], production: [6, 6, 6] };
const baseEnv = () =>
  loadEnv({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
  });

let demo: DemoProvider;
let t: TestApp;
beforeAll(async () => {
  demo = await startDemoProvider(baseEnv(), { port: 0, respondents: TINY });
  // the app as server.ts builds it in demo mode: the connect flow at the simulator
  t = await buildTestApp({ PROVIDER_AUTH_URL: demo.env.PROVIDER_AUTH_URL });
});
afterAll(async () => {
  await t.close();
  await demo.sim.close();
});

describe('the demo simulator and the connect flow (spec 2 §7 sm-client-id, sm-connect)', () => {
  it('points the connect flow at the simulator unless a real provider app is configured', async () => {
    expect(demo.connectsToSimulator).toBe(true);
    expect(demo.env.PROVIDER_AUTH_URL).toBe(demo.sim.url);
    const real = loadEnv({ JWT_SECRET: 'x'.repeat(40), PROVIDER_CLIENT_ID: 'real-app-id' });
    expect(realProviderConfigured(real)).toBe(true);
    expect(realProviderConfigured(baseEnv())).toBe(false);
    const other = await startDemoProvider(real, { port: 0, respondents: TINY });
    try {
      expect(other.connectsToSimulator).toBe(false);
      expect(other.env.PROVIDER_AUTH_URL).toBe(real.PROVIDER_AUTH_URL);
      expect(other.sim.state.clientId).toBe('real-app-id');
    } finally {
      await other.sim.close();
    }
  });

  it('moves to a free port when the configured one is taken', async () => {
    const squatter = await createProviderSim({ data: { surveys: [] } });
    const port = Number(new URL(squatter.url).port);
    const moved = await startDemoProvider(baseEnv(), { port, respondents: TINY });
    try {
      expect(moved.portFallback).toBe(true);
      expect(moved.sim.url).not.toBe(squatter.url);
    } finally {
      await moved.sim.close();
      await squatter.close();
    }
  });

  it('an admin connects the simulator’s account: authorize page, approve, code exchange, a new key', async () => {
    const world = await createTenants(t);
    const start = await t.call({ method: 'GET', url: '/api/sm-client-id', token: world.tokens.admin });
    expect(start.statusCode, start.body).toBe(200);
    const { authorize_url, client_id, redirect_uri, state } = start.json();
    expect(authorize_url).toBe(`${demo.sim.url}/oauth/authorize`);
    const form = new URLSearchParams({
      response_type: 'code',
      client_id,
      redirect_uri,
      state,
      decision: 'approve',
    });
    const page = await fetch(`${authorize_url}?${form}`);
    expect(page.status).toBe(200);
    const approved = await fetch(authorize_url, { method: 'POST', body: form, redirect: 'manual' });
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(redirect_uri);
    const connect = await t.call({
      method: 'POST',
      url: '/api/sm-connect',
      token: world.tokens.admin,
      payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    expect(connect.statusCode, connect.body).toBe(200);
    const key = await t.database.db
      .selectFrom('sm_api_keys')
      .select('access_url')
      .where('id', '=', connect.json().id)
      .executeTakeFirstOrThrow();
    expect(key.access_url).toBe(demo.sim.url);
  });
});
