import { type LanguageCode, translate } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../services/spreadsheet-safety';
import { COLLECTORS_SHEET, columnLetters } from './sheet-cells';

/** One pre-filled row of the sample: a provider collector and what is stored for it so far. */
export interface SampleRow {
  providerCollectorId: string;
  title: string;
  workerGroupName: string | null;
  headcount: number | null;
  /** The answer name per collector-type demography column, or null. */
  answers: (string | null)[];
}

/** What the sample xlsx is built from (spec 2 §7): the date's provider collectors, worker groups and collector demographies. */
export interface CollectorsSample {
  language: LanguageCode;
  rows: SampleRow[];
  workerGroups: string[];
  demographies: { name: string; answers: string[] }[];
}

const LISTS_SHEET = 'Lists';

/**
 * Writes the collectors sample xlsx: columns collector id, worker group, headcount, then one per
 * collector-type demography; drop-downs point at the lists sheet. Every text cell is neutralised.
 */
export async function writeCollectorsSample(sample: CollectorsSample): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(COLLECTORS_SHEET);
  const lists = workbook.addWorksheet(LISTS_SHEET);
  const t = (key: Parameters<typeof translate>[1]) => translate(sample.language, key);
  const header = [
    t('admin-collectors-collector-id'),
    t('admin-collectors-worker-group'),
    t('admin-collectors-headcount'),
    ...sample.demographies.map((d) => d.name),
  ];
  sheet.addRow(header.map(neutraliseCell)).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 22;
  });

  lists.addRow(
    [t('admin-collectors-worker-group'), ...sample.demographies.map((d) => d.name)].map(neutraliseCell),
  );
  const listColumns = [sample.workerGroups, ...sample.demographies.map((d) => d.answers)];
  const longest = Math.max(0, ...listColumns.map((c) => c.length));
  for (let i = 0; i < longest; i += 1)
    lists.addRow(listColumns.map((c) => (c[i] === undefined ? null : neutraliseCell(c[i] as string))));

  const listRange = (column: number, length: number) =>
    `${LISTS_SHEET}!$${columnLetters(column)}$2:$${columnLetters(column)}$${Math.max(2, length + 1)}`;
  for (const row of sample.rows) {
    const added = sheet.addRow([
      neutraliseCell(row.providerCollectorId),
      row.workerGroupName === null ? null : neutraliseCell(row.workerGroupName),
      row.headcount,
      ...row.answers.map((a) => (a === null ? null : neutraliseCell(a))),
    ]);
    added.getCell(1).note = neutraliseCell(row.title);
    added.getCell(2).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [listRange(0, sample.workerGroups.length)],
    };
    added.getCell(3).dataValidation = {
      type: 'whole',
      operator: 'greaterThanOrEqual',
      allowBlank: false,
      formulae: [0],
    };
    sample.demographies.forEach((d, i) => {
      added.getCell(4 + i).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [listRange(i + 1, d.answers.length)],
      };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
