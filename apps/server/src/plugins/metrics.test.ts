import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededDate } from '../domains/graphs/graphs.fixtures';
import { seedHandCompany } from '../domains/graphs/graphs-company.fixtures';
import { buildTestApp, type TestApp } from '../test/app';
import { createTenants } from '../test/fixtures';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample line of the Prometheus text, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics without METRICS_TOKEN (docs/security.md "Metrics")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404 JSON like any unknown /api path, even with a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/metrics', token: TOKEN });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
  });
});

describe('GET /api/metrics with METRICS_TOKEN (docs/security.md "Metrics")', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createTenants>>;
  let newer: SeededDate;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    world = await createTenants(t);
    ({ newer } = await seedHandCompany(t, world.accountA.id));
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.call({ method: 'GET', url: '/api/metrics', token: TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers 401 to a missing or wrong token, and to a user’s session token', async () => {
    for (const token of [null, `${TOKEN}x`, 'short', world.tokens.admin]) {
      const res = await t.call({ method: 'GET', url: '/api/metrics', token });
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized' } });
    }
  });

  it('counts each request in the latency histogram under its route pattern and status class, never its URL', async () => {
    const series = (status: string) =>
      `pulzus_http_request_duration_seconds_count{method="GET",route="/api/survey-dates/:id/documents",status_class="${status}"}`;
    const before = sample(await scrape(), series('2xx')) ?? 0;
    const ok = await t.call({
      method: 'GET',
      url: `/api/survey-dates/${newer.id}/documents`,
      token: world.tokens.userA,
    });
    expect(ok.statusCode).toBe(200);
    const anonymous = await t.call({ method: 'GET', url: '/api/survey-dates/987654/documents' });
    expect(anonymous.statusCode).toBe(401);
    const text = await scrape();
    expect(sample(text, series('2xx'))).toBe(before + 1);
    expect(sample(text, series('4xx'))).toBe(1);
    expect(text).not.toContain('987654');
    // Node's process metrics come along
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reports the import queue depth of each queue', async () => {
    const text = await scrape();
    expect(sample(text, 'pulzus_job_queue_depth{queue="provider-import"}')).toBe(0);
    expect(sample(text, 'pulzus_job_queue_depth{queue="provider-import-dead"}')).toBe(0);
  });

  it('counts a graph cache hit when the same graph is asked for again', async () => {
    const draw = () =>
      t.call({
        method: 'POST',
        url: '/api/graph/data',
        token: world.tokens.userA,
        payload: { type: 'total', query: { survey_dates: [newer.id], filters: [] } },
      });
    expect((await draw()).statusCode).toBe(200);
    const first = await scrape();
    const hits = sample(first, 'pulzus_graph_cache_hits_total{cache="result"}') ?? 0;
    const cubeMisses = sample(first, 'pulzus_graph_cache_misses_total{cache="cube"}') ?? 0;
    expect(sample(first, 'pulzus_graph_cache_misses_total{cache="result"}')).toBeGreaterThan(0);
    expect((await draw()).statusCode).toBe(200);
    const second = await scrape();
    expect(sample(second, 'pulzus_graph_cache_hits_total{cache="result"}')).toBe(hits + 1);
    // the result cache is asked before any cube (docs/graphs.md "Through the API"): nothing is rebuilt
    expect(sample(second, 'pulzus_graph_cache_misses_total{cache="cube"}') ?? 0).toBe(cubeMisses);
  });
});
