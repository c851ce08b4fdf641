import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTenants } from '../../../test/fixtures';
import { createLoneTenant, createSurveyDate } from '../../survey-dates/survey-dates.fixtures';

let t: TestApp;
let lone: Awaited<ReturnType<typeof createLoneTenant>>;
let dateId: number;
const MATRIX = '5001';
const ROWS = ['61', '62', '63'];
const SITE = '5000';

const details = {
  id: '400900',
  pages: [
    {
      id: '1',
      questions: [
        {
          id: SITE,
          family: 'single_choice',
          answers: { choices: [1, 2, 3].map((p) => ({ id: `70${p}`, position: p })) },
        },
        {
          id: MATRIX,
          family: 'matrix',
          subtype: 'rating',
          answers: {
            rows: ROWS.map((id) => ({ id, text: `Állítás ${id}` })),
            choices: [1, 2, 3, 4, 5, 6].map((p) => ({ id: `80${p}`, position: p, weight: p })),
          },
        },
      ],
    },
  ],
};
const CODES = [SITE, ...ROWS.map((r) => `${MATRIX}:${r}`)];

beforeAll(async () => {
  t = await buildTestApp();
  lone = await createLoneTenant(t);
  const date = await createSurveyDate(t, lone.account.id);
  dateId = date.id;
  const survey = date.surveys[0];
  const group = date.workerGroups[0];
  if (!survey || !group) throw new Error('fixture');
  await t.database.db
    .updateTable('sm_surveys')
    .set({ details: JSON.stringify(details) })
    .where('id', '=', survey.id)
    .execute();
  await t.database.db
    .insertInto('collectors')
    .values(
      ['C1', 'C2'].map((c) => ({
        account_id: lone.account.id,
        survey_date_id: date.id,
        sm_collector_id: c,
        worker_group_id: group.id,
        headcount: 10,
      })),
    )
    .execute();
});
afterAll(() => t.close());

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Válaszok');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function xls(rows: (string | number | null)[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Válaszok');
  return write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
}

async function upload(bytes: Uint8Array | null, token = lone.tokens.admin, name = 'valaszok.xlsx') {
  const form = new FormData();
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.call({
    method: 'POST',
    url: '/api/data-import/manual-import',
    token,
    payload,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

const header = ['collector_id', ...CODES];
const good = (n: number, collector = 'C1') =>
  Array.from({ length: n }, (_, i) => [collector, (i % 3) + 1, (i % 6) + 1, ((i + 2) % 6) + 1, 6]);

async function dateCounts() {
  const date = await t.database.db
    .selectFrom('survey_dates')
    .select('answer_count')
    .where('id', '=', dateId)
    .executeTakeFirstOrThrow();
  const rows = await t.database.db
    .selectFrom('responses')
    .select(['answers', 'sm_collector_id'])
    .where('survey_date_id', '=', dateId)
    .execute();
  return { answerCount: date.answer_count, rows };
}

describe('manual import (spec 2 §7 data-import/manual-import, §8)', () => {
  it('imports a good xlsx: one respondent per row, answers by item code; importing it again adds nothing', async () => {
    const file = await xlsx([header, ...good(7)]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', imported_count: 7 });
    const first = await dateCounts();
    expect(first.answerCount).toBe(7);
    expect(first.rows[0]?.answers).toEqual({
      [SITE]: 1,
      [`${MATRIX}:61`]: 1,
      [`${MATRIX}:62`]: 3,
      [`${MATRIX}:63`]: 6,
    });
    expect((await upload(file)).statusCode).toBe(200);
    expect((await dateCounts()).answerCount).toBe(7);
  });

  it('reads a legacy .xls file too', async () => {
    const res = await upload(xls([header, ...good(3, 'C2')]), lone.tokens.admin, 'valaszok.xls');
    expect(res.json()).toEqual({ status: 'ok', imported_count: 3 });
    expect((await dateCounts()).answerCount).toBe(10);
  });

  it("a cell that is not one of the question's answers is invalid-answer with its row and column; every error is listed and nothing is stored", async () => {
    const rows = [
      header,
      ['C1', 1, 2, 3, 4],
      ['NOPE', 1, 2, 3, 4],
      ['C1', 1, null, 3, 4],
      ['C1', 1, 2, 9, 4],
      ['C1', 'sok', 2, 3, 4],
    ];
    const res = await upload(await xlsx(rows.map((r, i) => (i === 0 ? [...r, '999:1'] : [...r, 1]))));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('manual-import-rows-invalid');
    expect(res.json().error.errors).toEqual([
      { code: 'cant-find-sm-question', row: 2, column: 'F' },
      { code: 'invalid-collector-id', row: 3 },
      // row 4's blank C is a skipped answer, not an error
      { code: 'cant-find-sm-question', row: 4, column: 'F' },
      { code: 'invalid-answer', row: 5, column: 'D' },
      { code: 'cant-find-sm-question', row: 5, column: 'F' },
      { code: 'invalid-answer', row: 6, column: 'B' },
      { code: 'cant-find-sm-question', row: 6, column: 'F' },
    ]);
    expect((await dateCounts()).answerCount).toBe(10);
  });

  it('blank cells are skipped answers: respondents who skipped items share one file, the items absent from their answers; a row without any answer is skipped', async () => {
    const rows = [
      ['collector_id', 'response_id', ...CODES],
      ['C1', 'blank-1', 1, null, 3, ''],
      ['C2', 'blank-2', '', 2, null, null],
      ['C1', 'blank-3', null, null, null, null],
    ];
    const file = await xlsx(rows);
    const res = await upload(file);
    expect(res.json()).toEqual({ status: 'ok', imported_count: 2 });
    const stored = (await dateCounts()).rows;
    const answersOf = (id: string) =>
      t.database.db
        .selectFrom('responses')
        .select('answers')
        .where('sm_response_id', '=', id)
        .executeTakeFirst();
    expect((await answersOf('blank-1'))?.answers).toEqual({ [SITE]: 1, [`${MATRIX}:62`]: 3 });
    expect((await answersOf('blank-2'))?.answers).toEqual({ [`${MATRIX}:61`]: 2 });
    expect(await answersOf('blank-3')).toBeUndefined();
    expect(stored).toHaveLength(12);
    // the same file again adds nothing
    expect((await upload(file)).json()).toEqual({ status: 'ok', imported_count: 2 });
    expect((await dateCounts()).answerCount).toBe(12);
  });

  it('reads the template saved as csv: semicolons and Windows-1250 from a Hungarian spreadsheet program', async () => {
    // "csv-Ő1": Ő is 0xD5 in Windows-1250
    const file = Buffer.concat([
      Buffer.from(`collector_id;response_id;${CODES.join(';')}\r\nC2;csv-`),
      Uint8Array.from([0xd5]),
      Buffer.from('1;2;;4;5\r\n'),
    ]);
    const res = await upload(file, lone.tokens.admin, 'valaszok.csv');
    expect(res.json()).toEqual({ status: 'ok', imported_count: 1 });
    const stored = await t.database.db
      .selectFrom('responses')
      .select('answers')
      .where('sm_response_id', '=', 'csv-Ő1')
      .executeTakeFirstOrThrow();
    expect(stored.answers).toEqual({ [SITE]: 2, [`${MATRIX}:62`]: 4, [`${MATRIX}:63`]: 5 });
    expect((await dateCounts()).answerCount).toBe(13);
  });

  it('answers more than five errors in full (the client shows five and "and N more")', async () => {
    const rows = [header, ...Array.from({ length: 8 }, () => ['X9', 1, 1, 1, 1])];
    const res = await upload(await xlsx(rows));
    expect(res.json().error.errors).toHaveLength(8);
    expect(res.json().error.errors[7]).toEqual({ code: 'invalid-collector-id', row: 9 });
  });

  it('answers no-file-found without a file or with an empty one', async () => {
    expect((await upload(null)).json().error.code).toBe('no-file-found');
    const empty = await upload(new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('no-file-found');
  });

  it('answers cant-decode-file for a file that is not a spreadsheet, and names the missing collector column', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const binary = await upload(png, lone.tokens.admin, 'valaszok.png');
    expect(binary.statusCode).toBe(422);
    expect(binary.json().error.code).toBe('cant-decode-file');
    const text = await upload(Buffer.from('valami;5000\nC1;1\n'), lone.tokens.admin, 'valaszok.csv');
    expect(text.statusCode).toBe(422);
    expect(text.json().error).toEqual({ code: 'manual-import-missing-column', column: 'collector_id' });
    const export_ = await upload(
      Buffer.from('Respondent ID,Start Date\n1,2026-01-01\n'),
      lone.tokens.admin,
      'a.csv',
    );
    expect(export_.json().error).toEqual({ code: 'manual-import-missing-column', column: 'Collector ID' });
    const openQuote = await upload(Buffer.from('collector_id,5000\nC1,"1\n'), lone.tokens.admin, 'a.csv');
    expect(openQuote.json().error.code).toBe('cant-decode-file');
    const noColumn = await upload(
      await xlsx([
        ['valami', SITE],
        ['C1', 1],
      ]),
    );
    expect(noColumn.json().error.code).toBe('manual-import-missing-column');
  });

  it("is for admins, on the session account's collectors only (spec 1 §6)", async () => {
    const world = await createTenants(t);
    expect((await upload(await xlsx([header, ...good(1)]), lone.tokens.user)).statusCode).toBe(403);
    const other = await upload(await xlsx([header, ...good(1)]), world.tokens.adminB);
    expect(other.json().error.errors).toEqual([{ code: 'invalid-collector-id', row: 2 }]);
  });
});
