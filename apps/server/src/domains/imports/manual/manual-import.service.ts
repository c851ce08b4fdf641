import type { ManualImportPreview } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { upsertResponses } from '../response-store';
import { recount } from '../response-store.queries';
import { type ManualImportPlan, planManualImport } from './manual-import-plan';
import type { SheetReader } from './sheet-read';
import { countStoredByCollector } from './manual-import.queries';
import {
  discardStagedImport,
  openStagedImport,
  dropCubeSnapshots,
  publishStagedImport,
  purgeSupersededRows,
  stageResponseChunk,
} from './staged-import.queries';

/** How the service reads files and writes rows. */
export interface ManualImportOptions {
  /** Reads the file (default: on this thread). */
  readRows?: SheetReader;
  /**
   * Writes the rows in short steps into a staged batch, letting other requests at the database
   * between them, and publishes the batch in one short transaction (default false: one
   * transaction). For the embedded database, whose single connection a long transaction would hold
   * from everyone (docs/import.md "The manual import").
   */
  stagedWrites?: boolean;
  /**
   * A failpoint for tests: awaited after each staged chunk with the rows staged so far; what it
   * throws fails the import as a database failure would, and one that never settles stands for a
   * process that died part way.
   */
  afterStagedChunk?: (staged: number) => Promise<void> | void;
  /** Rows per staged transaction, fixed (for tests whose failpoints fall on a row count); by default they follow the time each took. */
  stagedChunkRows?: number;
}

/**
 * How long one staged transaction may hold the embedded database: its one connection, and the
 * thread its statements run on, so another user's request waits up to this long (docs/import.md
 * "All or nothing on either database"). The rows per transaction follow the time each took.
 */
export const STAGED_CHUNK_TARGET_MS = 25;
const STAGED_CHUNK_MIN = 10;
const STAGED_CHUNK_MAX = 1_000;
const STAGED_CHUNK_FIRST = 100;

/**
 * The rows of the next staged transaction, from the last one's rows and time: scaled towards the
 * target, at most halved or doubled at a step (one slow chunk on a busy machine does not swing it),
 * within 10 to 1,000 rows.
 */
export function nextStagedChunkSize(rows: number, tookMs: number): number {
  const ideal = (rows * STAGED_CHUNK_TARGET_MS) / Math.max(tookMs, 0.5);
  const stepped = Math.min(rows * 2, Math.max(rows / 2, ideal));
  return Math.round(Math.min(STAGED_CHUNK_MAX, Math.max(STAGED_CHUNK_MIN, stepped)));
}

/**
 * Imports a responses file (spec 2 §7, §8; docs/import.md "The manual import"): our template or
 * SurveyMonkey's export, xlsx, xls or csv. Every row is checked first; any error and nothing is
 * stored, and the answer lists every error with its row (and column). The rows are upserted on
 * their response id, so importing the same file again adds nothing. All or nothing either way: on
 * PostgreSQL in one transaction; with `stagedWrites` (PGlite) staged in transactions of about 25 ms, with
 * other requests served between them, and published at once. Answers how many rows were stored.
 */
export async function manualImport(
  db: Kysely<Database>,
  accountId: number,
  bytes: Uint8Array | null,
  options: ManualImportOptions = {},
): Promise<number> {
  const plan = await planManualImport(db, accountId, bytes, options.readRows);
  if (plan.errorCount > 0) {
    throw new AppError('manual-import-rows-invalid', { errors: plan.errors, error_count: plan.errorCount });
  }
  const dateIds = [...new Set(plan.collectors.map((c) => c.target.surveyDateId))];
  if (options.stagedWrites) {
    await oneAtATime(db, accountId, () => stagedImport(db, accountId, plan.collectors, dateIds, options));
  } else {
    // all or nothing: one transaction around every collector's rows
    await db.transaction().execute(async (trx) => {
      let updated = 0;
      for (const { target, rows } of plan.collectors)
        updated += rows.length - (await upsertResponses(trx, accountId, target, rows));
      // A manual row keeps the epoch as its modification time (it never moves the provider import's cursor), so a
      // snapshot appended to by response id would not see its answers change: the dates' snapshots go, and the
      // next read builds them from the rows (as publishing a staged import does; docs/graphs.md "Through the API")
      if (updated > 0) await dropCubeSnapshots(trx, accountId, dateIds);
      await recount(trx, accountId, dateIds);
    });
  }
  return plan.collectors.reduce((sum, collector) => sum + collector.rows.length, 0);
}

/**
 * The staged write: each chunk in a transaction of its own under the batch (hidden from every
 * reader), the event loop free between them; then one short transaction publishes the batch and
 * recounts, and the rows it superseded are deleted in short steps. Any failure before publication
 * discards the batch, so nothing of it is ever seen; a crash leaves it hidden until start-up discards
 * it (discardLeftoverStagedImports). Importing the file again then stores it whole.
 */
async function stagedImport(
  db: Kysely<Database>,
  accountId: number,
  collectors: ManualImportPlan['collectors'],
  dateIds: number[],
  options: ManualImportOptions,
): Promise<void> {
  const batchId = await openStagedImport(db, accountId);
  try {
    let staged = 0;
    let size = options.stagedChunkRows ?? STAGED_CHUNK_FIRST;
    for (const { target, rows } of collectors) {
      for (let i = 0; i < rows.length; ) {
        const chunk = rows.slice(i, i + size);
        const started = performance.now();
        await db.transaction().execute((trx) => stageResponseChunk(trx, accountId, batchId, target, chunk));
        if (!options.stagedChunkRows) size = nextStagedChunkSize(chunk.length, performance.now() - started);
        i += chunk.length;
        staged += chunk.length;
        await options.afterStagedChunk?.(staged);
        await nextTurn();
      }
    }
    const published = await db.transaction().execute(async (trx) => {
      if (!(await publishStagedImport(trx, accountId, batchId, dateIds))) return false;
      await recount(trx, accountId, dateIds);
      return true;
    });
    if (!published) throw new Error('staged import discarded before it was published');
  } catch (error) {
    await discardStagedImport(db, batchId).catch(() => {});
    throw error;
  }
  // published: the rows it superseded are seen by nobody now; they go in short steps. The import has
  // succeeded whatever happens here: a failure or a crash leaves them hidden, and start-up deletes them
  await purgeSupersededRows(db, batchId).catch(() => {});
}

/**
 * Staged imports of one account run one after another: two batches staging the same response ids
 * would each see the other's hidden row, and a discard of one could take the other's row with it.
 */
const running = new WeakMap<Kysely<Database>, Map<number, Promise<unknown>>>();

async function oneAtATime<T>(db: Kysely<Database>, accountId: number, work: () => Promise<T>): Promise<T> {
  let perAccount = running.get(db);
  if (!perAccount) {
    perAccount = new Map();
    running.set(db, perAccount);
  }
  const before = perAccount.get(accountId) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(work);
  const tail = mine.catch(() => {});
  perAccount.set(accountId, tail);
  try {
    return await mine;
  } finally {
    if (perAccount.get(accountId) === tail) perAccount.delete(accountId);
  }
}

/**
 * What importing a file would do, storing nothing (`POST data-import/manual-import/preview`): its
 * layout and rows, per collector the respondents and how many of them are stored already, the
 * skipped answers and the full error list. A file that cannot be read at all throws as the import
 * does (`no-file-found`, `cant-decode-file`, `spreadsheet-*`).
 */
export async function previewManualImport(
  db: Kysely<Database>,
  accountId: number,
  bytes: Uint8Array | null,
  readRows?: SheetReader,
): Promise<ManualImportPreview> {
  const plan = await planManualImport(db, accountId, bytes, readRows, 'keys');
  const stored = await countStoredByCollector(
    db,
    accountId,
    plan.collectors.flatMap(({ collectorId, target, rows }) =>
      rows.map((row) => ({
        collectorId,
        surveyDateId: target.surveyDateId,
        responseId: row.providerResponseId,
      })),
    ),
  );
  const collectors: ManualImportPreview['collectors'] = plan.collectors.map(
    ({ collectorId, target, rows }) => {
      const existing = stored.get(collectorId) ?? 0;
      return {
        collector_id: collectorId,
        survey_date_id: target.surveyDateId,
        survey_date: target.surveyDate,
        worker_group_id: target.workerGroupId,
        worker_group_name: target.workerGroupName,
        respondent_count: rows.length,
        new_count: rows.length - existing,
        existing_count: existing,
      };
    },
  );
  return {
    layout: plan.layout,
    row_count: plan.rowCount,
    respondent_count: plan.collectors.reduce((sum, collector) => sum + collector.rows.length, 0),
    empty_row_count: plan.emptyRowCount,
    skipped_answer_count: plan.skippedAnswerCount,
    collectors,
    errors: [...plan.errors],
    error_count: plan.errorCount,
  };
}
