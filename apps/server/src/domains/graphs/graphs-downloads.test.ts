import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bootHandCompany } from './graphs-company.fixtures';
import { participationRate } from './graphs.fixtures';

const { t, world, newer, older } = await bootHandCompany({ minGroupSize: 5 }, {});

const ticket = async (resource: string, id: number, token = world.tokens.userA) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/download-tickets',
    token,
    payload: { resource, id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket as string;
};

async function readBook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}
const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null));
  });
  return rows;
};

describe('POST graph/participation-rate (spec 2 §3, §7; graphs.md "Privacy": counts are not suppressed)', () => {
  it('one row per collector: worker group, headcount, completed responses through it, demography answers', async () => {
    const res = await participationRate(t, world.tokens.userA, newer.id);
    expect(res.statusCode).toBe(200);
    const wg = (id: number) => newer.ids.workerGroups.get(id);
    const site = (answer: number) => [
      { demography_id: newer.ids.demographies.get(20), demography_answer_id: newer.ids.answers.get(answer) },
    ];
    expect(res.json().collectors).toEqual([
      { worker_group_id: wg(1), headcount: 10, respondent_count: 4, demographies: site(201) },
      { worker_group_id: wg(1), headcount: 4, respondent_count: 2, demographies: site(202) },
      { worker_group_id: wg(2), headcount: 8, respondent_count: 3, demographies: site(201) },
      { worker_group_id: wg(2), headcount: 5, respondent_count: 0, demographies: [] },
    ]);
  });

  it('an unpublished date is a 404 for users; another tenant gets 404 too', async () => {
    const hidden = await participationRate(t, world.tokens.userA, older.id);
    expect(hidden.statusCode).toBe(404);
    const admin = await participationRate(t, world.tokens.admin, older.id);
    expect(admin.statusCode).toBe(200);
    const other = await participationRate(t, world.tokens.userB, newer.id);
    expect(other.statusCode).toBe(404);
  });
});

describe('GET graph/participation-rate/survey-dates/{id}/xlsx (spec 2 §2 Participation rate, §4 merge)', () => {
  it('one sheet per worker group with merged unit rows and the total row', async () => {
    const t1 = await ticket('participation-xlsx', newer.id);
    const res = await t.call({
      method: 'GET',
      url: `/api/graph/participation-rate/survey-dates/${newer.id}/xlsx?t=${t1}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // named for a person: what it is and the survey month, in the caller's language
    expect(res.headers['content-disposition']).toContain(
      `filename="reszveteli-arany-${newer.input.survey_date.date.slice(0, 7)}.xlsx"`,
    );
    const book = await readBook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Office', 'Plant']);
    // Hungarian user: Egység, Kiküldött, Kitöltött, Kitöltési arány; 4/10 = 40 %, 2/4 = 50 %, 6/14 = 43 %
    expect(rowsOf(book.getWorksheet('Office'))).toEqual([
      ['Egység', 'Kiküldött', 'Kitöltött', 'Kitöltési arány (%)'],
      ['Budapest', 10, 4, 40],
      ['Debrecen', 4, 2, 50],
      ['Összesen', 14, 6, 43],
    ]);
    // the collector without a Site answer is labelled with its worker group; 3/13 = 23 %
    expect(rowsOf(book.getWorksheet('Plant'))).toEqual([
      ['Egység', 'Kiküldött', 'Kitöltött', 'Kitöltési arány (%)'],
      ['Budapest', 8, 3, 38],
      ['Plant', 5, 0, 0],
      ['Összesen', 13, 3, 23],
    ]);
  });

  it('worker_group_id gives that group only; a ticket opens one download once', async () => {
    const t1 = await ticket('participation-xlsx', newer.id);
    const url = `/api/graph/participation-rate/survey-dates/${newer.id}/xlsx?t=${t1}&worker_group_id=${newer.ids.workerGroups.get(2)}`;
    const res = await t.call({ method: 'GET', url });
    expect(res.headers['content-disposition']).toContain(
      `filename="reszveteli-arany-${newer.input.survey_date.date.slice(0, 7)}-plant.xlsx"`,
    );
    const book = await readBook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Plant']);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('formula-like names are neutralised in the file', async () => {
    await t.database.db
      .updateTable('demography_answers')
      .set({ name: '=HYPERLINK("x")' })
      .where('id', '=', newer.ids.answers.get(202)!)
      .execute();
    try {
      const t1 = await ticket('participation-xlsx', newer.id);
      const res = await t.call({
        method: 'GET',
        url: `/api/graph/participation-rate/survey-dates/${newer.id}/xlsx?t=${t1}`,
      });
      const book = await readBook(res.rawPayload);
      expect(rowsOf(book.getWorksheet('Office'))[2]?.[0]).toBe(`'=HYPERLINK("x")`);
    } finally {
      await t.database.db
        .updateTable('demography_answers')
        .set({ name: 'Debrecen' })
        .where('id', '=', newer.ids.answers.get(202)!)
        .execute();
    }
  });
});

describe('POST graph/excel-export (spec 2 §7; graphs.md "Privacy": the rule applies to every export)', () => {
  const exportForm = (request: unknown, graphData: unknown) =>
    new URLSearchParams({
      data: JSON.stringify({
        title: '=Engagement',
        graph_data: graphData,
        graph_meta: { categories: ['Office', 'Plant', 'Összesen'], categories_colors: [], worker_count: 9 },
        request,
      }),
    }).toString();

  it('recomputes the numbers on the server: tampered values are replaced by the real, privacy-filtered ones', async () => {
    const request = {
      type: 'commitment_total',
      query: { survey_dates: [newer.id], show_satisfaction_index: false },
    };
    const t1 = await ticket('graph-excel-export', newer.id);
    const res = await t.call({
      method: 'POST',
      url: `/api/graph/excel-export?t=${t1}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: exportForm(request, [{ name: 'x', data: [99, 98, 97] }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = await readBook(res.rawPayload);
    const rows = rowsOf(book.getWorksheet('Data'));
    expect(rows[0]).toEqual(["'=Engagement"]);
    expect(rows[1]).toEqual([null, '2025. március']);
    // k = 5: Plant (3 respondents) withheld and Office with it (secondary suppression); the total (10/18 = 56)
    // counts E3 over the plant only and is withheld with it (docs/privacy.md "Rule 9"): nothing tampered survives
    // each withheld cell says why (docs/privacy.md "Reasons"): Office covers the Plant, below k with the total
    expect(rows.slice(2, 5)).toEqual([
      ['Office', 'Rejtve egy kisebb csoport védelmében'],
      ['Plant', 'Rejtve: kevesebb mint 5 fő válaszolt'],
      ['Összesen', 'Rejtve: kevesebb mint 5 fő válaszolt'],
    ]);
    expect(rows.flat()).not.toContain(99);
    expect(rows).toContainEqual(['Kitöltők száma', 9]);
    expect(rows.flat()).toContain('Egyes értékek rejtve maradnak, mert kevesebb mint 5 fő válaszolt.');
    expect(rows.flat()).not.toContain(
      'Adatvédelmi okokból egyes értékek rejtve maradnak: a minimális kitöltői létszám nem teljesül.',
    );
    const settings = rowsOf(book.getWorksheet('Settings'));
    expect(settings).toContainEqual(['k', 5]);
    expect(settings).toContainEqual(['request', JSON.stringify(request)]);
  });

  it('docs/privacy.md "Rule 1": a withheld respondent count is written as its reason in words, never as a number', async () => {
    const bySite = (answer: number) => ({
      type: 'total',
      query: {
        survey_dates: [newer.id],
        filters: [
          {
            type: 'demography',
            demography_id: newer.ids.demographies.get(20),
            demography_answer_ids: [newer.ids.answers.get(answer)],
          },
        ],
      },
    });
    const countRow = async (request: object) => {
      const t1 = await ticket('graph-excel-export', newer.id);
      const res = await t.call({
        method: 'POST',
        url: `/api/graph/excel-export?t=${t1}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: exportForm(request, []),
      });
      expect(res.statusCode, res.body).toBe(200);
      return rowsOf((await readBook(res.rawPayload)).getWorksheet('Data')).find(
        (r) => r[0] === 'Kitöltők száma',
      );
    };
    // Debrecen has 2 respondents (k = 5); Budapest's 7 are withheld with it, or Debrecen would be 9 - 7
    expect(await countRow(bySite(202))).toEqual(['Kitöltők száma', 'kevesebb mint 5']);
    expect(await countRow(bySite(201))).toEqual(['Kitöltők száma', 'adatvédelmi okokból rejtve']);
  });

  it('the same access rules as graph/data: an unpublished date is a 404 for users; bad data is a 400', async () => {
    const request = { type: 'total', query: { survey_dates: [older.id], filters: [] } };
    const t1 = await ticket('graph-excel-export', newer.id);
    const hidden = await t.call({
      method: 'POST',
      url: `/api/graph/excel-export?t=${t1}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: exportForm(request, []),
    });
    expect(hidden.statusCode).toBe(404);
    const t2 = await ticket('graph-excel-export', newer.id);
    const bad = await t.call({
      method: 'POST',
      url: `/api/graph/excel-export?t=${t2}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'data=not-json',
    });
    expect({ status: bad.statusCode, code: bad.json().error.code }).toEqual({
      status: 400,
      code: 'validation-failed',
    });
  });
});

// docs/api.md "Language of an answer": a download is a navigation, which sends no X-Pulzus-Language, so
// the page's language travels as `lang` beside the ticket (core's client adds it) and wins over the
// user's stored language, as the header does for graph/data
describe("a ticket download speaks the page's language (`lang`, hu or en)", () => {
  const commitmentTotal = () => ({
    type: 'commitment_total',
    query: { survey_dates: [newer.id], show_satisfaction_index: false },
  });
  const exportOf = (query: string) =>
    t.call({
      method: 'POST',
      url: `/api/graph/excel-export?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data: JSON.stringify({
          title: 'Engagement',
          graph_data: [],
          graph_meta: {},
          request: commitmentTotal(),
        }),
      }).toString(),
    });

  it("an English page's export of a Hungarian user says 'Total' and 'March 2025'", async () => {
    const res = await exportOf(`t=${await ticket('graph-excel-export', newer.id)}&lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf((await readBook(res.rawPayload)).getWorksheet('Data'));
    expect(rows[1]).toEqual([null, 'March 2025']);
    expect(rows.map((row) => row[0])).toContain('Total');
    expect(rows.flat()).not.toContain('Összesen');
  });

  it("without `lang` the user's stored language speaks, as before", async () => {
    const res = await exportOf(`t=${await ticket('graph-excel-export', newer.id)}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf((await readBook(res.rawPayload)).getWorksheet('Data'));
    expect(rows.map((row) => row[0])).toContain('Összesen');
  });

  it("an English page's participation xlsx is English, its file name too", async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/graph/participation-rate/survey-dates/${newer.id}/xlsx?t=${await ticket('participation-xlsx', newer.id)}&lang=en`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="participation-rate-');
    const book = await readBook(res.rawPayload);
    expect(book.worksheets.flatMap((sheet) => rowsOf(sheet).map((row) => row[0]))).toContain('Total');
  });

  it('a language the product does not speak is a 400 that leaves the ticket unused', async () => {
    const t1 = await ticket('graph-excel-export', newer.id);
    for (const lang of ['de', 'EN', '']) {
      const res = await exportOf(`t=${t1}&lang=${encodeURIComponent(lang)}`);
      expect(res.statusCode, `${lang}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('validation-failed');
    }
    expect((await exportOf(`t=${t1}&lang=hu`)).statusCode).toBe(200);
  });
});
