import type { ManualImportPreview } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { upsertResponses } from '../response-store';
import { raiseDataVersions, recount, upsertResponseChunk } from '../response-store.queries';
import { planManualImport } from './manual-import-plan';
import type { SheetReader } from './sheet-read';
import { countStoredByCollector } from './manual-import.queries';

/** How the service reads files and writes rows. */
export interface ManualImportOptions {
  /** Reads the file (default: on this thread). */
  readRows?: SheetReader;
  /**
   * Writes the rows in short transactions of their own, letting other requests at the database
   * between them (default false: one transaction). For the embedded database, whose single
   * connection a long transaction would hold from everyone (docs/import.md "The manual import").
   */
  chunkedWrites?: boolean;
}

/** Rows a chunked write stores per transaction: a few milliseconds of the embedded database's thread. */
const WRITE_CHUNK = 100;

/**
 * Imports a responses file (spec 2 §7, §8; docs/import.md "The manual import"): our template or
 * SurveyMonkey's export, xlsx, xls or csv. Every row is checked first; any error and nothing is
 * stored, and the answer lists every error with its row (and column). The rows are upserted on
 * their response id, so importing the same file again adds nothing: on PostgreSQL in one
 * transaction; with `chunkedWrites` (PGlite) in transactions of 100 rows, each raising the date's
 * data version, and the counts at the end. Answers how many rows were stored.
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
  if (options.chunkedWrites) {
    // every row was checked above, so only a database failure or a crash can stop this part way;
    // the rows written stay, and importing the same file again completes it without doubles
    for (const { target, rows } of plan.collectors) {
      for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
        await db.transaction().execute(async (trx) => {
          await upsertResponseChunk(trx, accountId, target, rows.slice(i, i + WRITE_CHUNK));
          // a graph read across this commit sees a new version and stores no snapshot of a mix
          await raiseDataVersions(trx, accountId, [target.surveyDateId]);
        });
        await nextTurn();
      }
    }
    await db.transaction().execute((trx) => recount(trx, accountId, dateIds));
  } else {
    // all or nothing: one transaction around every collector's rows
    await db.transaction().execute(async (trx) => {
      for (const { target, rows } of plan.collectors) await upsertResponses(trx, accountId, target, rows);
      await recount(trx, accountId, dateIds);
    });
  }
  return plan.collectors.reduce((sum, collector) => sum + collector.rows.length, 0);
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
  const plan = await planManualImport(db, accountId, bytes, readRows);
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
