import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  type CsvDialect,
  csvAs,
  EXCEL_EN,
  EXCEL_HU,
  EXCEL_UNICODE_TEXT,
  GOOGLE_SHEETS,
  LIBREOFFICE,
  UTF16BE_TEXT,
} from './manual-import-csv.fixtures';
import {
  createExportTenant,
  expectedAnswers,
  exportRows,
  RESPONDENTS,
  storedAnswers,
  uploadTo,
  xlsxOf,
} from './manual-import.fixtures';

/**
 * docs/import.md "The manual import": SurveyMonkey's export saved as csv by the spreadsheet
 * programs that open it — each file previews and imports exactly as the xlsx of the same rows.
 */

let t: TestApp;
const PREVIEW = '/api/data-import/manual-import/preview';
const IMPORT = '/api/data-import/manual-import';
const STORED = RESPONDENTS.filter((r) => r.answers.some((a) => a !== ''));

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Column M's heading (the first matrix) with a line break in it, as a cell edited in a spreadsheet program. */
const BROKEN_HEADING: [0, number, string] = [0, 12, 'Mennyire értesz egyet\naz alábbi állításokkal?'];

const CORPUS: readonly { rule: string; dialect: CsvDialect; rows: (string | number)[][] }[] = [
  {
    rule: 'semicolon-separated Windows-1250 with CRLF is read by its delimiter although a heading has a comma (Excel, hu locale)',
    dialect: EXCEL_HU,
    rows: exportRows(),
  },
  {
    rule: 'comma-separated UTF-8 with a byte-order mark and CRLF (Excel, en locale)',
    dialect: EXCEL_EN,
    rows: exportRows(),
  },
  {
    rule: 'tab-separated UTF-16LE with a byte-order mark (Excel "Unicode text")',
    dialect: EXCEL_UNICODE_TEXT,
    rows: exportRows(),
  },
  {
    rule: 'a line break inside a quoted heading stays in its cell (LibreOffice, UTF-8, LF)',
    dialect: LIBREOFFICE,
    rows: exportRows({ header: [BROKEN_HEADING] }),
  },
  {
    rule: 'comma-separated UTF-8 without a byte-order mark, LF (Google Sheets)',
    dialect: GOOGLE_SHEETS,
    rows: exportRows(),
  },
  {
    rule: 'tab-separated UTF-16BE with a byte-order mark',
    dialect: UTF16BE_TEXT,
    rows: exportRows({ header: [BROKEN_HEADING] }),
  },
];

describe('manual import of csv files as spreadsheet programs save them (docs/import.md "The manual import")', () => {
  it.each(CORPUS)('$rule: previews and imports as the xlsx of the same rows', async ({ dialect, rows }) => {
    const csv = csvAs(dialect, rows);
    const xlsx = await xlsxOf(rows);
    const tenant = await createExportTenant(t);
    const preview = await uploadTo(t, PREVIEW, csv, tenant.tokens.admin, 'export.csv');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual((await uploadTo(t, PREVIEW, xlsx, tenant.tokens.admin)).json());
    expect(preview.json()).toMatchObject({
      layout: 'surveymonkey',
      respondent_count: STORED.length,
      errors: [],
    });

    const viaXlsx = await createExportTenant(t);
    const ok = { status: 'ok', imported_count: STORED.length };
    expect((await uploadTo(t, IMPORT, xlsx, viaXlsx.tokens.admin)).json()).toEqual(ok);
    expect((await uploadTo(t, IMPORT, csv, tenant.tokens.admin, 'export.csv')).json()).toEqual(ok);
    const stored = await storedAnswers(t, tenant.date.id);
    expect(stored).toEqual(await storedAnswers(t, viaXlsx.date.id));
    expect(stored).toEqual(Object.fromEntries(STORED.map((r) => [r.id, expectedAnswers(r)])));
  });

  it('a quote closed in the middle of a field, or never closed, is cant-decode-file (422); nothing is stored', async () => {
    const tenant = await createExportTenant(t);
    const good = csvAs(GOOGLE_SHEETS, exportRows()).toString('utf8');
    for (const text of [good.replace('Északi üzem', '"Északi" üzem'), `${good}460001,"nyitott\n`]) {
      for (const url of [PREVIEW, IMPORT] as const) {
        const res = await uploadTo(t, url, Buffer.from(text), tenant.tokens.admin, 'export.csv');
        expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({
          status: 422,
          code: 'cant-decode-file',
        });
      }
    }
    expect(await storedAnswers(t, tenant.date.id)).toEqual({});
  });

  it('UTF-16 without a byte-order mark is cant-decode-file (422)', async () => {
    const tenant = await createExportTenant(t);
    const bare = csvAs(EXCEL_UNICODE_TEXT, exportRows()).subarray(2);
    const res = await uploadTo(t, IMPORT, bare, tenant.tokens.admin, 'export.txt');
    expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({
      status: 422,
      code: 'cant-decode-file',
    });
  });
});
