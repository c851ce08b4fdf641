import { utils, write } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_IMPORT_LIMITS } from '../../../spreadsheets/spreadsheet-limits';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  bombXlsx,
  deflatedPart,
  lyingXlsx,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetPart,
  storedPart,
  xlsxOf,
} from '../../../test/spreadsheet-bombs';
import { createLoneTenant } from '../../survey-dates/survey-dates.fixtures';
import { createChoiceDate } from './manual-import.fixtures';

/**
 * docs/import.md "Spreadsheet limits" through `POST data-import/manual-import`: the worst files,
 * built here, are refused with their code; nothing is stored, and the server goes on answering.
 */

let t: TestApp;
let lone: Awaited<ReturnType<typeof createLoneTenant>>;
let dateId: number;
const ITEM = '5000';
const limits = MANUAL_IMPORT_LIMITS;

beforeAll(async () => {
  t = await buildTestApp();
  lone = await createLoneTenant(t);
  dateId = (await createChoiceDate(t, lone.account.id, '400901', [ITEM], 10)).id;
  // a running server's parsing worker has started: the timings below are the refusals', not its start-up
  await t.app.uploadParser.run({ kind: 'csv', bytes: new TextEncoder().encode('a\n') });
});
afterAll(() => t.close());

async function upload(bytes: Uint8Array, name = 'valaszok.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.call({
    method: 'POST',
    url: '/api/data-import/manual-import',
    token: lone.tokens.admin,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

/** What a refused upload must leave as it was: the date's responses and its answer count. */
async function stored() {
  const date = await t.database.db
    .selectFrom('survey_dates')
    .select('answer_count')
    .where('id', '=', dateId)
    .executeTakeFirstOrThrow();
  const responses = await t.database.db
    .selectFrom('responses')
    .select(['sm_response_id', 'answers'])
    .where('survey_date_id', '=', dateId)
    .orderBy('sm_response_id')
    .execute();
  return { answerCount: date.answer_count, responses };
}

let goodRun = 0;
/** A good file, new each time, that must still import after a refusal: the server goes on answering. */
async function expectStillImports() {
  goodRun += 1;
  const res = await upload(
    xlsxOf(
      sheetPart([
        ['collector_id', 'response_id', ITEM],
        ['L1', `good-${goodRun}`, 2],
      ]),
    ),
  );
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 200,
    body: { status: 'ok', imported_count: 1 },
  });
}

/** Uploads `file`, expects the refusal, that nothing was stored, and that the next good file imports. */
async function expectRefused(file: Uint8Array, status: number, code: string, name?: string) {
  const before = await stored();
  const res = await upload(file, name);
  expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({ status, code });
  expect(await stored()).toEqual(before);
  const job = await t.database.db
    .selectFrom('import_jobs')
    .select(['kind', 'state', 'error_code'])
    .where('account_id', '=', lone.account.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  // the progress view shows the same reason as the upload's answer
  expect(job).toEqual({ kind: 'manual', state: 'failed', error_code: code });
  await expectStillImports();
  return res.json().error as Record<string, unknown>;
}

const header = ['collector_id', ITEM];

describe('manual import: spreadsheet limits (docs/import.md "Spreadsheet limits")', () => {
  it('spreadsheet-too-large-inflated: a 1 MB zip bomb whose sheet inflates to 400 MiB is refused unopened (413)', async () => {
    const bomb = bombXlsx(400);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const started = performance.now();
    const error = await expectRefused(bomb, 413, 'spreadsheet-too-large-inflated');
    expect(error).toMatchObject({ entry: 'xl/worksheets/sheet1.xml', limit: limits.maxEntryBytes });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('spreadsheet-malformed: a sheet declared 1 KiB that inflates to 400 MiB stops at the first chunk over it (422)', async () => {
    await expectRefused(lyingXlsx(400), 422, 'spreadsheet-malformed');
  });

  it('spreadsheet-too-many-entries: more zip entries than allowed (422)', async () => {
    const extra = Array.from({ length: limits.maxEntries }, (_, i) =>
      storedPart(`customXml/item${i}.xml`, '<a/>'),
    );
    const error = await expectRefused(
      xlsxOf(sheetPart([header, ['L1', 1]]), extra),
      422,
      'spreadsheet-too-many-entries',
    );
    expect(error).toEqual({ code: 'spreadsheet-too-many-entries', limit: limits.maxEntries });
  });

  it('spreadsheet-too-many-rows: more <row>s than allowed are refused before parsing (422)', async () => {
    const rows = '<row><c t="n"><v>1</v></c></row>'.repeat(limits.maxRows + 1);
    const file = xlsxOf(deflatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD + rows + SHEET_TAIL));
    await expectRefused(file, 422, 'spreadsheet-too-many-rows');
  });

  it('spreadsheet-too-many-rows: a row numbered past the limit, however few rows there are (422)', async () => {
    const far = limits.maxRows + 1;
    const xml = `<row r="1"><c r="A1" t="inlineStr"><is><t>collector_id</t></is></c></row><row r="${far}"><c r="A${far}"><v>1</v></c></row>`;
    await expectRefused(
      xlsxOf(deflatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD + xml + SHEET_TAIL)),
      422,
      'spreadsheet-too-many-rows',
    );
  });

  it('spreadsheet-too-many-rows: a legacy .xls (not a zip) gets the row check too (422)', async () => {
    const last = limits.maxRows + 1;
    const sheet = utils.aoa_to_sheet([header]);
    sheet[`A${last}`] = { t: 's', v: 'L1' };
    sheet['!ref'] = `A1:B${last}`;
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Válaszok');
    const xls = write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
    await expectRefused(xls, 422, 'spreadsheet-too-many-rows', 'valaszok.xls');
  });

  it('spreadsheet-too-many-columns: a cell past the last allowed column (422)', async () => {
    const wide = [[...header, ...Array.from({ length: limits.maxColumns - 1 }, () => null), 'x']];
    const error = await expectRefused(xlsxOf(sheetPart(wide)), 422, 'spreadsheet-too-many-columns');
    expect(error.limit).toBe(limits.maxColumns);
  });

  it('spreadsheet-cell-too-long: a cell longer than allowed, named by its address (422)', async () => {
    const file = xlsxOf(
      sheetPart([
        [...header, 'response_id'],
        ['L1', 1, 'r'.repeat(limits.maxCellLength + 1)],
      ]),
    );
    const error = await expectRefused(file, 422, 'spreadsheet-cell-too-long');
    expect(error).toMatchObject({ cell: 'C2', limit: limits.maxCellLength });
    const xlsBook = utils.book_new();
    utils.book_append_sheet(
      xlsBook,
      utils.aoa_to_sheet([header, ['L1', 'x'.repeat(limits.maxCellLength + 1)]]),
      'V',
    );
    // shared strings: without them the xls writer cuts texts at 255 characters
    const xls = write(xlsBook, { bookType: 'xls', type: 'buffer', bookSST: true }) as Buffer;
    expect(await expectRefused(xls, 422, 'spreadsheet-cell-too-long', 'valaszok.xls')).toMatchObject({
      cell: 'B2',
    });
  });

  it('a csv gets the row, column and cell checks while it is parsed (422)', async () => {
    const manyRows = `collector_id,${ITEM}\n${'L1,1\n'.repeat(limits.maxRows)}`;
    await expectRefused(Buffer.from(manyRows), 422, 'spreadsheet-too-many-rows', 'valaszok.csv');
    // an upload of bare line breaks near the size limit is refused at the first row over the limit
    const breaks = Buffer.alloc(39 * 1024 * 1024, 0x0a);
    await expectRefused(breaks, 422, 'spreadsheet-too-many-rows', 'valaszok.csv');
    const wide = `collector_id,${ITEM}${','.repeat(limits.maxColumns)}\n`;
    await expectRefused(Buffer.from(wide), 422, 'spreadsheet-too-many-columns', 'valaszok.csv');
    // a line longer than any row within the limits is refused from its start, never split whole
    // (40 million cells), so the worker neither runs out of memory nor answers spreadsheet-too-complex
    const line = Buffer.alloc(39 * 1024 * 1024, 0x2c);
    line.write(`collector_id,${ITEM}\n`);
    await expectRefused(line, 422, 'spreadsheet-too-many-columns', 'valaszok.csv');
    const long = `collector_id,${ITEM},response_id\nL1,1,"${'r'.repeat(limits.maxCellLength + 1)}"\n`;
    const error = await expectRefused(Buffer.from(long), 422, 'spreadsheet-cell-too-long', 'valaszok.csv');
    expect(error).toMatchObject({ cell: 'C2', limit: limits.maxCellLength });
    // ten uploads, two of 39 MiB, each copied to a parsing worker: slow on a loaded machine
  }, 60_000);

  it('ignores a hyperlink over every cell of the sheet (SheetJS would fill all 17 billion) and imports the rows', async () => {
    const xml = `<row r="1"><c r="A1" t="inlineStr"><is><t>collector_id</t></is></c><c r="B1" t="inlineStr"><is><t>${ITEM}</t></is></c><c r="C1" t="inlineStr"><is><t>response_id</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>L1</t></is></c><c r="B2"><v>3</v></c><c r="C2" t="inlineStr"><is><t>linked</t></is></c></row>`;
    const links = '<hyperlinks><hyperlink ref="A1:XFD1048576" location="Sheet1!A1"/></hyperlinks>';
    const sheet = `${SHEET_HEAD + xml}</sheetData>${links}</worksheet>`;
    const res = await upload(xlsxOf(deflatedPart('xl/worksheets/sheet1.xml', sheet)));
    expect(res.json()).toEqual({ status: 'ok', imported_count: 1 });
    expect((await stored()).responses).toContainEqual({ sm_response_id: 'linked', answers: { [ITEM]: 3 } });
  });
});
