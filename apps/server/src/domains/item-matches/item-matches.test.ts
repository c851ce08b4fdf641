import type { GraphDataRequest, GraphResponse, ItemMatchesResponse } from '@pulzus/core';
import { buildSurveyCube, computeGraph, type SurveyCubeInput } from '@pulzus/core/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import { type SeededDate, seedSurveyDate } from '../graphs/graphs.fixtures';
import { HAND_HEADCOUNTS, handCompanyNewer, handCompanyOlder } from '../graphs/graphs-company.fixtures';
import { rematchAccount } from './item-matches.service';

// The hand company of the graph tests, run as a real company runs it: the newer date's survey is a
// copy of the older one, so the provider gave every question and row a new id (docs/import.md
// "Matching across survey dates"). Statement texts stay, except E2, which HR reworded.
const TEXTS: Record<string, string> = {
  E1: 'Büszke vagyok arra, hogy itt dolgozom.',
  E2: 'Szívesen ajánlanám a céget a barátaimnak munkahelyként.',
  E3: 'Ritkán gondolok arra, hogy máshol keressek munkát.',
  T1: 'A csapatom tagjai segítik egymást.',
  T2: 'A vezetőm rendszeresen visszajelzést ad a munkámról.',
  O1: 'Az irodai körülmények megfelelőek.',
  S1: 'A munkahelyemen biztonságban érzem magam.',
  X1: 'Elégedett vagyok a fizetésemmel.',
};
const REWORDED_E2 = 'Szívesen ajánlanám a céget a barátaimnak, mint munkahelyet.';
const AGE_HEADING = 'Melyik korcsoportba tartozik?';

/** The hand company's date with its provider codes: matrix `question:row` and the age question's id. */
function copied(input: SurveyCubeInput, matrix: string, age: string): SurveyCubeInput {
  const code = (c: string) => (c === 'AGE' ? age : `${matrix}:${c}`);
  return {
    ...input,
    topics: input.topics.map((t) => ({
      ...t,
      questions: t.questions.map((q) => ({ ...q, code: code(q.code) })),
    })),
    demographies: input.demographies.map((d) => (d.type === 'survey' ? { ...d, code: age } : d)),
    respondents: input.respondents.map((r) => ({
      ...r,
      answers: Object.fromEntries(Object.entries(r.answers).map(([c, v]) => [code(c), v])),
    })),
  };
}

/** The provider design of a date: one rated matrix of `rows` and the single-choice age question. */
function design(matrix: string, age: string, rows: string[], texts: Record<string, string>) {
  return {
    pages: [
      {
        title: 'Kérdések',
        questions: [
          {
            id: matrix,
            family: 'matrix',
            subtype: 'rating',
            headings: [{ heading: 'Mennyire ért egyet?' }],
            answers: {
              rows: rows.map((row, i) => ({ id: row, text: texts[row], position: i + 1 })),
              choices: [1, 2, 3, 4, 5, 6].map((p) => ({
                id: `${matrix}c${p}`,
                text: String(p),
                position: p,
              })),
            },
          },
          {
            id: age,
            family: 'single_choice',
            subtype: 'vertical',
            headings: [{ heading: AGE_HEADING }],
            answers: { choices: [1, 2].map((p) => ({ id: `${age}c${p}`, text: `Age ${p}`, position: p })) },
          },
        ],
      },
    ],
  };
}

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;
let older: SeededDate;
let newer: SeededDate;

async function setDesign(date: SeededDate, details: unknown): Promise<void> {
  const links = await t.database.db
    .selectFrom('survey_date_surveys')
    .select('sm_survey_id')
    .where('survey_date_id', '=', date.id)
    .execute();
  await t.database.db
    .updateTable('sm_surveys')
    .set({ details: JSON.stringify(details) })
    .where(
      'id',
      'in',
      links.map((l) => l.sm_survey_id),
    )
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp({ MIN_GROUP_SIZE: '3' });
  world = await createTenants(t);
  const db = t.database.db;
  await db.updateTable('accounts').set({ min_group_size: 3 }).where('id', '=', world.accountA.id).execute();
  const headcount = (id: number) => HAND_HEADCOUNTS[id] ?? 0;
  older = await seedSurveyDate(db, world.accountA.id, copied(handCompanyOlder(), '100', '101'), {
    published: true,
    headcount,
  });
  newer = await seedSurveyDate(db, world.accountA.id, copied(handCompanyNewer(), '200', '201'), {
    published: true,
    workerGroups: older.ids.workerGroups,
    headcount,
  });
  await setDesign(older, design('100', '101', ['E1', 'E2', 'T1', 'X1'], TEXTS));
  await setDesign(
    newer,
    design('200', '201', ['E1', 'E2', 'E3', 'T1', 'T2', 'O1', 'S1'], { ...TEXTS, E2: REWORDED_E2 }),
  );
  // what a design import does (imports' details job)
  await rematchAccount(db, world.accountA.id);
});
afterAll(() => t.close());

const matches = async (date = newer, token = world.tokens.admin): Promise<ItemMatchesResponse> => {
  const res = await t.call({ method: 'GET', url: `/api/survey-dates/${date.id}/item-matches`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const decide = (payload: object, date = newer) =>
  t.call({
    method: 'PUT',
    url: `/api/survey-dates/${date.id}/item-matches`,
    payload,
    token: world.tokens.admin,
  });
const item = (list: ItemMatchesResponse, code: string) =>
  list.item_matches.find((m) => m.source_code === code);

const graph = async (payload: GraphDataRequest): Promise<GraphResponse> => {
  const res = await t.call({ method: 'POST', url: '/api/graph/data', payload, token: world.tokens.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The engine on the hand company with one shared set of codes: what matching must give back. */
const shared = (request: GraphDataRequest): GraphResponse => {
  const rename = (input: SurveyCubeInput, id: number) => ({
    ...input,
    survey_date: { ...input.survey_date, id },
  });
  const cubes = [
    buildSurveyCube({ ...rename(newer.input, newer.id), ...sharedCodes(newer.input, '200', '201') }),
    buildSurveyCube({ ...rename(older.input, older.id), ...sharedCodes(older.input, '100', '101') }),
  ];
  return computeGraph(request, cubes, { minGroupSize: 3, language: 'hu', mainDimensionDemographyId: null });
};
/** The seeded input with its provider codes turned back into the hand company's shared ones. */
function sharedCodes(input: SurveyCubeInput, matrix: string, age: string) {
  const back = (c: string) => (c === age ? 'AGE' : c.replace(`${matrix}:`, ''));
  return {
    topics: input.topics.map((tp) => ({
      ...tp,
      questions: tp.questions.map((q) => ({ ...q, code: back(q.code) })),
    })),
    demographies: input.demographies.map((d) => ({ ...d, code: back(d.code) })),
    respondents: input.respondents.map((r) => ({
      ...r,
      answers: Object.fromEntries(Object.entries(r.answers).map(([c, v]) => [back(c), v])),
    })),
  };
}
const total: GraphDataRequest = { type: 'total', query: { survey_dates: [0], filters: [] } };
const totalOfBoth = (): GraphDataRequest => ({
  ...total,
  query: { survey_dates: [newer.id, older.id], filters: [] },
});

describe('cross-wave matching of a copied survey (docs/import.md "Matching across survey dates")', () => {
  it('matches unchanged statements and the demographic question of a copied survey by their text', async () => {
    const list = await matches();
    expect(item(list, '200:E1')).toMatchObject({
      kind: 'statement',
      status: 'text',
      stable_code: '100:E1',
      confidence: 1,
      match: { stable_code: '100:E1', text: TEXTS.E1, survey_date_id: older.id },
    });
    expect(item(list, '201')).toMatchObject({ kind: 'question', status: 'text', stable_code: '101' });
    expect(item(list, '200:S1')).toMatchObject({ status: 'new', stable_code: '200:S1', match: null });
  });

  it('suggests the reworded statement without using it until an admin accepts', async () => {
    const list = await matches();
    expect(item(list, '200:E2')).toMatchObject({
      status: 'suggested',
      stable_code: '200:E2',
      suggestion: { stable_code: '100:E2', text: TEXTS.E2 },
    });
    expect(item(list, '200:E2')?.confidence).toBeGreaterThan(0.5);
    expect(list.candidates.map((c) => c.stable_code).sort()).toEqual([
      '100:E1',
      '100:E2',
      '100:T1',
      '100:X1',
      '101',
    ]);
    // the trend shows E2 as two lines: the older wording ends, the new one starts
    const r = await graph(totalOfBoth());
    expect(r.graph_meta.categories.filter((c) => c === 'Item E2')).toHaveLength(2);
  });

  it('an accepted suggestion joins the trend: every multi-date graph equals the same survey with shared ids', async () => {
    const res = await decide({ decisions: [{ source_code: '200:E2', action: 'accept' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(item(res.json(), '200:E2')).toMatchObject({
      status: 'confirmed',
      stable_code: '100:E2',
      decided: true,
    });
    for (const type of ['total', 'commitment_detailed', 'satisfaction_total'] as const) {
      const request = {
        type,
        query: { survey_dates: [newer.id, older.id], filters: [] },
      } as GraphDataRequest;
      expect(await graph(request)).toEqual(shared(request));
    }
    const age = newer.ids.demographies.get(21)!;
    const byAge: GraphDataRequest = {
      type: 'commitment_demographics',
      query: {
        survey_dates: [newer.id, older.id],
        main_dimension_demography_id: age,
        show_satisfaction_index: false,
        filters: [],
      },
    };
    expect(await graph(byAge)).toEqual(shared(byAge));
  });

  it('keeps an admin decision when the designs are imported again', async () => {
    await setDesign(
      newer,
      design('200', '201', ['E1', 'E2', 'E3', 'T1', 'T2', 'O1', 'S1'], { ...TEXTS, E2: REWORDED_E2 }),
    );
    await rematchAccount(t.database.db, world.accountA.id);
    expect(item(await matches(), '200:E2')).toMatchObject({ status: 'confirmed', stable_code: '100:E2' });
  });

  it('an admin can break a match (a new line from this date) and choose another earlier item', async () => {
    let res = await decide({ decisions: [{ source_code: '200:E1', action: 'break' }] });
    expect(item(res.json(), '200:E1')).toMatchObject({
      status: 'broken',
      stable_code: '200:E1',
      match: null,
    });
    const r = await graph(totalOfBoth());
    expect(r.graph_meta.categories.filter((c) => c === 'Item E1')).toHaveLength(2);
    res = await decide({ decisions: [{ source_code: '200:S1', action: 'match', stable_code: '100:X1' }] });
    expect(item(res.json(), '200:S1')).toMatchObject({
      status: 'confirmed',
      stable_code: '100:X1',
      match: { stable_code: '100:X1', text: TEXTS.X1 },
    });
    res = await decide({
      decisions: [
        { source_code: '200:E1', action: 'auto' },
        { source_code: '200:S1', action: 'auto' },
      ],
    });
    expect(item(res.json(), '200:E1')).toMatchObject({
      status: 'text',
      decided: false,
      stable_code: '100:E1',
    });
    expect(item(res.json(), '200:S1')).toMatchObject({ status: 'new', decided: false });
  });

  it('refuses a decision it cannot apply with item-match-invalid and the decision that failed, changing nothing', async () => {
    const before = await matches();
    const cases = [
      [{ source_code: 'nope', action: 'break' }, 'decisions.0.source_code'],
      [{ source_code: '200:E1', action: 'accept' }, 'decisions.0.action'],
      [{ source_code: '200:S1', action: 'match', stable_code: '200:T1' }, 'decisions.0.stable_code'],
    ] as const;
    for (const [decision, path] of cases) {
      const res = await decide({ decisions: [decision] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'item-match-invalid', fields: [{ path }] } });
    }
    // two items of one survey cannot continue the same earlier item
    const twice = await decide({
      decisions: [
        { source_code: '200:S1', action: 'match', stable_code: '100:X1' },
        { source_code: '200:O1', action: 'match', stable_code: '100:X1' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(await matches()).toEqual(before);
  });

  it('two decisions for one item in one save are refused with item-match-invalid at the second, not the last winning', async () => {
    const before = await matches();
    const res = await decide({
      decisions: [
        { source_code: '200:E1', action: 'break' },
        { source_code: '200:T1', action: 'break' },
        { source_code: '200:E1', action: 'auto' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'item-match-invalid',
        fields: [{ path: 'decisions.2.source_code', message: 'Second decision for this item' }],
      },
    });
    // nothing of the save was applied
    expect(await matches()).toEqual(before);
  });

  it('another tenant and a non-admin get nothing', async () => {
    for (const token of [world.tokens.adminB, world.tokens.userA]) {
      const res = await t.call({ method: 'GET', url: `/api/survey-dates/${newer.id}/item-matches`, token });
      expect([403, 404]).toContain(res.statusCode);
      const put = await t.call({
        method: 'PUT',
        url: `/api/survey-dates/${newer.id}/item-matches`,
        payload: { decisions: [{ source_code: '200:E1', action: 'break' }] },
        token,
      });
      expect([403, 404]).toContain(put.statusCode);
    }
    expect(item(await matches(), '200:E1')).toMatchObject({ decided: false });
  });
});
