import type { Kysely } from 'kysely';
import { PgBoss } from 'pg-boss';
import { releaseClaimLock, tryClaimLock } from './claim-locks.queries';
import { kyselyBossDb } from './pg-boss-db';

/** What a job handler gets besides its data: a cancel signal, the clock, a sleep and a heartbeat. */
export interface JobContext {
  signal: AbortSignal;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** Tells the queue the job is alive (call after each committed step). */
  touch: () => Promise<void>;
}

/** A job that must not be retried (e.g. a revoked token): it goes straight to the dead-letter queue. */
export class PermanentJobError extends Error {
  /** Wraps the cause's message. */
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** One kind of job: its handler, given the data of that kind. */
export type JobHandler<J extends JobData = JobData> = (data: J, ctx: JobContext) => Promise<void>;

/**
 * What every queued job carries: its kind and its account (0 for the nightly run). Each queue's jobs are a
 * discriminated union on `kind` (`ImportJob`, `ReportJob`, `ShareMailJob`), checked where they are sent and handled.
 */
export interface JobData {
  kind: string;
  accountId: number;
}

/** The jobs of one kind in a queue's union. */
export type JobOfKind<J extends JobData, K extends J['kind']> = Extract<J, { kind: K }>;

/** Settings of the queue (from env). */
export interface JobQueueOptions {
  // biome-ignore lint/suspicious/noExplicitAny: pg-boss runs on any schema.
  db: Kysely<any>;
  engine: 'pglite' | 'postgres';
  retryLimit: number;
  retryDelaySeconds: number;
  now: () => Date;
  /**
   * Hold a PostgreSQL advisory lock per running job (docs/architecture.md "Several instances"), so
   * the job of a worker that died is run again at once instead of after its heartbeat; needs a pool
   * of two connections or more (the lock keeps one). Default off (PGlite: one connection, one process).
   */
  claimLocks?: boolean;
  /** Called with failures worth logging (never with tokens). */
  onError?: (error: unknown, job?: JobData) => void;
  /**
   * The pg-boss queues this queue uses and their job limits; default the provider imports'. Another
   * kind of work (reports) takes queues of its own, so it never waits behind a long import.
   */
  queue?: QueueSettings;
  /** Jobs run at once by the workers of this process (default 1). */
  workers?: number;
}

/** The pg-boss queues of one {@link JobQueue} and how long its jobs may run. */
export interface QueueSettings {
  name: string;
  deadLetter: string;
  nightly: string;
  /** How long a job may run before pg-boss fails it. */
  expireInSeconds: number;
  /** How long a job may go without `touch` before pg-boss fails it; none when undefined. */
  heartbeatSeconds?: number;
}

/** Options of one drain: a cancel signal and a sleep (tests move a fake clock instead of waiting). */
export interface DrainOptions {
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

/** A job queue on pg-boss (spec 2 §7, architecture: jobs) whose jobs are the union `J`. */
export interface JobQueue<J extends JobData = JobData> {
  /** Queues a job; answers whether it was queued. */
  send(data: J): Promise<boolean>;
  /** Jobs waiting or running, of one account or of all. */
  queueLength(accountId?: number): Promise<number>;
  /** The data of the jobs waiting or running, of one account or of all. */
  unfinished(accountId?: number): Promise<J[]>;
  /** Runs ready jobs one at a time until none is ready; answers how many ran. */
  drain(options?: DrainOptions): Promise<number>;
  /** Fails jobs left active by a process that died, so they are retried (pg-boss's heartbeat does this after a while). */
  reclaimAbandoned(): Promise<number>;
  /** Dead-lettered jobs (those that kept failing). */
  deadLetters(): Promise<J[]>;
  /** Starts the polling worker and the nightly schedule. */
  startWorkers(schedule: { cron: string; data: J } | null): Promise<void>;
  stop(): Promise<void>;
  /** Registers the handler of a job kind; it gets the data of that kind. */
  handle<K extends J['kind']>(kind: K, handler: JobHandler<JobOfKind<J, K>>): void;
}

/** The queue of provider imports. */
export const IMPORT_QUEUE = 'provider-import';
/** Where jobs that keep failing end up. */
export const DEAD_LETTER_QUEUE = 'provider-import-dead';
const NIGHTLY_QUEUE = 'provider-import-nightly';
const IMPORT_QUEUES: QueueSettings = {
  name: IMPORT_QUEUE,
  deadLetter: DEAD_LETTER_QUEUE,
  nightly: NIGHTLY_QUEUE,
  expireInSeconds: 3600,
  heartbeatSeconds: 300,
};
const ACTIVE_STATES = new Set(['created', 'retry', 'active']);
/** How often a worker looks for running jobs whose worker is gone. */
const RECLAIM_EVERY_MS = 30_000;

/** A fetched job whose claim lock another session holds at that moment: its claim is rolled back. */
class ClaimBusy extends Error {}

// the abort listener goes when the sleep ends: an idle worker sleeps every second on one long-lived signal, and
// listeners left behind would pile up for as long as the process runs
const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Creates the queue; pg-boss starts (installing its schema) on first use. */
export function createJobQueue<J extends JobData = JobData>(options: JobQueueOptions): JobQueue<J> {
  const queues = options.queue ?? IMPORT_QUEUES;
  const queueName = queues.name;
  const deadLetterName = queues.deadLetter;
  const nightlyName = queues.nightly;
  // keyed by kind, so a handler is only ever called with the data of its own kind
  const handlers = new Map<string, JobHandler<J>>();
  const stopping = new AbortController();
  let started: Promise<PgBoss> | null = null;
  let worker: Promise<void> | null = null;
  let running: Promise<unknown> = Promise.resolve();

  const ensure = (supervise = false): Promise<PgBoss> => {
    started ??= (async () => {
      const instance = new PgBoss({
        db: kyselyBossDb(options.db),
        backend: options.engine === 'pglite' ? 'pglite' : 'postgres',
        supervise,
        schedule: supervise,
      });
      instance.on('error', (error) => options.onError?.(error));
      await instance.start();
      await instance.createQueue(deadLetterName);
      await instance.createQueue(queueName, {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryDelaySeconds > 0,
        expireInSeconds: queues.expireInSeconds,
        ...(queues.heartbeatSeconds === undefined ? {} : { heartbeatSeconds: queues.heartbeatSeconds }),
        deadLetter: deadLetterName,
      });
      await instance.createQueue(nightlyName);
      return instance;
    })();
    return started;
  };

  const runJob = async (
    instance: PgBoss,
    job: { id: string; data: J },
    signal: AbortSignal,
    sleep: (ms: number) => Promise<void>,
  ): Promise<boolean> => {
    const handler = handlers.get(job.data.kind);
    const ctx: JobContext = {
      signal,
      now: options.now,
      sleep,
      touch: async () => {
        await instance.touch(queueName, job.id);
      },
    };
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.data.kind}`);
      await handler(job.data, ctx);
      await instance.complete(queueName, job.id);
    } catch (error) {
      // a stopping process leaves the job active, as a killed one would; the heartbeat,
      // reclaimAbandoned or (with claim locks) another worker hands it back to the queue
      if (signal.aborted) return false;
      options.onError?.(error, job.data);
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError || (error as { permanent?: boolean }).permanent) {
        await instance.complete(queueName, job.id, { failed: message });
        await instance.send(deadLetterName, { ...job.data, error: message });
      } else {
        await instance.fail(queueName, job.id, { error: message });
      }
    }
    return true;
  };

  /**
   * Fetches a job and runs it. With claim locks, the fetch and the job's session lock commit
   * together on a connection held until the job ends: whoever sees the job active while its lock
   * is free knows its worker is gone ({@link reclaimStopped}).
   */
  const runOne = async (signal: AbortSignal, sleep: (ms: number) => Promise<void>): Promise<boolean> => {
    const instance = await ensure();
    if (!options.claimLocks) {
      const [job] = await instance.fetch<J>(queueName, { batchSize: 1 });
      return job ? runJob(instance, job, signal, sleep) : false;
    }
    return options.db.connection().execute(async (connection) => {
      const job = await connection
        .transaction()
        .execute(async (trx) => {
          const [fetched] = await instance.fetch<J>(queueName, {
            batchSize: 1,
            db: kyselyBossDb(trx),
          });
          if (!fetched) return undefined;
          // held for a moment by a worker checking the job: roll the claim back, fetch it again later
          if (!(await tryClaimLock(trx, fetched.id))) throw new ClaimBusy();
          return fetched;
        })
        .catch((error: unknown) => {
          if (error instanceof ClaimBusy) return undefined;
          throw error;
        });
      if (!job) return false;
      try {
        return await runJob(instance, job, signal, sleep);
      } finally {
        await releaseClaimLock(connection, job.id).catch(() => {});
      }
    });
  };

  /**
   * Fails the active jobs whose claim lock is free — their worker died (kill -9, a lost host) — so
   * they are retried now. Checked under the lock: while it is held no worker can claim the job anew,
   * so a job still active then is one nobody runs.
   */
  const reclaimStopped = async (): Promise<number> => {
    const instance = await ensure();
    const active = (await instance.findJobs<J>(queueName, {})).filter((job) => job.state === 'active');
    let reclaimed = 0;
    for (const { id } of active) {
      reclaimed += await options.db.connection().execute(async (connection) => {
        if (!(await tryClaimLock(connection, id))) return 0;
        try {
          // on the held connection only: a small pool must not wait on itself
          const db = kyselyBossDb(connection);
          const [job] = await instance.findJobs<J>(queueName, { id, db });
          if (job?.state !== 'active') return 0;
          await instance.fail(queueName, id, { error: 'worker-stopped' }, { db });
          return 1;
        } finally {
          await releaseClaimLock(connection, id);
        }
      });
    }
    return reclaimed;
  };

  const unfinished = async (accountId?: number): Promise<J[]> => {
    const instance = await ensure();
    const jobs = await instance.findJobs<J>(
      queueName,
      accountId === undefined ? {} : { data: { accountId } },
    );
    return jobs.filter((job) => ACTIVE_STATES.has(job.state)).map((job) => job.data);
  };

  return {
    handle(kind, handler) {
      handlers.set(kind, handler as JobHandler<J>);
    },
    async send(data) {
      const instance = await ensure();
      const id = await instance.send(queueName, data);
      return id !== null;
    },
    unfinished,
    async queueLength(accountId) {
      return (await unfinished(accountId)).length;
    },
    async drain(drainOptions = {}) {
      const signal = drainOptions.signal ?? stopping.signal;
      const sleep = drainOptions.sleep ?? ((ms: number) => realSleep(ms, signal));
      let count = 0;
      while (!signal.aborted && (await runOne(signal, sleep))) count++;
      return count;
    },
    async reclaimAbandoned() {
      const instance = await ensure();
      const jobs = await instance.findJobs<J>(queueName, {});
      const active = jobs.filter((job) => job.state === 'active').map((job) => job.id);
      if (active.length > 0) await instance.fail(queueName, active, { error: 'abandoned' });
      return active.length;
    },
    async deadLetters() {
      const instance = await ensure();
      const jobs = await instance.findJobs<J>(deadLetterName, {});
      return jobs.map((job) => job.data);
    },
    async startWorkers(schedule) {
      const instance = await ensure(true);
      if (options.claimLocks) {
        const reclaim = () =>
          reclaimStopped().catch((error: unknown) => {
            if (!stopping.signal.aborted) options.onError?.(error);
          });
        // a restarted worker takes its predecessor's jobs back at once; the others within a while
        await reclaim();
        const timer = setInterval(reclaim, RECLAIM_EVERY_MS);
        timer.unref();
        stopping.signal.addEventListener('abort', () => clearInterval(timer));
      }
      if (schedule) {
        await instance.schedule(nightlyName, schedule.cron, schedule.data, { tz: 'UTC' });
        await instance.work<J>(nightlyName, async ([job]) => {
          if (job)
            await handlers.get(job.data.kind)?.(job.data, {
              signal: stopping.signal,
              now: options.now,
              sleep: (ms) => realSleep(ms, stopping.signal),
              touch: async () => {},
            });
        });
      }
      const loop = async () => {
        while (!stopping.signal.aborted) {
          running = runOne(stopping.signal, (ms) => realSleep(ms, stopping.signal));
          const ran = await (running as Promise<boolean>).catch((error) => {
            options.onError?.(error);
            return false;
          });
          if (!ran) await realSleep(1000, stopping.signal).catch(() => {});
        }
      };
      // each loop awaits its own job, so awaiting them all in `stop` awaits every running job
      worker ??= Promise.all(Array.from({ length: options.workers ?? 1 }, loop)).then(() => {});
    },
    async stop() {
      stopping.abort(new Error('job queue stopping'));
      await worker?.catch(() => {});
      await running.catch(() => {});
      if (started) {
        const instance = await started.catch(() => null);
        await instance?.stop({ graceful: false, wait: true, close: false } as never).catch(() => {});
      }
    },
  };
}
