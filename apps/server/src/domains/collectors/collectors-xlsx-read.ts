import type { CollectorInput } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors';
import {
  COLLECTORS_LIMITS,
  checkedXlsx,
  checkGrid,
  checkSheetExtent,
  isZip,
} from '../../spreadsheets/spreadsheet-limits';
import { restoreCell } from '../../services/spreadsheet-safety';
import { COLLECTORS_SHEET, cellAddress } from './sheet-cells';

/** A sheet as trimmed cell texts: `rows[r][c]` is row r + 1, column c (0-based). */
export type SheetGrid = string[][];

/** What the rows are checked against: the date's provider collectors, worker groups and collector demographies. */
export interface CollectorSheetContext {
  providerCollectorIds: ReadonlySet<string>;
  workerGroups: readonly { id: number; name: string; code: string }[];
  demographies: readonly {
    id: number;
    name: string;
    code: string;
    answers: readonly { id: number; name: string; value: number }[];
  }[];
}

/**
 * What exceljs expands far beyond its size and the upload never reads: it creates a cell for every
 * address of a merged range, a data validation or a defined name, and a column object up to a
 * `<col max>` (one tag of `A1:XFD1048576` is 17 billion). The copy renames these tags away, so a
 * merged range reads as its cells do in the file: the value in its top-left cell only.
 */
const EXCELJS_IGNORED = {
  names: [
    'mergeCells',
    'mergeCell',
    'dataValidations',
    'dataValidation',
    'definedNames',
    'definedName',
    'cols',
    'col',
  ],
  prefixed: false,
};

/**
 * Reads the collectors sheet (or the first sheet) of an xlsx file; anything else is `invalid-file`.
 * The zip is checked first and exceljs reads only the checked copy; the sheet's extent and cells
 * are checked after (docs/import.md "Spreadsheet limits"), refusing with a `spreadsheet-*` AppError.
 */
export async function readCollectorsSheet(bytes: Buffer): Promise<SheetGrid> {
  // not a zip at all: the old answer; a zip the checks refuse answers its spreadsheet-* code
  if (!isZip(bytes)) throw new AppError('invalid-file');
  const checked = await checkedXlsx(bytes, COLLECTORS_LIMITS, { ignore: EXCELJS_IGNORED });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(checked as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('invalid-file');
  }
  const sheet = workbook.getWorksheet(COLLECTORS_SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw new AppError('invalid-file');
  // the grid below fills every row up to rowCount and every column up to the row's last cell
  checkSheetExtent({ rows: sheet.rowCount, columns: sheet.columnCount }, COLLECTORS_LIMITS);
  const grid: SheetGrid = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = restoreCell(cell.text.trim());
    });
    grid[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
  const rows = Array.from(grid, (row) => row ?? []);
  checkGrid(rows, COLLECTORS_LIMITS);
  return rows;
}

const same = (a: string, b: string) => a.localeCompare(b, 'hu', { sensitivity: 'accent' }) === 0;

/**
 * Maps the sheet's rows to collectors (spec 2 §7): A collector id, B worker group (name or code),
 * C headcount, then one column per collector-type demography (header: name or code; cell: answer
 * name or value). Blank rows are skipped; the first wrong cell fails the whole upload, naming it.
 */
export function collectorsFromSheet(grid: SheetGrid, ctx: CollectorSheetContext): CollectorInput[] {
  const header = grid[0] ?? [];
  const columns = header.slice(3).map((title, i) => {
    const address = cellAddress(3 + i, 1);
    if (!title) return null;
    const demography = ctx.demographies.find((d) => same(d.name, title) || same(d.code, title));
    if (!demography) throw new AppError('validation-failed', { cell: address });
    return demography;
  });
  const inputs: CollectorInput[] = [];
  const seen = new Set<string>();
  for (const [index, row] of grid.entries()) {
    const rowNumber = index + 1;
    if (rowNumber === 1 || row.every((cell) => cell === '')) continue;
    const [providerCollectorId = '', groupText = '', headcountText = ''] = row;
    if (!ctx.providerCollectorIds.has(providerCollectorId)) {
      throw new AppError('cant-find-collector-id', { cell: cellAddress(0, rowNumber) });
    }
    // a collector listed twice is a wrong identifier too
    if (seen.has(providerCollectorId))
      throw new AppError('validation-failed', { cell: cellAddress(0, rowNumber) });
    seen.add(providerCollectorId);
    const group = ctx.workerGroups.find((g) => same(g.name, groupText) || same(g.code, groupText));
    if (!groupText || !group)
      throw new AppError('cant-find-worker-group', { cell: cellAddress(1, rowNumber) });
    const headcount = Number(headcountText);
    if (headcountText === '' || !Number.isInteger(headcount) || headcount < 0) {
      throw new AppError('validation-failed', { cell: cellAddress(2, rowNumber) });
    }
    const demographies = columns.flatMap((demography, i) => {
      const text = row[3 + i] ?? '';
      if (!demography || text === '') return [];
      const answer = demography.answers.find((a) => same(a.name, text) || String(a.value) === text);
      if (!answer) throw new AppError('validation-failed', { cell: cellAddress(3 + i, rowNumber) });
      return [{ demography_id: demography.id, demography_answer_id: answer.id }];
    });
    inputs.push({ sm_collector_id: providerCollectorId, worker_group_id: group.id, headcount, demographies });
  }
  return inputs;
}
