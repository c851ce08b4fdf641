import { createHash } from 'node:crypto';
import {
  type ManualImportLayout,
  type ManualImportRowError,
  MANUAL_IMPORT_ERRORS_LISTED,
} from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database, ResponseAnswers, ResponseTexts } from '../../../db/schema';
import { commentText } from '../response-mapping';
import { AppError } from '../../../errors';
import type { ResponseRow } from '../response-store.queries';
import { type ColumnRole, columnRoles } from './column-roles';
import { type AnswerLookup, matchText } from './export-design';
import { type CollectorTarget, collectorTargets } from './manual-import.queries';
import { yieldWhenDue } from '../../../event-loop-slices';
import { detectLayout, missingCollectorColumn } from './sheet-layout';
import { columnName, readSheetRows, type SheetReader } from './sheet-read';

/** The respondents of one collector, ready to store. */
export interface PlannedCollector {
  readonly collectorId: string;
  readonly target: CollectorTarget;
  readonly rows: ResponseRow[];
}

/** What a file would store, and why it cannot be stored. */
export interface ManualImportPlan {
  readonly layout: ManualImportLayout;
  /** Rows below the header that are not blank. */
  readonly rowCount: number;
  /** Of those, rows without any answer: skipped. */
  readonly emptyRowCount: number;
  /** Blank cells and N/A or "other" answers of the planned rows: stored as skipped answers. */
  readonly skippedAnswerCount: number;
  /** Per collector, in the order the file names them. */
  readonly collectors: readonly PlannedCollector[];
  /** Every error, by row and then column; the file is stored only without any. */
  /** The first MANUAL_IMPORT_ERRORS_LISTED errors. */
  readonly errors: readonly ManualImportRowError[];
  /** Every error of the file. */
  readonly errorCount: number;
}

/** A cell's value: a choice position, null for a skipped answer, undefined when it is no answer of the item. */
function answerValue(cell: string, answers: AnswerLookup): number | null | undefined {
  if (cell === '') return null;
  if (answers.texts.size > 0) {
    // most cells are a choice text as written; only the others are normalised
    const byText =
      answers.texts.get(cell) ?? (answers.texts.has(cell) ? null : answers.texts.get(matchText(cell)));
    if (byText !== undefined) return byText;
  }
  const value = Number(cell.replace(',', '.'));
  return Number.isInteger(value) && answers.positions.has(value) ? value : undefined;
}

const NO_ANSWERS: ResponseAnswers = Object.freeze({});
const NO_TEXTS: ResponseTexts = Object.freeze({});

/** Bytes hashed at a time: the digest of a large file is taken in slices too. */
const DIGEST_SLICE_BYTES = 256 * 1024;

/** The file's digest (the key of rows without a response id), hashed in slices of the event loop. */
async function fileDigest(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.length; at += DIGEST_SLICE_BYTES) {
    const turn = yieldWhenDue();
    if (turn) await turn;
    hash.update(bytes.subarray(at, at + DIGEST_SLICE_BYTES));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Reads and checks a manual import file (docs/import.md "The manual import") without storing
 * anything: the layout from row 1, then each respondent row against its collector's survey design.
 * A blank cell is a skipped answer: the item is left out of the respondent's answers, as the
 * provider import leaves out an unanswered question. Rows are keyed by their response id, or by
 * the file's digest and row number, so the same file plans the same rows again.
 */
export async function planManualImport(
  db: Kysely<Database>,
  accountId: number,
  bytes: Uint8Array | null,
  readRows: SheetReader = readSheetRows,
  /** `keys`: every row checked, but its answers not kept (a preview counts rows, it stores none). */
  keep: 'rows' | 'keys' = 'rows',
): Promise<ManualImportPlan> {
  if (!bytes || bytes.length === 0) throw new AppError('no-file-found');
  // a refused spreadsheet (spreadsheet-limits) throws here, before anything is read or stored
  const grid = await readRows(bytes);
  if (!grid) throw new AppError('cant-decode-file');
  const layout = detectLayout(grid);
  // a readable sheet without its collector column: say which column is missing (spec 2 §8)
  if (!layout) throw new AppError('manual-import-missing-column', { column: missingCollectorColumn(grid) });
  const digest = await fileDigest(bytes);
  const responseColumn = layout.responseIndex >= 0 ? columnName(layout.responseIndex) : '';
  // the file is read and checked before any database work, and its collectors are looked up in one
  // pass however many it names: a query per id held the embedded database for minutes
  const collectorIds = new Set<string>();
  for (let r = layout.headerRows; r < grid.length; r++) {
    const turn = yieldWhenDue();
    if (turn) await turn;
    const cells = grid[r] ?? [];
    const collectorId = cells[layout.collectorIndex] ?? '';
    if (collectorId !== '') collectorIds.add(collectorId);
  }
  const targets = await collectorTargets(db, accountId, [...collectorIds]);
  const roles = new Map<number, ColumnRole[]>();
  const seen = new Map<number, Set<string>>();
  const collectors = new Map<string, PlannedCollector>();
  const errors: ManualImportRowError[] = [];
  let errorCount = 0;
  // every error counts, the first ones are listed (a bad column of a large export is one per row)
  const refuse = (error: ManualImportRowError) => {
    errorCount += 1;
    if (errors.length < MANUAL_IMPORT_ERRORS_LISTED) errors.push(error);
  };
  let rowCount = 0;
  let emptyRowCount = 0;
  let skippedAnswerCount = 0;

  for (let r = layout.headerRows; r < grid.length; r++) {
    // a large file is planned on the request thread: a few milliseconds at a time, shared by every
    // plan running at once, with other requests served between (docs/import.md "Where parsing runs")
    const turn = yieldWhenDue();
    if (turn) await turn;
    const cells = grid[r] ?? [];
    if (cells.every((c) => c === '')) continue;
    rowCount += 1;
    const row = r + 1;
    const collectorId = cells[layout.collectorIndex] ?? '';
    const target = targets.get(collectorId);
    let targetRoles = target ? roles.get(target.providerSurveyId) : undefined;
    if (target && !targetRoles) {
      targetRoles = columnRoles(layout, target.details);
      roles.set(target.providerSurveyId, targetRoles);
    }
    // a row without any answer (metadata aside) is skipped, whatever its collector
    const answered = layout.columns.some(
      ({ index }, c) => targetRoles?.[c]?.kind !== 'metadata' && (cells[index] ?? '') !== '',
    );
    if (!answered) {
      emptyRowCount += 1;
      continue;
    }
    if (!target || !targetRoles) {
      refuse({ code: 'invalid-collector-id', row });
      continue;
    }
    // a preview's rows keep no answers: ten previews at once built millions of objects to drop
    const answers: ResponseAnswers = keep === 'rows' ? {} : NO_ANSWERS;
    const texts: ResponseTexts = keep === 'rows' ? {} : NO_TEXTS;
    let skipped = 0;
    layout.columns.forEach(({ index, column }, c) => {
      const role = targetRoles[c];
      if (!role || role.kind === 'unread' || role.kind === 'metadata') return;
      if (role.kind === 'text') {
        if (keep === 'keys') return;
        const text = commentText(cells[index]);
        if (text !== null) texts[role.key] = text;
        return;
      }
      if (role.kind === 'error') {
        refuse({ code: role.code, row, column });
        return;
      }
      const value = answerValue(cells[index] ?? '', role.answers);
      if (value === undefined) refuse({ code: 'invalid-answer', row, column });
      else if (value === null) skipped += 1;
      else if (keep === 'rows') answers[role.code] = value;
    });
    const responseId = (layout.responseIndex >= 0 ? cells[layout.responseIndex] : '') || '';
    if (responseId) {
      const ids = seen.get(target.surveyDateId) ?? new Set<string>();
      seen.set(target.surveyDateId, ids);
      if (ids.has(responseId)) {
        // one upsert cannot take a key twice, and the later row would silently win
        refuse({ code: 'duplicate-response-id', row, column: responseColumn });
        continue;
      }
      ids.add(responseId);
    }
    skippedAnswerCount += skipped;
    const planned = collectors.get(collectorId) ?? { collectorId, target, rows: [] };
    collectors.set(collectorId, planned);
    planned.rows.push({
      providerResponseId: responseId || `manual-${digest}-${row}`,
      providerCollectorId: collectorId,
      status: 'completed',
      // the epoch: a manual row never moves the provider import's incremental cursor
      modifiedAt: new Date(0),
      answers,
      texts,
    });
  }
  return {
    layout: layout.kind,
    rowCount,
    emptyRowCount,
    skippedAnswerCount,
    collectors: [...collectors.values()],
    errors,
    errorCount,
  };
}
