import { describe, expect, it } from 'vitest';
import { startSim } from './test-support.ts';

describe('provider-api §5 errors: injected faults', () => {
  it('failNext answers the given 5xx with the documented body, then recovers', async () => {
    const { get, state } = await startSim();
    state.faults.failNext(2, 503);
    const first = await get('/v3/surveys');
    expect(first.status).toBe(503);
    expect(first.body.error).toMatchObject({ id: '1051', http_status_code: 503 });
    expect(first.headers.get('x-ratelimit-app-global-minute-limit')).toBe('120');
    expect((await get('/v3/surveys')).status).toBe(503);
    expect((await get('/v3/surveys')).status).toBe(200);
    state.faults.failNext(1);
    const internal = await get('/v3/surveys');
    expect(internal.status).toBe(500);
    expect(internal.body.error.id).toBe('1050');
  });

  it('a fault with a path match only hits matching requests', async () => {
    const { get, state } = await startSim();
    const id = state.data.surveys[0]!.id;
    state.faults.failNext(1, 502, '/responses/bulk');
    expect((await get('/v3/surveys')).status).toBe(200);
    const bulk = await get(`/v3/surveys/${id}/responses/bulk`);
    expect(bulk.status).toBe(502);
    expect(bulk.body.error.id).toBe('1054');
  });

  it('rateLimitNext forces 429 1040 although budget is left', async () => {
    const { get, state } = await startSim();
    state.faults.rateLimitNext(1);
    const forced = await get('/v3/surveys');
    expect(forced.status).toBe(429);
    expect(forced.body.error.id).toBe('1040');
    expect((await get('/v3/surveys')).status).toBe(200);
  });

  it('dropNext sends the headers and part of a page body, then cuts the connection', async () => {
    const { sim, state, token } = await startSim();
    const id = state.data.surveys[0]!.id;
    state.faults.dropNext(1, '/responses/bulk');
    const res = await fetch(`${sim.url}/v3/surveys/${id}/responses/bulk?per_page=100`, {
      headers: { Authorization: `bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    const retry = await fetch(`${sim.url}/v3/surveys/${id}/responses/bulk?per_page=100`, {
      headers: { Authorization: `bearer ${token}` },
    });
    expect(((await retry.json()) as { data: unknown[] }).data).toHaveLength(60);
  });

  it('delayMs slows every answer until cleared', async () => {
    const { get, state } = await startSim();
    state.faults.delayMs = 150;
    const started = performance.now();
    expect((await get('/v3/surveys')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    state.faults.clear();
    expect(state.faults.delayMs).toBe(0);
  });

  it('logs every answered request for call counting', async () => {
    const { get, state } = await startSim();
    state.faults.failNext(1, 504);
    await get('/v3/surveys');
    await get('/v3/surveys?page=1');
    expect(state.requests.map((r) => r.status)).toEqual([504, 200]);
    expect(state.requests[1]).toMatchObject({ method: 'GET', path: '/v3/surveys?page=1' });
  });
});
