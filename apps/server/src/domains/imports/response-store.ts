import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  recount,
  type ResponseRow,
  type ResponseTarget,
  upsertResponseChunk,
} from './response-store.queries';

export type { ResponseRow, ResponseTarget } from './response-store.queries';

const CHUNK = 400;

/**
 * Upserts responses on (survey date, provider response id) into every target, then brings the
 * dates' `answer_count`, the groups' `respondent_count` (completed responses) and `data_version`
 * up to date — all in one transaction, so a page is stored whole or not at all and a re-run adds
 * nothing (spec 2 §7). Answers how many rows were new.
 */
export async function storeResponses(
  db: Kysely<Database>,
  accountId: number,
  targets: readonly ResponseTarget[],
  rows: readonly ResponseRow[],
): Promise<number> {
  if (targets.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let added = 0;
    for (const target of targets) added += await upsertResponses(trx, accountId, target, rows);
    await recount(trx, accountId, [...new Set(targets.map((t) => t.surveyDateId))]);
    return added;
  });
}

/** Upserts rows into one target inside the caller's transaction; answers how many were new. */
export async function upsertResponses(
  trx: Transaction<Database>,
  accountId: number,
  target: ResponseTarget,
  rows: readonly ResponseRow[],
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    added += await upsertResponseChunk(trx, accountId, target, chunk);
    // PGlite runs each statement on this thread and its awaits resolve as microtasks: without a
    // turn of the event loop between chunks a 40,000-row import would hold it for seconds
    await nextTurn();
  }
  return added;
}
