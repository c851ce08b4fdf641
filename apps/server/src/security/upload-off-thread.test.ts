import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoneTenant } from '../domains/survey-dates/survey-dates.fixtures';
import { buildTestApp } from '../test/app';
import { createChoiceDate } from '../domains/imports/manual/manual-import.fixtures';

/**
 * docs/import.md "Spreadsheet limits": uploads are parsed in worker threads, so a large import
 * never stops the server answering others, and a parse past the worker's memory or time limit is
 * refused with `spreadsheet-too-complex` while the server goes on. Asserted by order and by ratio,
 * never by a wall-clock threshold (timings belong in bench/import.ts).
 */

const ITEMS = Array.from({ length: 20 }, (_, i) => String(6000 + i));
const ROWS = 40_000;

/** A template csv of `rows` respondents of collector L1 with every item answered. */
function templateCsv(rows: number): Uint8Array {
  const lines = [['collector_id', 'response_id', ...ITEMS].join(',')];
  for (let r = 0; r < rows; r++)
    lines.push(['L1', `r-${r}`, ...ITEMS.map((_, c) => ((r + c) % 3) + 1)].join(','));
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

async function setUp(overrides: Record<string, string> = {}) {
  const t = await buildTestApp(overrides);
  const lone = await createLoneTenant(t);
  await createChoiceDate(t, lone.account.id, '400902', ITEMS, ROWS);
  const upload = async (bytes: Uint8Array, path = 'manual-import') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'valaszok.csv');
    const request = new Request('http://x/', { method: 'POST', body: form });
    return t.call({
      method: 'POST',
      url: `/api/data-import/${path}`,
      token: lone.tokens.admin,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
  };
  const ping = () => t.call({ method: 'GET', url: '/api/ping', token: lone.tokens.user });
  return { t, upload, ping };
}

describe('uploads are parsed off the request thread (docs/import.md "Spreadsheet limits")', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.t.close());

  it('answers other clients while a 40,000-row import is parsed: pings finish first, the event loop is never held long', async () => {
    const file = templateCsv(ROWS);
    // a worker that has started (its first upload pays the worker's start-up, not the parse)
    expect((await s.upload(templateCsv(1), 'manual-import/preview')).statusCode).toBe(200);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    let importDone = 0;
    const importing = s.upload(file).then((res) => {
      importDone = performance.now();
      return res;
    });
    const pingsDone: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await s.ping();
      expect(res.statusCode).toBe(200);
      pingsDone.push(performance.now());
    }
    const res = await importing;
    delay.disable();
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { status: 'ok', imported_count: ROWS },
    });
    // every ping was answered while the import was still running
    for (const done of pingsDone) expect(done).toBeLessThan(importDone);
    const importMs = importDone - started;
    const maxDelayMs = delay.max / 1e6;
    expect(maxDelayMs).toBeLessThan(importMs * 0.25);
    // (on PGlite the import is staged in 100-row steps and published at once, docs/import.md: in CI's lanes a
    // 40,000-row import took over two minutes)
  }, 300_000);
});

describe('a parse past the worker limits is refused alone (docs/import.md "Spreadsheet limits")', () => {
  it('spreadsheet-too-complex (422) when the worker runs out of its heap; the server goes on answering', async () => {
    const s = await setUp({ UPLOAD_PARSE_MEMORY_MB: '24', UPLOAD_PARSE_WORKERS: '1' });
    try {
      const res = await s.upload(templateCsv(ROWS));
      expect({ status: res.statusCode, error: res.json().error }).toEqual({
        status: 422,
        error: { code: 'spreadsheet-too-complex', resource: 'memory', limit: 24 },
      });
      expect((await s.ping()).statusCode).toBe(200);
      // a new worker takes the next upload
      expect((await s.upload(templateCsv(3))).json()).toEqual({ status: 'ok', imported_count: 3 });
    } finally {
      await s.t.close();
    }
  }, 120_000);

  it('spreadsheet-too-complex (422) when the parse runs past its time limit; the server goes on answering', async () => {
    const s = await setUp({ UPLOAD_PARSE_TIMEOUT_SECONDS: '0.05', UPLOAD_PARSE_WORKERS: '1' });
    try {
      const res = await s.upload(templateCsv(ROWS));
      expect({ status: res.statusCode, error: res.json().error }).toEqual({
        status: 422,
        error: { code: 'spreadsheet-too-complex', resource: 'time', limit: 0.05 },
      });
      expect((await s.ping()).statusCode).toBe(200);
    } finally {
      await s.t.close();
    }
  }, 120_000);

  it('server-busy (503, Retry-After) when every worker is busy and the queue is full', async () => {
    const s = await setUp({ UPLOAD_PARSE_WORKERS: '1', UPLOAD_PARSE_QUEUE: '0' });
    try {
      const file = templateCsv(ROWS);
      const [first, second] = await Promise.all([
        s.upload(file, 'manual-import/preview'),
        s.upload(file, 'manual-import/preview'),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 503]);
      const busy = first.statusCode === 503 ? first : second;
      expect(busy.json().error.code).toBe('server-busy');
      expect(busy.headers['retry-after']).toBe('10');
    } finally {
      await s.t.close();
    }
  }, 120_000);
});
