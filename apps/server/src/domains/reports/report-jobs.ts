import type { ReportJob, ReportRequest, RoleSlug } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { createJobQueue, type QueueSettings } from '../../jobs/job-queue';

/** The one job of the report queue: build the report of a `report_jobs` row (docs/reports.md "Queue"). */
export interface ReportQueueJob {
  kind: 'report';
  accountId: number;
  reportJobId: number;
}
import { roleSlugOf } from '../../security/roles';
import type { AuthContext } from '../../services/auth';
import { userStanding } from '../../services/auth.queries';
import {
  beatReportJob,
  failOrphanedReportJobs,
  failReportJob,
  finishReportJob,
  insertReportJob,
  type ReportOwner,
  readReportFile,
  readReportJob,
  reportJobCounts,
  setReportProgress,
  startReportJob,
  sweepReportJobs,
} from './report-jobs.queries';

export type { ReportOwner } from './report-jobs.queries';

/** The report's file, built as `caller`; `progress` takes the share done, 0–1. */
export type ReportBuilder = (
  caller: AuthContext,
  accountId: number,
  request: ReportRequest,
  progress: (done: number) => void,
) => Promise<Buffer>;

/** How often a running report's worker beats its heartbeat, ms. */
export const REPORT_HEARTBEAT_MS = 10_000;

/** A running report whose heartbeat is older than this has lost its worker and is failed, ms. */
export const REPORT_HEARTBEAT_STALE_MS = 45_000;

/**
 * The pg-boss queues of reports: their own, so a report never waits behind a provider import. A
 * report takes seconds; one still running after two minutes is failed, and one whose worker stopped
 * beating its heartbeat (docs/reports.md "Queue") as soon as anyone looks at it. A failure is recorded in the
 * job's row and never retried (the user asks again).
 */
export const REPORT_QUEUES: QueueSettings = {
  name: 'report',
  deadLetter: 'report-dead',
  nightly: 'report-nightly',
  expireInSeconds: 120,
};

/** Settings of the report queue. */
export interface ReportQueueOptions {
  // biome-ignore lint/suspicious/noExplicitAny: pg-boss runs on any schema.
  db: Kysely<any>;
  engine: 'pglite' | 'postgres';
  /** Reports built at once by this process's workers (`REPORT_WORKERS`). */
  workers: number;
  /** Reports that may wait for a worker, across all instances (`REPORT_QUEUE`); one more is refused with `report-busy`. */
  queue: number;
  /** Unfinished reports one user may have; one more is refused with `report-busy`. */
  perUser: number;
  /** How long a finished report's file is kept, ms; an unfinished job older than this is failed. */
  keepMs: number;
  now: () => Date;
  /** Several workers on one PostgreSQL (as the import queue's setting). */
  claimLocks: boolean;
  build: ReportBuilder;
  /** Told about a failed report (logged without its data). */
  onError: (error: unknown) => void;
}

/** The report queue of an app (docs/reports.md "Queue"). */
export interface ReportQueue {
  /** Queues the caller's report; refuses with `report-busy` (503) when the queue or the caller's share is full. */
  create(auth: AuthContext, accountId: number, request: ReportRequest): Promise<ReportJob>;
  /** The owner's job, or null for a missing, expired or another user's job (the same 404). */
  status(id: number, owner: ReportOwner): Promise<ReportJob | null>;
  /** The owner's finished file, or null. */
  file(id: number, owner: ReportOwner): Promise<{ format: ReportJob['format']; file: Buffer } | null>;
  /** Runs the waiting reports in this process until none waits (tests and the benchmark); answers how many ran. */
  drain(): Promise<number>;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Reports on pg-boss (docs/reports.md "Queue"): the job's state, progress and file live in
 * `report_jobs`, so any API instance answers its progress and serves its file; the limits are counted
 * there too. The worker rebuilds the caller from the stored owner and role, re-read: a user deleted,
 * disabled or given another role since asking gets a failed job.
 */
export function createReportQueue(options: ReportQueueOptions): ReportQueue {
  const db = options.db as Kysely<Database>;
  const keptAfter = () => new Date(options.now().getTime() - options.keepMs);
  const jobs = createJobQueue<ReportQueueJob>({
    db: options.db,
    engine: options.engine,
    retryLimit: 0,
    retryDelaySeconds: 0,
    now: options.now,
    claimLocks: options.claimLocks,
    queue: REPORT_QUEUES,
    workers: options.workers,
    onError: (error) => options.onError(error),
  });

  const staleBefore = () => new Date(options.now().getTime() - REPORT_HEARTBEAT_STALE_MS);
  // a job "running" with a stopped heartbeat lost its worker: failed when anyone looks, not after the keeping time
  const failOrphans = () => failOrphanedReportJobs(db, staleBefore(), options.now());

  jobs.handle('report', async (data) => {
    const row = await startReportJob(db, Number(data.reportJobId), options.now());
    if (!row) return;
    const heartbeat = setInterval(() => {
      beatReportJob(db, row.id, options.now()).catch(options.onError);
    }, REPORT_HEARTBEAT_MS);
    heartbeat.unref();
    let written = 0;
    let progress: Promise<void> = Promise.resolve();
    try {
      const caller = await callerOf(db, row);
      const file = await options.build(caller, row.account_id, row.request as ReportRequest, (done) => {
        const percent = Math.min(99, Math.round(done * 100));
        if (percent <= written) return;
        written = percent;
        progress = progress.then(() => setReportProgress(db, row.id, percent)).catch(options.onError);
      });
      await progress;
      await finishReportJob(db, row.id, file, options.now());
    } catch (error) {
      await progress;
      await failReportJob(db, row.id, error instanceof AppError ? error.code : 'internal', options.now());
      if (!(error instanceof AppError)) options.onError(error);
    } finally {
      clearInterval(heartbeat);
    }
  });

  return {
    async create(auth, accountId, request) {
      const now = options.now();
      await sweepReportJobs(db, keptAfter(), now);
      await failOrphans();
      const owner = { userId: auth.userId, accountId };
      // counted before the insert, without a lock: two requests at the same moment may both pass
      const { waiting, mine } = await reportJobCounts(db, owner);
      if (mine >= options.perUser || (waiting > 0 && waiting >= options.queue))
        throw new AppError('report-busy');
      const id = await insertReportJob(db, {
        owner,
        role: auth.role,
        format: request.format,
        language: request.language,
        request,
        now,
      });
      if (!(await jobs.send({ kind: 'report', accountId, reportJobId: id }))) {
        await failReportJob(db, id, 'report-busy', now);
        throw new AppError('report-busy');
      }
      return { id, state: 'queued', progress: 0, format: request.format };
    },
    async status(id, owner) {
      const job = await readReportJob(db, id, owner, keptAfter());
      if (job?.state !== 'running' || (await failOrphans()) === 0) return job ?? null;
      return (await readReportJob(db, id, owner, keptAfter())) ?? null;
    },
    async file(id, owner) {
      return (await readReportFile(db, id, owner, keptAfter())) ?? null;
    },
    drain: () => jobs.drain(),
    // a worker starting after a crash fails what its predecessor left running (once the heartbeat is stale)
    startWorkers: async () => {
      await failOrphans();
      await jobs.startWorkers(null);
    },
    stop: () => jobs.stop(),
  };
}

/**
 * The caller a job is built as: the stored owner and role, checked again against the user's row.
 * The worker holds no session token; the claims carry only what `graph/data` reads from them, the
 * language of the labels (the report's).
 */
async function callerOf(
  db: Kysely<Database>,
  row: { user_id: number; account_id: number; role: string; language: string },
): Promise<AuthContext> {
  const standing = await userStanding(db, row.user_id);
  const role = standing ? roleSlugOf(standing.role_id) : null;
  if (!standing || standing.deleted_at || standing.is_disabled || !role || role !== row.role)
    throw new AppError('forbidden');
  const isAdmin = role === 'admin';
  return {
    userId: row.user_id,
    role: role as RoleSlug,
    isAdmin,
    accountId: row.account_id,
    claims: {
      nickname: '',
      role,
      uid: row.user_id,
      ...(isAdmin ? { aid: row.account_id } : {}),
      lang_id: 0,
      lang_code: row.language,
      tv: standing.token_version,
      auth_time: 0,
      sid: '',
      iat: 0,
      exp: 0,
    },
  };
}
