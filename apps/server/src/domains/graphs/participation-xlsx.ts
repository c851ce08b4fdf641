import { type LanguageCode, type ParticipationTable, translate } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { safeText, sheetName } from '../../services/sheet-text';

/** What the participation xlsx shows: one table per worker group (spec 2 §2 Participation rate). */
export interface ParticipationWorkbook {
  language: LanguageCode;
  tables: readonly ParticipationTable[];
  workerGroupName: (id: number) => string;
}

/**
 * The participation xlsx: one sheet per worker group named after it, columns unit, sent, completed and
 * completion rate (%), the merged unit rows and the total row (spec 2 §2, §4). Text cells are neutralised.
 */
export async function writeParticipationXlsx(book: ParticipationWorkbook): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1]) => translate(book.language, key);
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  const header = [
    t('participation-rate-unit'),
    t('participation-rate-sent'),
    t('participation-rate-completed'),
    `${t('participation-rate-rate')} (%)`,
  ];
  for (const table of book.tables) {
    const sheet = workbook.addWorksheet(sheetName(book.workerGroupName(table.worker_group_id), taken));
    sheet.addRow(header.map(safeText)).font = { bold: true };
    for (const row of table.rows) {
      sheet.addRow([
        safeText(row.label || book.workerGroupName(table.worker_group_id)),
        row.headcount,
        row.respondent_count,
        row.completion,
      ]);
    }
    const { total } = table;
    sheet.addRow([
      safeText(t('participation-rate-total')),
      total.headcount,
      total.respondent_count,
      total.completion,
    ]).font = {
      bold: true,
    };
    sheet.columns.forEach((column, i) => {
      column.width = i === 0 ? 40 : 16;
    });
  }
  if (book.tables.length === 0) workbook.addWorksheet(sheetName(t('participation-rate-title'), taken));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
