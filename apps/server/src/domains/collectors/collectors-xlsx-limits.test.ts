import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTORS_LIMITS } from '../../spreadsheets/spreadsheet-limits';
import { bootTenantsApp } from '../../test/fixtures';
import {
  bombXlsx,
  deflatedPart,
  lyingXlsx,
  SHEET_HEAD,
  sheetPart,
  xlsxOf,
} from '../../test/spreadsheet-bombs';
import { insertProviderDate } from '../demographies/survey-config.fixtures';
import { uploadCollectorsXlsx } from './collectors.fixtures';

/**
 * docs/import.md "Spreadsheet limits" through `POST survey-dates/{id}/collectors-xlsx`: the worst
 * files are refused with their code, the collectors stay as they were, the server goes on answering.
 */

const { t, world: w } = await bootTenantsApp();
let dateId: number;
let office: { id: number; name: string };
const limits = COLLECTORS_LIMITS;
const HEADER = ['Gyűjtő azonosító', 'Munkavállalói csoport', 'Létszám'];

beforeAll(async () => {
  const listed = await insertProviderDate(t, w.accountA.id, [
    ['470001', 'Web Link 1'],
    ['470002', 'Email'],
  ]);
  dateId = listed.date.id;
  office = listed.office;
});

const upload = (bytes: Buffer) => uploadCollectorsXlsx(t, dateId, bytes, w.tokens.admin);

async function collectors() {
  const res = await t.call({
    method: 'GET',
    url: `/api/survey-dates/${dateId}/collectors`,
    token: w.tokens.admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Uploads `file`, expects the refusal and the collectors unchanged (which also shows the server still answers). */
async function expectRefused(file: Buffer, status: number, code: string) {
  const before = await collectors();
  const res = await upload(file);
  expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({ status, code });
  expect(await collectors()).toEqual(before);
  return res.json().error as Record<string, unknown>;
}

describe('collectors xlsx upload: spreadsheet limits (docs/import.md "Spreadsheet limits")', () => {
  it('spreadsheet-too-large-inflated: a 500 KB zip bomb whose sheet inflates to 200 MiB is refused unopened (413)', async () => {
    const bomb = bombXlsx(200);
    expect(bomb.length).toBeLessThan(700 * 1024);
    const error = await expectRefused(bomb, 413, 'spreadsheet-too-large-inflated');
    expect(error).toMatchObject({ limit: limits.maxEntryBytes });
  });

  it('spreadsheet-malformed: a sheet declared 1 KiB that inflates to 200 MiB (422)', async () => {
    await expectRefused(lyingXlsx(200), 422, 'spreadsheet-malformed');
  });

  it('spreadsheet-too-many-rows: more <row>s than allowed are refused before exceljs parses them (422)', async () => {
    const rows = '<row><c t="n"><v>1</v></c></row>'.repeat(limits.maxRows + 1);
    await expectRefused(
      xlsxOf(deflatedPart('xl/worksheets/sheet1.xml', `${SHEET_HEAD + rows}</sheetData></worksheet>`)),
      422,
      'spreadsheet-too-many-rows',
    );
  });

  it('spreadsheet-too-many-columns: a cell past the last allowed column (422)', async () => {
    const row = ['470001', office.name, 3, ...Array.from({ length: limits.maxColumns - 3 }, () => null), 'x'];
    await expectRefused(xlsxOf(sheetPart([HEADER, row])), 422, 'spreadsheet-too-many-columns');
  });

  it('spreadsheet-cell-too-long: a cell longer than allowed, named by its address (422)', async () => {
    const file = xlsxOf(sheetPart([HEADER, ['470001', 'g'.repeat(limits.maxCellLength + 1), 3]]));
    const error = await expectRefused(file, 422, 'spreadsheet-cell-too-long');
    expect(error).toMatchObject({ cell: 'B2', limit: limits.maxCellLength });
  });

  it('ignores merged ranges, validations, names and columns that exceljs would expand to every cell, and uploads the rows', async () => {
    const cells =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Gyűjtő azonosító</t></is></c></row>' +
      `<row r="2"><c r="A2" t="inlineStr"><is><t>470001</t></is></c><c r="B2" t="inlineStr"><is><t>${office.name}</t></is></c><c r="C2"><v>4</v></c></row>`;
    const everything = 'A1:XFD1048576';
    const sheet =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
      `<cols><col min="1" max="1000000000" width="12"/></cols><sheetData>${cells}</sheetData>` +
      `<mergeCells count="1"><mergeCell ref="D3:${everything.split(':')[1]}"/></mergeCells>` +
      `<dataValidations count="1"><dataValidation type="list" sqref="${everything}"><formula1>"a,b"</formula1></dataValidation></dataValidations>` +
      '</worksheet>';
    const res = await upload(xlsxOf(deflatedPart('xl/worksheets/sheet1.xml', sheet)));
    expect(res.statusCode).toBe(200);
    expect(res.json().collectors).toEqual([
      expect.objectContaining({ sm_collector_id: '470001', worker_group_id: office.id, headcount: 4 }),
    ]);
  });
});
