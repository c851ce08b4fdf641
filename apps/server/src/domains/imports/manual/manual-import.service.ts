import type { ManualImportPreview } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors';
import { upsertResponses } from '../response-store';
import { recount } from '../response-store.queries';
import { planManualImport } from './manual-import-plan';
import type { SheetReader } from './sheet-read';
import { countStoredResponses } from './manual-import.queries';

/**
 * Imports a responses file (spec 2 §7, §8; docs/import.md "The manual import"): our template or
 * SurveyMonkey's export, xlsx, xls or csv. Every row is checked first; any error and nothing is
 * stored, and the answer lists every error with its row (and column). The rows are stored in one
 * transaction, upserted on their response id, so importing the same file again adds nothing.
 * Answers how many rows were stored. `readRows` reads the file (default: on this thread).
 */
export async function manualImport(
  db: Kysely<Database>,
  accountId: number,
  bytes: Uint8Array | null,
  readRows?: SheetReader,
): Promise<number> {
  const plan = await planManualImport(db, accountId, bytes, readRows);
  if (plan.errorCount > 0) {
    throw new AppError('manual-import-rows-invalid', { errors: plan.errors, error_count: plan.errorCount });
  }
  // all or nothing: one transaction around every collector's rows
  await db.transaction().execute(async (trx) => {
    for (const { target, rows } of plan.collectors) await upsertResponses(trx, accountId, target, rows);
    await recount(trx, accountId, [...new Set(plan.collectors.map((c) => c.target.surveyDateId))]);
  });
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
  const collectors: ManualImportPreview['collectors'] = [];
  for (const { collectorId, target, rows } of plan.collectors) {
    const ids = rows.map((row) => row.providerResponseId);
    const existing = await countStoredResponses(db, accountId, target.surveyDateId, ids);
    collectors.push({
      collector_id: collectorId,
      survey_date_id: target.surveyDateId,
      survey_date: target.surveyDate,
      worker_group_id: target.workerGroupId,
      worker_group_name: target.workerGroupName,
      respondent_count: rows.length,
      new_count: rows.length - existing,
      existing_count: existing,
    });
  }
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
