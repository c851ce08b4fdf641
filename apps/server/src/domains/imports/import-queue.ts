import type { FastifyInstance } from 'fastify';
import { createJobQueue } from '../../jobs/job-queue';
import { createTokenSealer, sealingKey } from '../../services/token-seal';
import { registerImportJobs } from './import-jobs';
import { type ImportJob, type ImportQueue, trackImportQueue } from './import-tracking';

const queues = new WeakMap<object, ImportQueue>();

/** The app's import queue (tests drain it to run jobs to completion). */
export function importQueueOf(app: FastifyInstance): ImportQueue {
  const queue = queues.get(app.database);
  if (!queue) throw new Error('the imports domain is not registered');
  return queue;
}

/**
 * Creates the app's import queue with its job handlers and job log; the workers and the nightly
 * schedule start when the app is ready (unless IMPORT_WORKERS says otherwise) and stop when it closes.
 */
export function setUpImportQueue(app: FastifyInstance): ImportQueue {
  const env = app.env;
  const jobs = createJobQueue<ImportJob>({
    db: app.database.db,
    engine: app.database.kind,
    retryLimit: env.IMPORT_RETRY_LIMIT,
    retryDelaySeconds: env.IMPORT_RETRY_DELAY_SECONDS,
    now: () => app.now(),
    // several workers on one PostgreSQL: a killed worker's job is taken back at once (docs/architecture.md)
    claimLocks: app.database.kind === 'postgres' && env.DATABASE_POOL_SIZE >= 2,
    onError: (error, job) =>
      app.log.warn(
        { job: job ? { kind: job.kind, accountId: job.accountId } : undefined, err: errorSummary(error) },
        'import job failed',
      ),
  });
  const queue = trackImportQueue(jobs, {
    db: app.database.db,
    retryLimit: env.IMPORT_RETRY_LIMIT,
    now: () => app.now(),
  });
  registerImportJobs(queue, {
    db: app.database.db,
    env,
    sealer: createTokenSealer(sealingKey(env)),
    log: app.log,
  });
  queues.set(app.database, queue);
  const workers = env.IMPORT_WORKERS === 'true' || (env.IMPORT_WORKERS === 'auto' && env.NODE_ENV !== 'test');
  if (workers) {
    app.addHook('onReady', async () => {
      await queue.startWorkers({ cron: env.IMPORT_NIGHTLY_CRON, data: { kind: 'nightly', accountId: 0 } });
    });
  }
  app.addHook('onClose', async () => {
    await queue.stop();
    if (queues.get(app.database) === queue) queues.delete(app.database);
  });
  return queue;
}

/** A log-safe summary of an error: its name and message, never a stack or a token. */
function errorSummary(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}
