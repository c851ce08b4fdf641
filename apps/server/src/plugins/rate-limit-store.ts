import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What a counter answers the rate-limit plugin: hits in the window and milliseconds until it ends. */
interface Count {
  current: number;
  ttl: number;
}

/** How often one store deletes the rows of ended windows, at most. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The `store` of a per-client limit (`@fastify/rate-limit`): on PostgreSQL, counters in the
 * `rate_limits` table, so every API instance of the database counts the same client's requests
 * against one budget (docs/architecture.md "Several instances"); on PGlite, none — one process
 * owns that database and the plugin's in-memory store counts correctly. `scope` names the limit
 * (one per plugin registration); the window follows the app's clock, as the login lock does.
 */
export function sharedRateLimitStore(
  app: FastifyInstance,
  scope: string,
): { store?: FastifyRateLimitStoreCtor } {
  if (app.database.kind !== 'postgres') return {};
  const db = app.database.db;
  const now = () => app.now();
  const sweep = sweeper(db, now, (error) =>
    app.log.warn({ err: { message: (error as Error).message } }, 'rate limit sweep failed'),
  );
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      sweep();
      countHit(db, scope, key, timeWindow, now()).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: (error: Error | null, result?: Count) => void): void {
      readCount(db, scope, key, now()).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  return { store: PostgresRateLimitStore };
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
async function readCount(db: Kysely<Database>, scope: string, key: string, at: Date): Promise<Count> {
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

/** A sweep of ended windows' rows, run in the background at most once a minute; its failure is only logged. */
function sweeper(db: Kysely<Database>, now: () => Date, onError: (error: unknown) => void): () => void {
  let last = 0;
  return () => {
    const at = now();
    if (at.getTime() - last < SWEEP_EVERY_MS) return;
    last = at.getTime();
    db.deleteFrom('rate_limits').where('resets_at', '<=', at).execute().catch(onError);
  };
}
