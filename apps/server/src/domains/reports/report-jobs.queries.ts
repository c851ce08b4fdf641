import type { ReportFormat, ReportJob } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who a report job belongs to: only they see its progress and download its file. */
export interface ReportOwner {
  userId: number;
  accountId: number;
}

type Db = Kysely<Database>;

/** A new job's row: its owner, the caller's role, its request. */
export interface NewReportJob {
  owner: ReportOwner;
  role: string;
  format: ReportFormat;
  language: string;
  request: unknown;
  now: Date;
}

/** Inserts a queued job; answers its id. */
export async function insertReportJob(db: Db, job: NewReportJob): Promise<number> {
  const row = await db
    .insertInto('report_jobs')
    .values({
      account_id: job.owner.accountId,
      user_id: job.owner.userId,
      role: job.role,
      format: job.format,
      language: job.language,
      request: JSON.stringify(job.request),
      created_at: job.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Deletes the jobs finished before `before` (their files with them) and fails the jobs still
 * unfinished that were asked before it: their worker is gone, and they must not hold their owner's share.
 */
export async function sweepReportJobs(db: Db, before: Date, now: Date): Promise<void> {
  await db.deleteFrom('report_jobs').where('finished_at', '<', before).execute();
  await db
    .updateTable('report_jobs')
    .set({ state: 'failed', error: 'internal', finished_at: now })
    .where('state', 'in', ['queued', 'running'])
    .where('created_at', '<', before)
    .execute();
}

/** The jobs waiting for a worker (all tenants) and the owner's unfinished ones. */
export async function reportJobCounts(
  db: Db,
  owner: ReportOwner,
): Promise<{ waiting: number; mine: number }> {
  const rows = await db
    .selectFrom('report_jobs')
    .select(['state', 'user_id', 'account_id'])
    .where('state', 'in', ['queued', 'running'])
    .execute();
  return {
    waiting: rows.filter((r) => r.state === 'queued').length,
    mine: rows.filter((r) => r.user_id === owner.userId && r.account_id === owner.accountId).length,
  };
}

/**
 * The owner's job as `GET reports/{id}` answers it, or undefined: missing, another's, or finished
 * before `keptAfter` (past its keeping time, even before a sweep deletes it).
 */
export async function readReportJob(
  db: Db,
  id: number,
  owner: ReportOwner,
  keptAfter: Date,
): Promise<ReportJob | undefined> {
  const row = await db
    .selectFrom('report_jobs')
    .select(['id', 'state', 'progress', 'format', 'error'])
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('account_id', '=', owner.accountId)
    .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>=', keptAfter)]))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    state: row.state,
    progress: row.progress,
    format: row.format,
    ...(row.error ? { error: row.error } : {}),
  };
}

/** The owner's finished file, unless finished before `keptAfter`; else undefined. */
export async function readReportFile(
  db: Db,
  id: number,
  owner: ReportOwner,
  keptAfter: Date,
): Promise<{ format: ReportFormat; file: Buffer } | undefined> {
  const row = await db
    .selectFrom('report_jobs')
    .select(['format', 'file'])
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('account_id', '=', owner.accountId)
    .where('state', '=', 'done')
    .where('finished_at', '>=', keptAfter)
    .executeTakeFirst();
  return row?.file ? { format: row.format, file: Buffer.from(row.file) } : undefined;
}

/** A running job's worker is alive: its heartbeat is now. */
export async function beatReportJob(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({ heartbeat_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Fails the running jobs whose heartbeat is older than `staleBefore` (or that never had one and were
 * asked before it): their worker is gone — killed mid-file or restarted — and nobody will finish them.
 * Answers how many were failed.
 */
export async function failOrphanedReportJobs(db: Db, staleBefore: Date, now: Date): Promise<number> {
  const result = await db
    .updateTable('report_jobs')
    .set({ state: 'failed', error: 'report-interrupted', finished_at: now })
    .where('state', '=', 'running')
    .where((eb) =>
      eb.or([
        eb('heartbeat_at', '<', staleBefore),
        eb.and([eb('heartbeat_at', 'is', null), eb('created_at', '<', staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes a queued job for a worker: marks it running and answers what building it needs; undefined
 * when it is gone or no longer queued (so a job never runs twice).
 */
export async function startReportJob(db: Db, id: number, now: Date) {
  const row = await db
    .updateTable('report_jobs')
    .set({ state: 'running', heartbeat_at: now })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .returning(['id', 'account_id', 'user_id', 'role', 'format', 'language', 'request'])
    .executeTakeFirst();
  return row;
}

/** Records a running job's progress, 0–99. */
export async function setReportProgress(db: Db, id: number, progress: number): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({ progress })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('progress', '<', progress)
    .execute();
}

/** Stores a job's file: it is done. */
export async function finishReportJob(db: Db, id: number, file: Buffer, now: Date): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({ state: 'done', progress: 100, file, finished_at: now })
    .where('id', '=', id)
    .execute();
}

/** Marks a job failed with its error code. */
export async function failReportJob(db: Db, id: number, error: string, now: Date): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({ state: 'failed', error, finished_at: now })
    .where('id', '=', id)
    .execute();
}
