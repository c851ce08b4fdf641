import { createHash } from 'node:crypto';
import type { ManualImportRowError } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database, ResponseAnswers } from '../../../db/schema';
import { AppError } from '../../../errors';
import { designLookup, itemCodes } from '../response-mapping';
import { type ResponseRow, type ResponseTarget, recount, upsertResponses } from '../response-store';
import { columnName, readSheetRows } from './sheet-read';

/** The header of the collector id column (case-insensitive); an optional `response_id` column names rows. */
export const COLLECTOR_COLUMN = 'collector_id';
const RESPONSE_COLUMN = 'response_id';

interface CollectorTarget extends ResponseTarget {
  codes: Map<string, { choices: Map<string, number | null> }>;
}

/**
 * Imports a responses spreadsheet (spec 2 §7, §8): row 1 holds `collector_id` and item codes, each
 * further row one respondent. Every row is checked first; any error and nothing is stored, and the
 * answer lists every error (`invalid-collector-id` row; `missing-answer` and `cant-find-sm-question`
 * row and column). Rows are upserted on `response_id` (or the file's digest and the row number),
 * so importing the same file again adds nothing.
 */
export async function manualImport(
  db: Kysely<Database>,
  accountId: number,
  bytes: Uint8Array | null,
): Promise<number> {
  if (!bytes || bytes.length === 0) throw new AppError('no-file-found');
  // a refused spreadsheet (spreadsheet-limits) throws here, before anything is read or stored
  const rows = await readSheetRows(bytes);
  const header = rows?.[0]?.map((h) => h.trim());
  const collectorIndex = header?.findIndex((h) => h.toLowerCase() === COLLECTOR_COLUMN) ?? -1;
  if (!rows || !header || collectorIndex < 0) throw new AppError('cant-decode-file');
  const responseIndex = header.findIndex((h) => h.toLowerCase() === RESPONSE_COLUMN);
  const itemColumns = header.flatMap((code, index) =>
    index === collectorIndex || index === responseIndex || code === ''
      ? []
      : [{ code, index, column: columnName(index) }],
  );
  const fileDigest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const targets = new Map<string, CollectorTarget | null>();
  const errors: ManualImportRowError[] = [];
  const byTarget = new Map<CollectorTarget, ResponseRow[]>();

  for (let r = 1; r < rows.length; r++) {
    const cells = rows[r] ?? [];
    if (cells.every((c) => c === '')) continue;
    const rowNumber = r + 1;
    const collectorId = cells[collectorIndex] ?? '';
    if (!targets.has(collectorId))
      targets.set(collectorId, await collectorTarget(db, accountId, collectorId));
    const target = targets.get(collectorId);
    if (!target) {
      errors.push({ code: 'invalid-collector-id', row: rowNumber });
      continue;
    }
    const answers: ResponseAnswers = {};
    for (const item of itemColumns) {
      const question = target.codes.get(item.code);
      if (!question) {
        errors.push({ code: 'cant-find-sm-question', row: rowNumber, column: item.column });
        continue;
      }
      const value = Number((cells[item.index] ?? '').replace(',', '.'));
      const valid = [...question.choices.values()].includes(value);
      if (!Number.isInteger(value) || !valid) {
        errors.push({ code: 'missing-answer', row: rowNumber, column: item.column });
        continue;
      }
      answers[item.code] = value;
    }
    const responseId = responseIndex >= 0 ? cells[responseIndex] : '';
    const list = byTarget.get(target) ?? [];
    list.push({
      smResponseId: responseId || `manual-${fileDigest}-${rowNumber}`,
      smCollectorId: collectorId,
      status: 'completed',
      // the epoch: a manual row never moves the provider import's incremental cursor
      modifiedAt: new Date(0),
      answers,
    });
    byTarget.set(target, list);
  }
  if (errors.length > 0) throw new AppError('manual-import-rows-invalid', { errors });

  // all or nothing: one transaction around every target's rows
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const [target, list] of byTarget) {
      await upsertResponses(trx, accountId, target, list);
      count += list.length;
    }
    await recount(trx, accountId, [...new Set([...byTarget.keys()].map((t) => t.surveyDateId))]);
  });
  return count;
}

/** The survey date, worker group and survey design a collector id belongs to, or null. */
async function collectorTarget(
  db: Kysely<Database>,
  accountId: number,
  collectorId: string,
): Promise<CollectorTarget | null> {
  if (!collectorId) return null;
  const row = await db
    .selectFrom('collectors as c')
    .innerJoin('survey_date_surveys as s', (j) =>
      j
        .onRef('s.survey_date_id', '=', 'c.survey_date_id')
        .onRef('s.worker_group_id', '=', 'c.worker_group_id'),
    )
    .innerJoin('sm_surveys as m', 'm.id', 's.sm_survey_id')
    .select(['c.survey_date_id', 'c.worker_group_id', 's.sm_survey_id', 'm.details'])
    .where('c.account_id', '=', accountId)
    .where('c.sm_collector_id', '=', collectorId)
    .orderBy('c.survey_date_id', 'desc')
    .executeTakeFirst();
  const viaProvider =
    row ??
    (await db
      .selectFrom('sm_collectors as pc')
      .innerJoin('survey_date_surveys as s', 's.sm_survey_id', 'pc.sm_survey_id')
      .innerJoin('sm_surveys as m', 'm.id', 's.sm_survey_id')
      .select(['s.survey_date_id', 's.worker_group_id', 's.sm_survey_id', 'm.details'])
      .where('pc.account_id', '=', accountId)
      .where('pc.sm_collector_id', '=', collectorId)
      .orderBy('s.survey_date_id', 'desc')
      .executeTakeFirst());
  if (!viaProvider) return null;
  return {
    surveyDateId: viaProvider.survey_date_id,
    workerGroupId: viaProvider.worker_group_id,
    smSurveyId: viaProvider.sm_survey_id,
    codes: itemCodes(designLookup(viaProvider.details)),
  };
}
