import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext, JobHandler, JobQueue } from '../../jobs/job-queue';
import { buildTestApp, type TestApp } from '../../test/app';
import { createAccount } from '../../test/fixtures';
import { ProviderError } from '../provider/provider.service';
import { recentImportJobs } from './import-job-log.queries';
import { ImportJobError } from './import-job-errors';
import { type ImportJob, settleOrphanedImportJobs, trackImportQueue } from './import-tracking';

let t: TestApp;
let accountId: number;
let apiKeyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  accountId = (await createAccount(t)).id;
  const key = await t.database.db
    .insertInto('sm_api_keys')
    .values({
      account_id: accountId,
      name: 'Fő fiók',
      access_token_sealed: '',
      access_url: 'http://127.0.0.1:1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  apiKeyId = key.id;
});
afterAll(() => t.close());

/** A queue that records what is sent and hands the registered handlers to the test. */
function fakeQueue(accepts = true) {
  const handlers = new Map<string, JobHandler<ImportJob>>();
  const sent: ImportJob[] = [];
  const queue: JobQueue<ImportJob> = {
    handle: (kind, handler) => void handlers.set(kind, handler as JobHandler<ImportJob>),
    send: async (data) => {
      sent.push(data);
      return accepts;
    },
    queueLength: async () => sent.length,
    unfinished: async () => sent,
    drain: async () => 0,
    reclaimAbandoned: async () => 0,
    deadLetters: async () => [],
    startWorkers: async () => {},
    stop: async () => {},
  };
  return { queue, handlers, sent };
}

const context = (signal: AbortSignal = new AbortController().signal): JobContext => ({
  signal,
  now: () => new Date(t.clock.now),
  sleep: async () => {},
  touch: async () => {},
});

async function latest() {
  const [job] = await recentImportJobs(t.database.db, accountId, new Date(t.clock.now));
  if (!job) throw new Error('no job logged');
  return job;
}

/** Queues a survey-list job on a tracked fake queue whose handler runs `attempt` each time. */
async function tracked(retryLimit: number, attempt: (n: number) => Promise<void>) {
  const fake = fakeQueue();
  const queue = trackImportQueue(fake.queue, {
    db: t.database.db,
    retryLimit,
    now: () => new Date(t.clock.now),
  });
  let runs = 0;
  queue.handle('surveys', async () => attempt(++runs));
  expect(await queue.send({ kind: 'surveys', accountId, apiKeyId })).toBe(true);
  const data = fake.sent.at(-1);
  const handler = fake.handlers.get('surveys');
  if (!data || !handler) throw new Error('nothing queued');
  const run = (signal?: AbortSignal) => handler(data, context(signal)).catch(() => {});
  return { run, data };
}

describe('import job log: states of an attempt', () => {
  it('is retrying with the error code while retries remain, then dead-lettered once they are spent', async () => {
    const { run, data } = await tracked(1, async () => {
      throw new ProviderError('server', 503);
    });
    expect(typeof data.logId).toBe('number');
    expect(await latest()).toMatchObject({ kind: 'survey-list', state: 'queued', api_key_name: 'Fő fiók' });
    await run();
    expect(await latest()).toMatchObject({
      state: 'retrying',
      attempts: 1,
      error_code: 'provider-unavailable',
      finished_at: null,
    });
    await run();
    const job = await latest();
    expect(job).toMatchObject({ state: 'dead-lettered', attempts: 2, error_code: 'provider-unavailable' });
    expect(job.finished_at).not.toBeNull();
  });

  it('fails at once, without a retry, on a permanent error with its code', async () => {
    const { run } = await tracked(5, async () => {
      throw new ImportJobError('provider-token-revoked');
    });
    await run();
    expect(await latest()).toMatchObject({
      state: 'failed',
      attempts: 1,
      error_code: 'provider-token-revoked',
    });
  });

  it('clears the last error when a retry completes', async () => {
    const { run } = await tracked(5, async (n) => {
      if (n === 1) throw new ProviderError('timeout');
    });
    await run();
    expect(await latest()).toMatchObject({ state: 'retrying', error_code: 'provider-unavailable' });
    await run();
    expect(await latest()).toMatchObject({ state: 'completed', attempts: 2, error_code: null });
  });

  it('leaves the job active when the worker stops mid-attempt (the job is run again later)', async () => {
    const stop = new AbortController();
    const { run } = await tracked(5, async () => {
      stop.abort(new Error('stopping'));
      throw new Error('stopping');
    });
    await run(stop.signal);
    expect(await latest()).toMatchObject({ state: 'active', attempts: 1, error_code: null });
  });

  it('logs nothing for a job the queue did not take', async () => {
    const before = await recentImportJobs(t.database.db, accountId, new Date(t.clock.now));
    const fake = fakeQueue(false);
    const queue = trackImportQueue(fake.queue, {
      db: t.database.db,
      retryLimit: 1,
      now: () => new Date(t.clock.now),
    });
    expect(await queue.send({ kind: 'surveys', accountId, apiKeyId })).toBe(false);
    expect(await recentImportJobs(t.database.db, accountId, new Date(t.clock.now))).toEqual(before);
  });

  it('keeps finished jobs in the view for a week, running ones however old', async () => {
    const finished = await tracked(5, async () => {});
    const waiting = await tracked(5, async () => {});
    await finished.run();
    const now = (await recentImportJobs(t.database.db, accountId, new Date(t.clock.now))).map((j) => j.id);
    expect(now).toEqual(expect.arrayContaining([finished.data.logId, waiting.data.logId]));
    const later = new Date(t.clock.now + 8 * 86_400_000);
    const left = (await recentImportJobs(t.database.db, accountId, later)).map((j) => j.id);
    expect(left).toContain(waiting.data.logId);
    expect(left).not.toContain(finished.data.logId);
  });
});

describe('import job log: jobs the queue gave up on without an attempt', () => {
  it('leaves a row the queue still holds, or one queued under a minute ago, and ends the rest with worker-stopped', async () => {
    // an account of its own: the rows other tests left active must not count here
    const own = (await createAccount(t)).id;
    const newest = async () => {
      const [job] = await recentImportJobs(t.database.db, own, new Date(t.clock.now));
      if (!job) throw new Error('no job logged');
      return job;
    };
    const fake = fakeQueue();
    const queue = trackImportQueue(fake.queue, {
      db: t.database.db,
      retryLimit: 2,
      now: () => new Date(t.clock.now),
    });
    // a worker that stops ends its attempt with the stop's reason
    queue.handle('surveys', async (_data, ctx) => {
      if (ctx.signal.aborted) throw ctx.signal.reason;
    });
    expect(await queue.send({ kind: 'surveys', accountId: own })).toBe(true);
    const held = fake.sent.at(-1)!;
    const settle = (unfinished: ImportJob[]) =>
      settleOrphanedImportJobs(
        t.database.db,
        { unfinished: async () => unfinished },
        own,
        new Date(t.clock.now),
      );

    // just queued: the job may not have reached the queue yet
    expect(await settle([])).toBe(0);
    expect(await newest()).toMatchObject({ state: 'queued' });
    // running, and still in the queue
    await fake.handlers.get('surveys')!(held, { ...context(), now: () => new Date(t.clock.now) }).catch(
      () => {},
    );
    expect(await newest()).toMatchObject({ state: 'completed' });

    expect(await queue.send({ kind: 'surveys', accountId: own })).toBe(true);
    const lost = fake.sent.at(-1)!;
    const stopped = new AbortController();
    stopped.abort(new Error('worker stopped'));
    await fake.handlers.get('surveys')!(lost, context(stopped.signal)).catch(() => {});
    expect(await settle([lost])).toBe(0);
    expect(await newest()).toMatchObject({ state: 'active', attempts: 1 });
    // the queue no longer holds it: its worker stopped on the last attempt
    expect(await settle([])).toBe(1);
    const job = await newest();
    expect(job).toMatchObject({ state: 'dead-lettered', attempts: 1, error_code: 'worker-stopped' });
    expect(job.finished_at).not.toBeNull();

    // a queued row whose job never reached the queue counts as lost after a minute
    expect(await queue.send({ kind: 'surveys', accountId: own })).toBe(true);
    t.clock.advance(61_000);
    expect(await settle([])).toBe(1);
    expect(await newest()).toMatchObject({
      state: 'dead-lettered',
      attempts: 0,
      error_code: 'worker-stopped',
    });
  });
});
