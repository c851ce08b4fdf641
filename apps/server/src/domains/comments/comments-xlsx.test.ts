import type { CommentsResponse } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  EVERYONE_QUESTION,
  ONE_GROUP_QUESTION,
  seedCommentedDate,
  writerOf,
  bootCommentedWorld,
  setCommentThreshold,
  hideComment,
  commentCompanies,
} from './comments.fixtures';

// docs/comments.md "The export": the view's population as xlsx under docs/privacy.md "Comments"; k = 5, threshold 10.
const { t, world, seeded } = await bootCommentedWorld((w) =>
  w === 3
    ? `Kovács Anna sokat segített, köszönöm #w${w}#`
    : w === 5
      ? `=HYPERLINK("http://evil.invalid","fizetés") #w${w}#`
      : `Több képzés és jobb fizetés kellene #w${w}#`,
);

const question = () => seeded.questions[EVERYONE_QUESTION]!;

async function ticket(token: string, id = seeded.date.id) {
  return t.call({
    method: 'POST',
    url: '/api/download-tickets',
    token,
    payload: { resource: 'comments-xlsx', id },
  });
}

/** The xlsx of a query as its sheets' rows of cell texts, or the refusal's status. */
async function exportOf(token: string, query: Record<string, string | number> = {}, language?: 'en') {
  const issued = await ticket(token);
  expect(issued.statusCode, issued.body).toBe(200);
  const search = new URLSearchParams(
    Object.entries({ question_id: question(), ...query, t: issued.json().ticket }).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  if (language) search.set('lang', language);
  const res = await t.call({
    method: 'GET',
    url: `/api/comments/survey-dates/${seeded.date.id}/xlsx?${search}`,
  });
  if (res.statusCode !== 200)
    return { status: res.statusCode, sheets: [] as string[][][], names: [] as string[] };
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheets = book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? '' : String(v)))),
    );
    return rows;
  });
  return { status: 200, sheets, names: book.worksheets.map((s) => s.name), raw: res.rawPayload };
}

/** Every comment `GET comments` gives for a query, across its pages. */
async function viewComments(token: string, query: Record<string, string | number> = {}) {
  const out: { id: string; text: string }[] = [];
  for (let page = 1; ; page++) {
    const search = new URLSearchParams(
      Object.entries({
        survey_date_id: seeded.date.id,
        question_id: question(),
        per_page: 100,
        page,
        ...query,
      }).map(([k, v]) => [k, String(v)]),
    );
    const res = await t.call({ method: 'GET', url: `/api/comments?${search}`, token });
    const answer = res.json() as CommentsResponse;
    out.push(...answer.comments);
    if (answer.total === null || out.length >= answer.total) return { answer, comments: out };
  }
}

/** The comment rows of the comments sheet: those after its header row. */
const commentRows = (sheet: string[][]) => sheet.slice(sheet.findIndex((row) => row[0] === 'Megjegyzés') + 1);

describe('GET comments/survey-dates/{id}/xlsx (docs/comments.md "The export")', () => {
  it('holds exactly the comments the view shows, in its stable random order, text only, names masked', async () => {
    const file = await exportOf(world.tokens.userA);
    expect(file.names).toEqual(['Megjegyzések', 'Témák']);
    const view = await viewComments(world.tokens.userA);
    const rows = commentRows(file.sheets[0]!);
    expect(rows.map((row) => row.length)).toEqual(rows.map(() => 1));
    expect(rows.map((row) => row[0]!.replace(/^'/, ''))).toEqual(view.comments.map((c) => c.text));
    expect(rows).toHaveLength(90);
    expect(rows.map((row) => row[0]).find((text) => writerOf(text ?? '') === 3)).toBe(
      '[név] [név] sokat segített, köszönöm #w3#',
    );
    expect(JSON.stringify(file.sheets)).not.toMatch(/Kovács|Anna/);
  });

  it('the search of the view narrows the file to what the view finds', async () => {
    const file = await exportOf(world.tokens.userA, { search: 'KEPZES' });
    const view = await viewComments(world.tokens.userA, { search: 'KEPZES' });
    expect(commentRows(file.sheets[0]!).map((row) => row[0])).toEqual(view.comments.map((c) => c.text));
    expect(view.comments).toHaveLength(88);
  });

  it('a comment that looks like a formula is written as text (docs/security.md "spreadsheet-safety")', async () => {
    const file = await exportOf(world.tokens.userA);
    const cell = commentRows(file.sheets[0]!).find((row) => writerOf(row[0]!) === 5)![0]!;
    expect(cell).toBe(`'=HYPERLINK("http://evil.invalid","fizetés") #w5#`);
  });

  it('the themes sheet gives the themes of GET comments/themes for the population, with example comments', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/comments/themes?survey_date_id=${seeded.date.id}&question_id=${question()}`,
      token: world.tokens.userA,
    });
    const themes = res.json().themes as { label: string; count: number; share: number }[];
    expect(themes.length).toBeGreaterThan(0);
    const file = await exportOf(world.tokens.userA, {}, 'en');
    expect(file.names).toEqual(['Comments', 'Themes']);
    const sheet = file.sheets[1]!;
    const header = sheet.findIndex((row) => row[0] === 'Theme');
    expect(sheet[header]).toEqual(['Theme', 'Comments', 'Share (%)', '', 'Examples']);
    const rows = sheet.slice(header + 1);
    expect(rows.map((row) => [row[0], Number(row[1]), Number(row[2])])).toEqual(
      themes.map((theme) => [theme.label, theme.count, Math.round(theme.share * 1000) / 10]),
    );
    for (const row of rows) expect(row[4]!.split('\n').every((text) => writerOf(text) !== null)).toBe(true);
  });

  it('names the question in the file\'s language with the account\'s own data name (docs/i18n.md "Data names")', async () => {
    const english = await t.database.db
      .selectFrom('languages')
      .select('id')
      .where('code', '=', 'en')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('translations')
      .values({
        account_id: world.accountA.id,
        language_id: english.id,
        key: 'data.question.Mit változtatna meg?',
        text: 'What would you change?',
      })
      .execute();
    const inEnglish = JSON.stringify((await exportOf(world.tokens.userA, {}, 'en')).sheets);
    expect(inEnglish).toContain('What would you change?');
    expect(inEnglish).not.toContain('Mit változtatna meg?');
    // the Hungarian file keeps the stored name: the override is the English one only
    expect(JSON.stringify((await exportOf(world.tokens.userA)).sheets)).toContain('Mit változtatna meg?');
  });

  it('a hidden comment never appears in the xlsx, nor as a theme example', async () => {
    const view = await viewComments(world.tokens.admin);
    const victim = view.comments[0]!;
    const hidden = await hideComment(t, seeded, victim.id, world.tokens.admin, 'Megnevez valakit');
    expect(hidden.statusCode).toBe(200);
    const marker = `#w${writerOf(victim.text)}#`;
    for (const token of [world.tokens.admin, world.tokens.userA]) {
      const file = await exportOf(token);
      expect(commentRows(file.sheets[0]!)).toHaveLength(89);
      expect(JSON.stringify(file.sheets)).not.toContain(marker);
    }
  });

  it('a population below the comment threshold gets no comment, count or theme: only the reason', async () => {
    const settings = (value: number | null) => setCommentThreshold(t, world.tokens.admin, value);
    expect((await settings(95)).statusCode).toBe(200);
    try {
      const file = await exportOf(world.tokens.userA);
      expect(file.status).toBe(200);
      expect(JSON.stringify(file.sheets)).not.toContain('#w');
      expect(file.sheets[0]!.at(-1)![0]).toMatch(/kevesebb mint 95 ember válaszolt/);
      expect(file.sheets[1]!.at(-1)![0]).toMatch(/kevesebb mint 95 ember válaszolt/);
    } finally {
      expect((await settings(null)).statusCode).toBe(200);
    }
  });

  it("another tenant's user or admin gets no ticket for the date, a user no file of a question whose comments are off", async () => {
    expect((await ticket(world.tokens.userB)).statusCode).toBe(404);
    expect((await ticket(world.tokens.adminB)).statusCode).toBe(404);
    const office = seeded.questions[ONE_GROUP_QUESTION]!;
    const toggle = (show: boolean) =>
      t.call({
        method: 'PUT',
        url: `/api/questions/${office}/comments`,
        token: world.tokens.admin,
        payload: { show_comments: show },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    try {
      const file = await exportOf(world.tokens.userA, { question_id: office });
      expect(file.status).toBe(404);
      expect((await exportOf(world.tokens.admin, { question_id: office })).status).toBe(200);
    } finally {
      expect((await toggle(true)).statusCode).toBe(200);
    }
  });

  it('a ticket opens one download once, and the download is audited', async () => {
    const issued = (await ticket(world.tokens.userA)).json().ticket as string;
    const url = `/api/comments/survey-dates/${seeded.date.id}/xlsx?question_id=${question()}&t=${issued}`;
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
    const again = await t.call({ method: 'GET', url });
    expect(again.statusCode).toBe(403);
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['detail', 'actor_id'])
      .where('action', '=', 'download')
      .where('detail', '=', 'comments-xlsx')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.some((row) => row.actor_id === world.userA.id)).toBe(true);
  });

  it("the themes sheet gives each theme's change since the previous date in points, where the question continues", async () => {
    const [earlierInput, laterInput] = commentCompanies({ seed: 11, respondents: [90, 90] });
    const earlier = await seedCommentedDate(t, world.accountB.id, earlierInput!, (w) =>
      w % 2 === 0 ? `A fizetés nagyon kevés #w${w}#` : `Több képzés kellene #w${w}#`,
    );
    const later = await seedCommentedDate(
      t,
      world.accountB.id,
      laterInput!,
      (w) => (w % 3 === 0 ? `A fizetés nagyon kevés #w${w}#` : `Több képzés kellene #w${w}#`),
      { workerGroups: earlier.date.ids.workerGroups },
    );
    const issued = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: world.tokens.userB,
      payload: { resource: 'comments-xlsx', id: later.date.id },
    });
    const res = await t.call({
      method: 'GET',
      url: `/api/comments/survey-dates/${later.date.id}/xlsx?question_id=${later.questions[EVERYONE_QUESTION]}&t=${issued.json().ticket}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[1]!.eachRow((row) =>
      rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? '' : String(v)))),
    );
    const header = rows.find((row) => row[0] === 'Téma')!;
    expect(header[3]).toBe(`Változás ${String(earlier.date.input.survey_date.date)} óta (pont)`);
    const pay = rows.find((row) => row[0] === 'fizetés')!;
    expect(Number(pay[3])).toBeCloseTo(Math.round((30 / 90 - 0.5) * 1000) / 10, 5);
  });
});
