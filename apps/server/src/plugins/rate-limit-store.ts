import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Count, countHit, deleteEndedWindows, readCount } from './rate-limit-store.queries';

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

/** A sweep of ended windows' rows, run in the background at most once a minute; its failure is only logged. */
function sweeper(db: Kysely<Database>, now: () => Date, onError: (error: unknown) => void): () => void {
  let last = 0;
  return () => {
    const at = now();
    if (at.getTime() - last < SWEEP_EVERY_MS) return;
    last = at.getTime();
    deleteEndedWindows(db, at).catch(onError);
  };
}
