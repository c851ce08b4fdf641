import type { Kysely } from 'kysely';

/**
 * A running report's worker beats its job's heartbeat (docs/reports.md "Queue"): a running job whose
 * heartbeat stopped belongs to a worker that is gone (killed mid-PDF, a restart), and is failed within
 * a minute instead of staying "running" until the queue's sweep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_jobs').addColumn('heartbeat_at', 'timestamptz').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_jobs').dropColumn('heartbeat_at').execute();
}
