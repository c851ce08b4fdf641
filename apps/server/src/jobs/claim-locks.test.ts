import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, TEST_ENGINE } from '../test/database';
import { createJobQueue, type JobQueue } from './job-queue';

// Several workers on one PostgreSQL (docs/architecture.md "Several instances"): a running job holds
// its claim lock, so a worker that starts leaves it alone, and takes back only a job nobody runs.

let database: DatabaseHandle;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

const worker = () => {
  const queue = createJobQueue({
    db: database.db,
    engine: 'postgres',
    retryLimit: 3,
    retryDelaySeconds: 0,
    now: () => new Date(),
    claimLocks: true,
  });
  queues.push(queue);
  return queue;
};

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

describe.runIf(TEST_ENGINE === 'postgres')('import job claim locks', () => {
  it('a worker that starts leaves a running job to its worker, and runs a job whose worker stopped', async () => {
    const runs: string[] = [];
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const first = worker();
    first.handle('job', async (_data, ctx) => {
      runs.push('first');
      await Promise.race([
        held,
        new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason))),
      ]);
    });
    const second = worker();
    second.handle('job', async () => {
      runs.push('second');
    });

    // a live worker's job: the second worker starts (and looks for stopped jobs) while it runs
    await first.send({ kind: 'job', accountId: 1 });
    const running = first.drain();
    await until(() => runs.length === 1);
    await second.startWorkers(null);
    await new Promise((done) => setTimeout(done, 1500));
    expect(runs).toEqual(['first']);
    release();
    expect(await running).toBe(1);
    expect(await first.queueLength()).toBe(0);

    // a worker that stops mid-job leaves it active; another takes it back and runs it once
    const stop = new AbortController();
    const stopped = worker();
    stopped.handle('job', async (_data, ctx) => {
      runs.push('stopped');
      await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)));
    });
    await stopped.send({ kind: 'job', accountId: 2 });
    // the second worker would take the job from the queue itself: it stops polling first
    await second.stop();
    const abandoned = stopped.drain({ signal: stop.signal });
    await until(() => runs.length === 2);
    stop.abort(new Error('killed'));
    await abandoned;
    expect(await stopped.unfinished(2)).toHaveLength(1);
    const third = worker();
    third.handle('job', async () => {
      runs.push('third');
    });
    await third.startWorkers(null);
    await until(() => runs.length === 3);
    await until(async () => (await third.queueLength()) === 0);
    expect(runs).toEqual(['first', 'stopped', 'third']);
  }, 60_000);
});
