import { ROLE_IDS, type ReportRequest } from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createJobQueue } from '../../jobs/job-queue';
import type { AuthContext } from '../../services/auth';
import { buildTestApp, type TestApp } from '../../test/app';
import { createAccount, createUser } from '../../test/fixtures';
import {
  createReportQueue,
  REPORT_HEARTBEAT_MS,
  REPORT_HEARTBEAT_STALE_MS,
  type ReportBuilder,
  type ReportQueue,
} from './report-jobs';

let t: TestApp;
let accountId: number;
const queues: ReportQueue[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  accountId = (await createAccount(t)).id;
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await t.close();
});

const KEEP_MS = 60_000;

/** A report queue on the test database, as one API instance (or worker process) would have it. */
function instance(build: ReportBuilder, over: { queue?: number; onError?: (error: unknown) => void } = {}) {
  const queue = createReportQueue({
    db: t.database.db,
    engine: t.database.kind,
    workers: 1,
    queue: over.queue ?? 8,
    perUser: 2,
    keepMs: KEEP_MS,
    now: () => new Date(t.clock.now),
    claimLocks: false,
    build,
    onError: over.onError ?? (() => {}),
  });
  queues.push(queue);
  return queue;
}

/** A caller as `authenticate` builds it (only what the queue reads of it). */
async function caller(role: 'user' | 'admin' = 'user'): Promise<AuthContext> {
  const user = await createUser(t, role, accountId);
  return { userId: user.id, role, isAdmin: role === 'admin', accountId, claims: null };
}

const request = (language: 'hu' | 'en' = 'en'): ReportRequest =>
  ({
    survey_date_id: 1,
    compare_survey_date_ids: [],
    filters: [],
    format: 'pptx',
    language,
  }) as ReportRequest;

const fileOf =
  (text: string): ReportBuilder =>
  async () =>
    Buffer.from(text);

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('report jobs live in the database (docs/reports.md "Queue")', () => {
  it('a report asked on one instance is built by another’s worker, and any instance answers its state and file', async () => {
    const anna = await caller();
    const built: { caller: AuthContext; accountId: number }[] = [];
    const api = instance(fileOf('unused'));
    const worker = instance(async (who, account) => {
      built.push({ caller: who, accountId: account });
      return Buffer.from('the slides');
    });
    const owner = { userId: anna.userId, accountId };
    const job = await api.create(anna, accountId, request('hu'));
    expect(await api.status(job.id, owner)).toMatchObject({ state: 'queued', progress: 0 });
    expect(await worker.drain()).toBe(1);
    expect(await api.status(job.id, owner)).toMatchObject({ state: 'done', progress: 100, format: 'pptx' });
    expect((await api.file(job.id, owner))?.file.toString()).toBe('the slides');
    // built as the asking user, in the report's language
    expect(built).toHaveLength(1);
    expect(built[0]).toMatchObject({
      accountId,
      caller: { userId: anna.userId, role: 'user', isAdmin: false, claims: { lang_code: 'hu' } },
    });
  });

  it('a job, its progress and its file are its owner’s only, and the file only once done', async () => {
    const [anna, bela] = [await caller(), await caller()];
    const queue = instance(fileOf('file'));
    const job = await queue.create(anna, accountId, request());
    const annas = { userId: anna.userId, accountId };
    const belas = { userId: bela.userId, accountId };
    expect(await queue.status(job.id, belas)).toBeNull();
    expect(await queue.file(job.id, annas)).toBeNull();
    await queue.drain();
    expect(await queue.status(job.id, belas)).toBeNull();
    expect(await queue.file(job.id, belas)).toBeNull();
    expect(await queue.status(job.id, { userId: anna.userId, accountId: accountId + 1 })).toBeNull();
    expect((await queue.file(job.id, annas))?.file.toString()).toBe('file');
  });

  it('the progress of a running report is stored in its row, where another instance reads it', async () => {
    const anna = await caller();
    const api = instance(fileOf('unused'));
    const seen: unknown[] = [];
    let id = 0;
    const worker = instance(async (_who, _account, _request, progress) => {
      progress(0.42);
      // the row is written in order before the build goes on
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push(await api.status(id, { userId: anna.userId, accountId }));
      return Buffer.from('x');
    });
    id = (await api.create(anna, accountId, request())).id;
    await worker.drain();
    expect(seen).toEqual([expect.objectContaining({ state: 'running', progress: 42 })]);
  });
});

describe('a report whose worker is gone does not stay running (docs/reports.md "Queue")', () => {
  it('a job killed mid-file is failed with report-interrupted once its heartbeat is stale, not after the keeping time', async () => {
    const anna = await caller();
    const owner = { userId: anna.userId, accountId };
    const api = instance(fileOf('unused'));
    let release = () => {};
    let builds = 0;
    // the worker that took the job never finishes it: a process killed while printing the PDF
    const dead = instance(async () => {
      builds += 1;
      if (builds > 1) return Buffer.from('next');
      return new Promise<Buffer>((resolve) => {
        release = () => resolve(Buffer.from('late'));
      });
    });
    const job = await api.create(anna, accountId, request());
    const running = dead.drain();
    await expect.poll(async () => (await api.status(job.id, owner))?.state).toBe('running');
    // a minute without a heartbeat (the worker beats every 10 s) is far inside the keeping time
    t.clock.advance(REPORT_HEARTBEAT_STALE_MS + 1_000);
    expect(REPORT_HEARTBEAT_STALE_MS + 1_000).toBeLessThan(KEEP_MS * 10);
    expect(await api.status(job.id, owner)).toMatchObject({ state: 'failed', error: 'report-interrupted' });
    // the user may ask again at once: the failed job holds no share
    const again = await api.create(anna, accountId, request());
    expect(again.state).toBe('queued');
    release();
    await running;
  });

  it('a worker starting after a crash fails the jobs its predecessor left running', async () => {
    const bela = await caller();
    const owner = { userId: bela.userId, accountId };
    const api = instance(fileOf('unused'));
    const job = await api.create(bela, accountId, request());
    // what a killed worker leaves: running, its last heartbeat a minute old
    await t.database.db
      .updateTable('report_jobs')
      .set({ state: 'running', heartbeat_at: new Date(t.clock.now - 60_000) })
      .where('id', '=', job.id)
      .execute();
    const restarted = instance(fileOf('unused'));
    await restarted.startWorkers();
    // its workers would build the next tests' jobs: only the start is checked here
    await restarted.stop();
    const row = await t.database.db
      .selectFrom('report_jobs')
      .select(['state', 'error'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', error: 'report-interrupted' });
    expect(await api.status(job.id, owner)).toMatchObject({ state: 'failed', error: 'report-interrupted' });
  });

  it('a running job whose worker beats its heartbeat stays running', async () => {
    const cecil = await caller();
    const owner = { userId: cecil.userId, accountId };
    const api = instance(fileOf('unused'));
    const job = await api.create(cecil, accountId, request());
    await t.database.db
      .updateTable('report_jobs')
      .set({ state: 'running', heartbeat_at: new Date(t.clock.now - REPORT_HEARTBEAT_MS) })
      .where('id', '=', job.id)
      .execute();
    expect(await api.status(job.id, owner)).toMatchObject({ state: 'running' });
    await t.database.db
      .updateTable('report_jobs')
      .set({ state: 'failed' })
      .where('id', '=', job.id)
      .execute();
  });
});

describe('the report limits are counted in the database (docs/reports.md "Queue")', () => {
  it('a user may have two unfinished reports; a third is refused with report-busy', async () => {
    const anna = await caller();
    const queue = instance(fileOf('x'));
    await queue.create(anna, accountId, request());
    await queue.create(anna, accountId, request());
    expect(await codeOf(queue.create(anna, accountId, request()))).toBe('report-busy');
    await queue.drain();
    expect(await codeOf(queue.create(anna, accountId, request()))).toBeNull();
    await queue.drain();
  });

  it('past REPORT_QUEUE waiting reports, across instances, another is refused until one is built', async () => {
    const [anna, bela] = [await caller(), await caller()];
    const one = instance(fileOf('x'), { queue: 1 });
    const other = instance(fileOf('x'), { queue: 1 });
    await one.create(anna, accountId, request());
    expect(await codeOf(other.create(bela, accountId, request()))).toBe('report-busy');
    await one.drain();
    expect(await codeOf(other.create(bela, accountId, request()))).toBeNull();
    await other.drain();
  });

  it('a finished report is gone after its keeping time, and the next request deletes its row', async () => {
    const anna = await caller();
    const queue = instance(fileOf('x'));
    const owner = { userId: anna.userId, accountId };
    const job = await queue.create(anna, accountId, request());
    await queue.drain();
    t.clock.advance(KEEP_MS + 1);
    expect(await queue.status(job.id, owner)).toBeNull();
    expect(await queue.file(job.id, owner)).toBeNull();
    await queue.create(anna, accountId, request());
    const rows = await t.database.db
      .selectFrom('report_jobs')
      .select('id')
      .where('id', '=', job.id)
      .execute();
    expect(rows).toEqual([]);
    await queue.drain();
  });
});

describe('a report job fails with a code, never a stack (docs/reports.md "Queue")', () => {
  it('a refused report answers its error code, an unexpected failure `internal` (and is logged)', async () => {
    const [anna, bela] = [await caller(), await caller()];
    const logged: unknown[] = [];
    const refused = instance(
      async () => {
        throw new AppError('report-renderer-unavailable');
      },
      { onError: (error) => logged.push(error) },
    );
    const a = await refused.create(anna, accountId, request());
    await refused.drain();
    const broken = instance(
      async () => {
        throw new Error('boom at /secret/path');
      },
      { onError: (error) => logged.push(error) },
    );
    const b = await broken.create(bela, accountId, request());
    await broken.drain();
    expect(await refused.status(a.id, { userId: anna.userId, accountId })).toEqual({
      id: a.id,
      state: 'failed',
      progress: 0,
      format: 'pptx',
      error: 'report-renderer-unavailable',
    });
    expect(await broken.status(b.id, { userId: bela.userId, accountId })).toMatchObject({
      state: 'failed',
      error: 'internal',
    });
    expect(logged.map((e) => (e as Error).message)).toEqual(['boom at /secret/path']);
  });

  it('a user whose role changed, or who was deleted, before the job ran gets a failed job, not a report', async () => {
    const [changed, deleted] = [await caller(), await caller()];
    let builds = 0;
    const queue = instance(async () => {
      builds += 1;
      return Buffer.from('x');
    });
    const a = await queue.create(changed, accountId, request());
    const b = await queue.create(deleted, accountId, request());
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ role_id: ROLE_IDS['demo-user'] })
      .where('id', '=', changed.userId)
      .execute();
    await db
      .updateTable('users')
      .set({ deleted_at: new Date(t.clock.now) })
      .where('id', '=', deleted.userId)
      .execute();
    await queue.drain();
    expect(builds).toBe(0);
    for (const [job, who] of [
      [a, changed],
      [b, deleted],
    ] as const)
      expect(await queue.status(job.id, { userId: who.userId, accountId })).toMatchObject({
        state: 'failed',
        error: 'forbidden',
      });
  });
});

describe('reports have a pg-boss queue of their own (docs/reports.md "Queue")', () => {
  it('a report does not wait behind a queued provider import', async () => {
    const imports = createJobQueue({
      db: t.database.db,
      engine: t.database.kind,
      retryLimit: 0,
      retryDelaySeconds: 0,
      now: () => new Date(t.clock.now),
    });
    try {
      await imports.send({ kind: 'responses', accountId });
      const anna = await caller();
      const queue = instance(fileOf('x'));
      const job = await queue.create(anna, accountId, request());
      expect(await queue.drain()).toBe(1);
      expect((await queue.status(job.id, { userId: anna.userId, accountId }))?.state).toBe('done');
      expect(await imports.queueLength(accountId)).toBe(1);
    } finally {
      await imports.stop();
    }
  });
});
