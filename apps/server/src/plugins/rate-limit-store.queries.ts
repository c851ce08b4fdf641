import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What a counter answers the rate-limit plugin: hits in the window and milliseconds until it ends. */
export interface Count {
  current: number;
  ttl: number;
}

/**
 * Counts one hit of `key` in one statement: a new row, a row whose window ended (reset to 1 with a
 * new window), or one more hit in the running window. The upsert locks the row, so concurrent hits
 * from several instances are each counted once.
 */
export async function countHit(
  db: Kysely<Database>,
  scope: string,
  key: string,
  windowMs: number,
  at: Date,
): Promise<Count> {
  const resetsAt = new Date(at.getTime() + windowMs);
  const ended = sql<boolean>`rate_limits.resets_at <= ${at}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ scope, client_key: key, hits: 1, resets_at: resetsAt })
    .onConflict((oc) =>
      oc.columns(['scope', 'client_key']).doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
        resets_at: sql<Date>`case when ${ended} then excluded.resets_at else rate_limits.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - at.getTime()) };
}

/** The hits of `key` in its running window without counting one (none once the window ended). */
export async function readCount(db: Kysely<Database>, scope: string, key: string, at: Date): Promise<Count> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'resets_at'])
    .where('scope', '=', scope)
    .where('client_key', '=', key)
    .where('resets_at', '>', at)
    .executeTakeFirst();
  return row
    ? { current: row.hits, ttl: new Date(row.resets_at).getTime() - at.getTime() }
    : { current: 0, ttl: 0 };
}

/** Deletes the counters of every window that ended by `at`. */
export async function deleteEndedWindows(db: Kysely<Database>, at: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('resets_at', '<=', at).execute();
}
