import type { ManualImportLayout } from '@pulzus/core';
import { columnName } from './sheet-read';

/** The header of the template's collector id column (case-insensitive); an optional `response_id` column names rows. */
const COLLECTOR_COLUMN = 'collector_id';
const RESPONSE_COLUMN = 'response_id';

/** The metadata columns of SurveyMonkey's export that identify the respondent and the collector. */
const SM_RESPONDENT = 'respondent id';
const SM_COLLECTOR = 'collector id';

/**
 * The other metadata columns of SurveyMonkey's "All responses data" export, as it writes them, which
 * the import does not read (docs/import.md "The manual import"); `Custom Data N` may repeat.
 */
export const SURVEYMONKEY_METADATA_HEADERS = [
  'Start Date',
  'End Date',
  'IP Address',
  'Email Address',
  'First Name',
  'Last Name',
  'Custom Data 1',
] as const;
const SM_METADATA =
  /^(?:start date|end date|ip address|email address|first name|last name|custom data(?: \d+)?)$/;

/** A column that may hold answers, with its header texts. */
export interface SheetColumn {
  /** 0-based index in the row. */
  readonly index: number;
  /** The spreadsheet letter, as errors name it. */
  readonly column: string;
  /** The template's item code, or the export's question heading (carried across blank cells). */
  readonly heading: string;
  /** The export's row 2: a matrix statement, "Response" or an open-ended label; '' in the template. */
  readonly sub: string;
}

/** Where a sheet's respondents, collectors, response ids and answers are. */
export interface SheetLayout {
  readonly kind: ManualImportLayout;
  /** The header rows above the first respondent. */
  readonly headerRows: number;
  readonly collectorIndex: number;
  /** The response id column; -1 without one. */
  readonly responseIndex: number;
  /** The columns that may hold answers: all but the collector, response id and metadata columns. */
  readonly columns: readonly SheetColumn[];
}

const headerName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Detects the layout from row 1: `collector_id` is our template (one header row of item codes);
 * `Respondent ID` or `Collector ID` is SurveyMonkey's export (two header rows: question headings,
 * then statements). Null when row 1 has neither, or the export lacks its Collector ID column.
 */
export function detectLayout(grid: readonly (readonly string[])[]): SheetLayout | null {
  const header = grid[0] ?? [];
  const names = header.map(headerName);
  const collectorIndex = names.indexOf(COLLECTOR_COLUMN);
  if (collectorIndex >= 0) {
    const responseIndex = names.indexOf(RESPONSE_COLUMN);
    const columns = header.flatMap((code, index) =>
      index === collectorIndex || index === responseIndex || code === ''
        ? []
        : [{ index, column: columnName(index), heading: code, sub: '' }],
    );
    return { kind: 'template', headerRows: 1, collectorIndex, responseIndex, columns };
  }
  if (!names.includes(SM_COLLECTOR) && !names.includes(SM_RESPONDENT)) return null;
  return surveyMonkeyLayout(header, grid[1] ?? []);
}

/**
 * The collector column a sheet without a layout lacks, as its first row would name it: SurveyMonkey's
 * `Collector ID` when the row is an export's (it has `Respondent ID`), else our template's `collector_id`.
 */
export function missingCollectorColumn(grid: readonly (readonly string[])[]): string {
  return (grid[0] ?? []).map(headerName).includes(SM_RESPONDENT) ? 'Collector ID' : COLLECTOR_COLUMN;
}

function surveyMonkeyLayout(header: readonly string[], subs: readonly string[]): SheetLayout | null {
  const names = header.map(headerName);
  const collectorIndex = names.indexOf(SM_COLLECTOR);
  if (collectorIndex < 0) return null;
  const responseIndex = names.indexOf(SM_RESPONDENT);
  const columns: SheetColumn[] = [];
  let heading = '';
  for (let index = 0; index < Math.max(header.length, subs.length); index++) {
    const own = header[index] ?? '';
    if (index === collectorIndex || index === responseIndex || SM_METADATA.test(headerName(own))) {
      heading = '';
      continue;
    }
    // a question's heading stands over the first column of its block; the block's other cells are
    // blank (or repeat it)
    if (own !== '') heading = own;
    const sub = subs[index] ?? '';
    if (heading === '' && sub === '') continue;
    columns.push({ index, column: columnName(index), heading, sub });
  }
  return { kind: 'surveymonkey', headerRows: 2, collectorIndex, responseIndex, columns };
}
