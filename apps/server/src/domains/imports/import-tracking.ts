import type { ImportJobKind } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobContext, JobOfKind, JobQueue } from '../../jobs/job-queue';
import {
  deleteImportJob,
  endImportAttempt,
  insertImportJob,
  type ProgressUpdate,
  saveImportProgress,
  startImportAttempt,
  unendedImportJobIds,
} from './import-job-log.queries';
import { importJobErrorCode, isPermanent } from './import-job-errors';
import { surveyRow } from './imports.queries';

/** Reports how far the running attempt got (a no-op for untracked jobs such as the nightly fan-out). */
export type ReportProgress = (progress: ProgressUpdate) => Promise<void>;

/** What a provider import job of one survey carries: the survey's row id (a job without one fails). */
interface SurveyJob<K extends 'details' | 'collectors' | 'responses'> {
  kind: K;
  accountId: number;
  providerSurveyId?: number;
  /** The job's row in the job log, set by the tracking queue's `send`. */
  logId?: number;
}

/**
 * The jobs of the import queue (docs/import.md "The import queue"): the survey list of an API key, a survey's
 * details, collectors or responses, and the nightly fan-out (account 0) that queues the responses of dates with
 * refresh enabled.
 */
export type ImportJob =
  | { kind: 'surveys'; accountId: number; apiKeyId?: number; logId?: number }
  | SurveyJob<'details'>
  | SurveyJob<'collectors'>
  | SurveyJob<'responses'>
  | { kind: 'nightly'; accountId: number; logId?: undefined };

/** A job handler that reports its progress. */
export type TrackedJobHandler<J extends ImportJob = ImportJob> = (
  data: J,
  ctx: JobContext,
  progress: ReportProgress,
) => Promise<void>;

/** The import queue with a job log: every provider import it queues shows in `GET data-import/jobs`. */
export interface ImportQueue extends Omit<JobQueue<ImportJob>, 'handle'> {
  /** Registers the handler of a job kind (it gets the data of that kind); its attempts, progress and outcome are logged. */
  handle<K extends ImportJob['kind']>(kind: K, handler: TrackedJobHandler<JobOfKind<ImportJob, K>>): void;
}

/** What the log needs: the database, the queue's retry limit and the clock. */
export interface TrackingOptions {
  db: Kysely<Database>;
  /** The queue's retry limit: an attempt past it is the last (pg-boss: attempt n fails over to retry while n ≤ limit). */
  retryLimit: number;
  now: () => Date;
}

/** The provider import jobs and how they show in the log. */
const LOGGED_KINDS: Readonly<Record<string, ImportJobKind>> = {
  surveys: 'survey-list',
  details: 'details',
  collectors: 'collectors',
  responses: 'responses',
};

const noProgress: ReportProgress = async () => {};

/**
 * Wraps the queue with the job log (docs/import.md "The import queue"): `send` writes a queued row and
 * puts its id in the job data (`logId`); each attempt marks the row active, the handler reports
 * progress, and the outcome sets completed, retrying, failed (a permanent error, not retried) or
 * dead-lettered (the retries spent) with a translatable error code. A stopping process leaves the row
 * active, as pg-boss leaves the job, until the job is run again.
 */
export function trackImportQueue(queue: JobQueue<ImportJob>, options: TrackingOptions): ImportQueue {
  const { db, retryLimit, now } = options;
  return {
    ...queue,
    async send(data) {
      const kind = LOGGED_KINDS[data.kind];
      if (!kind || data.kind === 'nightly' || data.accountId <= 0) return queue.send(data);
      const providerSurveyId = 'providerSurveyId' in data ? data.providerSurveyId : undefined;
      const apiKeyId = 'apiKeyId' in data ? data.apiKeyId : undefined;
      const survey =
        providerSurveyId === undefined
          ? undefined
          : await surveyRow(db, data.accountId, Number(providerSurveyId));
      const logId = await insertImportJob(
        db,
        data.accountId,
        {
          kind,
          surveyRowId: survey?.id ?? null,
          providerSurveyId: survey?.sm_survey_id ?? null,
          apiKeyId: apiKeyId === undefined ? (survey?.sm_api_key_id ?? null) : Number(apiKeyId),
        },
        now(),
      );
      try {
        const queued = await queue.send({ ...data, logId });
        if (!queued) await deleteImportJob(db, data.accountId, logId);
        return queued;
      } catch (error) {
        await deleteImportJob(db, data.accountId, logId).catch(() => {});
        throw error;
      }
    },
    handle(kind, handler) {
      queue.handle(kind, async (data, ctx) => {
        const logId = 'logId' in data && typeof data.logId === 'number' ? data.logId : null;
        if (logId === null) return handler(data, ctx, noProgress);
        const attempt = await startImportAttempt(db, data.accountId, logId, ctx.now());
        const progress: ReportProgress = (update) => saveImportProgress(db, data.accountId, logId, update);
        try {
          await handler(data, ctx, progress);
        } catch (error) {
          // a stopping worker leaves the job active for the next run: so does the log
          if (ctx.signal.aborted) throw error;
          const state = isPermanent(error)
            ? 'failed'
            : (attempt ?? 1) > retryLimit
              ? 'dead-lettered'
              : 'retrying';
          await endImportAttempt(
            db,
            data.accountId,
            logId,
            state,
            importJobErrorCode(error),
            ctx.now(),
          ).catch(() => {});
          throw error;
        }
        await endImportAttempt(db, data.accountId, logId, 'completed', null, ctx.now());
      });
    },
  };
}

/**
 * Ends the account's log rows whose job the queue no longer holds although no attempt ended them:
 * pg-boss fails a job whose worker stopped (a restart, `reclaimAbandoned` or its heartbeat) and,
 * on the last allowed attempt, dead-letters it without running the handler again. Such a row would
 * stay active for ever; it becomes dead-lettered with `worker-stopped`. Called before the progress
 * view is read; the queue is asked only when some row is unended, which polls seldom find.
 */
export async function settleOrphanedImportJobs(
  db: Kysely<Database>,
  queue: Pick<JobQueue<ImportJob>, 'unfinished'>,
  accountId: number,
  now: Date,
): Promise<number> {
  const unended = await unendedImportJobIds(db, accountId, now);
  if (unended.length === 0) return 0;
  const held = new Set(
    (await queue.unfinished(accountId)).flatMap((job) => (typeof job.logId === 'number' ? [job.logId] : [])),
  );
  const orphans = unended.filter((id) => !held.has(id));
  for (const id of orphans) await endImportAttempt(db, accountId, id, 'dead-lettered', 'worker-stopped', now);
  return orphans.length;
}

/**
 * Runs a manual import under the job log (docs/import.md "The import queue"): an active `manual` row,
 * then completed with the stored row count, or failed with the file's error code (spec 2 §8); the
 * error is rethrown.
 */
export async function logManualImport(
  db: Kysely<Database>,
  accountId: number,
  now: () => Date,
  run: () => Promise<number>,
): Promise<number> {
  const logId = await insertImportJob(db, accountId, { kind: 'manual', state: 'active' }, now());
  let count: number;
  try {
    count = await run();
  } catch (error) {
    await endImportAttempt(db, accountId, logId, 'failed', importJobErrorCode(error), now()).catch(() => {});
    throw error;
  }
  await saveImportProgress(db, accountId, logId, {
    pagesFetched: 1,
    pagesTotal: 1,
    itemsFetched: count,
    itemsTotal: count,
  });
  await endImportAttempt(db, accountId, logId, 'completed', null, now());
  return count;
}
