import { type GraphDataRequest, type GraphResponse, LANGUAGE_HEADER } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from '../../spreadsheets/csv';
import { bootTenantsApp } from '../../test/fixtures';
import type { SeededDate } from '../graphs/graphs.fixtures';
import { seedHandCompany } from '../graphs/graphs-company.fixtures';
import { graphServicesOf } from '../graphs/graphs.service';
import { buildReportData } from '../reports/report-data.service';
import type { AuthContext } from '../../services/auth';
import type { SessionClaims } from '../../services/tokens';

// docs/i18n.md "Data names": an account gives its worker groups, demographies, answers, topics and statements a
// text per language through the translations csv; graph answers name them in the request's language, the stored
// name staying the fallback.

const { t, world: w } = await bootTenantsApp();
let newer: SeededDate;
let newerB: SeededDate;

beforeAll(async () => {
  ({ newer } = await seedHandCompany(t, w.accountA.id));
  // tenant B has the same names: tenant A's texts must never reach it
  ({ newer: newerB } = await seedHandCompany(t, w.accountB.id));
});

const dataUrl = (csv: string) => `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`;
const upload = (csv: string, token = w.tokens.admin, accountId = w.accountA.id) =>
  t.call({ method: 'POST', url: `/api/language/${accountId}/csv`, payload: { file: dataUrl(csv) }, token });

async function downloadRows(token = w.tokens.admin, accountId = w.accountA.id): Promise<string[][]> {
  const ticket = await t.call({
    method: 'POST',
    url: '/api/download-tickets',
    payload: { resource: 'translations-csv', id: accountId },
    token,
  });
  const res = await t.call({
    method: 'GET',
    url: `/api/language/${accountId}/csv?t=${ticket.json().ticket}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return parseCsv(res.body) ?? [];
}

/** Site answers as series, topics as categories (graphs.md "The graphs"). */
const bySite = (date: SeededDate): GraphDataRequest => ({
  type: 'satisfaction_demographics',
  query: {
    survey_dates: [date.id],
    main_dimension_demography_id: date.ids.demographies.get(20) as number,
    filters: [],
  },
});

async function graph(request: GraphDataRequest, language: 'hu' | 'en', token = w.tokens.userA) {
  const res = await t.call({
    method: 'POST',
    url: '/api/graph/data',
    token,
    payload: request,
    headers: { [LANGUAGE_HEADER]: language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as GraphResponse;
  return { categories: body.graph_meta.categories, series: body.graph_data.map((s) => s.name) };
}

const ENGLISH: [string, string][] = [
  ['data.topic.Team', 'Teamwork'],
  ['data.topic.Safety', 'Health and safety'],
  ['data.demography-answer.Budapest', 'Budapest head office'],
  ['data.demography-answer.Debrecen', 'Debrecen plant'],
  ['data.demography.Age', 'Age band'],
  ['data.demography-answer.Under 30', 'Younger than 30'],
  ['data.question.Item O1', 'My workplace is clean and tidy.'],
  ['data.worker-group.Office', 'Office staff'],
];

describe('data names in the translations csv (docs/i18n.md "Data names")', () => {
  it("lists every data name of the account with its stored name as the default in each language, not another tenant's", async () => {
    const rows = await downloadRows();
    expect(rows).toContainEqual(['data.topic.Team', 'Team', 'Team']);
    expect(rows).toContainEqual(['data.demography-answer.Budapest', 'Budapest', 'Budapest']);
    expect(rows).toContainEqual(['data.question.Item E1', 'Item E1', 'Item E1']);
    expect(rows).toContainEqual(['data.worker-group.Plant', 'Plant', 'Plant']);
    // the file downloaded unchanged stores nothing
    expect((await upload(writeCsv(rows))).json()).toEqual({ status: 'ok', updated_count: 0 });
  });

  it('refuses a data key naming nothing of the account, and stores nothing of the file', async () => {
    const csv = writeCsv([
      ['key', 'hu', 'en'],
      ['data.topic.Team', 'Team', 'Teamwork'],
      ['data.topic.Nowhere', 'Sehol', 'Nowhere'],
      ['data.colour.Team', 'Team', 'Teamwork'],
    ]);
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation-failed',
      errors: [
        { row: 3, key: 'data.topic.Nowhere', problem: 'unknown-key' },
        { row: 4, key: 'data.colour.Team', problem: 'unknown-key' },
      ],
    });
    expect(await graph(bySite(newer), 'en')).toMatchObject({
      categories: ['Team', 'Safety', expect.any(String)],
    });
  });
});

describe('graph/data names the data in the request language (docs/i18n.md "Data names")', () => {
  it('en gets the English texts, hu the stored names; a cached hu answer is never served to an en request', async () => {
    // asked in hu first, so its answer is in the result cache before the texts exist
    const stored = await graph(bySite(newer), 'hu');
    expect(stored).toEqual({
      categories: ['Team', 'Safety', 'Elégedettségi index'],
      series: ['Budapest', 'Debrecen', 'Unknown'],
    });
    const csv = writeCsv([['key', 'hu', 'en'], ...ENGLISH.map(([key, en]) => [key, '', en])]);
    expect((await upload(csv)).json()).toEqual({ status: 'ok', updated_count: ENGLISH.length });

    expect(await graph(bySite(newer), 'hu')).toEqual(stored);
    expect(await graph(bySite(newer), 'en')).toEqual({
      categories: ['Teamwork', 'Health and safety', 'Satisfaction index'],
      series: ['Budapest head office', 'Debrecen plant', 'Unknown'],
    });
    // and the other way round: the en answer is cached now, hu still gets the stored names
    expect(await graph(bySite(newer), 'hu')).toEqual(stored);

    const total = await graph({ type: 'total', query: { survey_dates: [newer.id], filters: [] } }, 'en');
    expect(total.categories).toContain('My workplace is clean and tidy.');
    expect(total.categories).not.toContain('Item O1');
    expect(total.categories).toContain('Item E3');
  });

  it('a changed text changes the next answer, though the data did not change', async () => {
    await graph(bySite(newer), 'en');
    const csv = writeCsv([
      ['key', 'hu', 'en'],
      ['data.topic.Team', '', 'Working together'],
    ]);
    expect((await upload(csv)).statusCode).toBe(200);
    expect((await graph(bySite(newer), 'en')).categories[0]).toBe('Working together');
    expect(
      (
        await upload(
          writeCsv([
            ['key', 'hu', 'en'],
            ['data.topic.Team', '', 'Teamwork'],
          ]),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("another tenant's texts never apply: tenant B's same names stay as stored in en", async () => {
    expect(await graph(bySite(newerB), 'en', w.tokens.userB)).toEqual({
      categories: ['Team', 'Safety', 'Satisfaction index'],
      series: ['Budapest', 'Debrecen', 'Unknown'],
    });
    expect(await downloadRows(w.tokens.adminB, w.accountB.id)).toContainEqual([
      'data.topic.Team',
      'Team',
      'Team',
    ]);
  });

  it('the xlsx export of an English-speaking user is English: data and settings', async () => {
    const en = await t.database.db
      .selectFrom('languages')
      .select('id')
      .where('code', '=', 'en')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('users')
      .set({ language_id: en.id })
      .where('id', '=', w.userA.id)
      .execute();
    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: w.tokens.userA,
      payload: { resource: 'graph-excel-export', id: newer.id },
    });
    const request = {
      ...bySite(newer),
      query: {
        ...bySite(newer).query,
        filters: [
          {
            type: 'demography',
            demography_id: newer.ids.demographies.get(21),
            demography_answer_ids: [newer.ids.answers.get(211), newer.ids.answers.get(212)],
          },
        ],
      },
    };
    const res = await t.call({
      method: 'POST',
      url: `/api/graph/excel-export?t=${ticket.json().ticket}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data: JSON.stringify({ title: 'Sites', request }) }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = (name: string) => {
      const values: unknown[] = [];
      book.getWorksheet(name)?.eachRow((row) => values.push(...(row.values as unknown[])));
      return values;
    };
    expect(cells('Data')).toEqual(
      expect.arrayContaining(['Teamwork', 'Health and safety', 'Budapest head office']),
    );
    expect(cells('Data')).not.toContain('Team');
    expect(cells('Settings')).toContain('Age band: Younger than 30, 30 or more');
  });

  it('the participation xlsx in en names its sheets, units and file in English', async () => {
    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: w.tokens.userA,
      payload: { resource: 'participation-xlsx', id: newer.id },
    });
    const office = newer.ids.workerGroups.get(1);
    const res = await t.call({
      method: 'GET',
      url: `/api/graph/participation-rate/survey-dates/${newer.id}/xlsx?t=${ticket.json().ticket}&lang=en&worker_group_id=${office}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('-office-staff.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Office staff']);
    const units: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => units.push((row.values as unknown[])[1]));
    expect(units).toEqual(expect.arrayContaining(['Budapest head office', 'Debrecen plant']));
  });

  it('a report in en names its graphs, topics, filters and participation units in English', {
    timeout: 120_000,
  }, async () => {
    const claims = JSON.parse(
      Buffer.from(w.tokens.userA.split('.')[1]!, 'base64url').toString(),
    ) as SessionClaims;
    const auth: AuthContext = {
      userId: claims.uid,
      role: claims.role as AuthContext['role'],
      isAdmin: false,
      accountId: w.accountA.id,
      claims,
    };
    const data = await buildReportData(graphServicesOf(t.app), auth, w.accountA.id, {
      survey_date_id: newer.id,
      compare_survey_date_ids: [],
      filters: [],
      format: 'pdf',
      language: 'en',
    });
    const words = JSON.stringify(data);
    expect(words).toContain('Teamwork');
    expect(words).toContain('Office staff');
    expect(words).toContain('Budapest head office');
    expect(words).not.toContain('"Team"');
    expect(words).not.toContain('"Office"');
  });
});
