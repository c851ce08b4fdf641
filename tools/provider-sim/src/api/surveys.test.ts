import { describe, expect, it } from 'vitest';
import { startSim } from '../test-support.ts';

describe('provider-api §3.0 and §3.2 survey list', () => {
  it('pages with per_page, total and absolute links that repeat the query', async () => {
    const { get, sim } = await startSim({ surveys: 5, respondents: 5 });
    const first = await get('/v3/surveys?per_page=2&title=felm');
    expect(first.body).toMatchObject({ page: 1, per_page: 2, total: 5 });
    expect(first.body.data).toHaveLength(2);
    expect(Object.keys(first.body.links).sort()).toEqual(['last', 'next', 'self']);
    const next = new URL(first.body.links.next);
    expect(next.origin).toBe(sim.url);
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('title')).toBe('felm');
    const middle = await get(`${next.pathname}${next.search}`);
    expect(Object.keys(middle.body.links).sort()).toEqual(['first', 'last', 'next', 'prev', 'self']);
    const last = await get('/v3/surveys?per_page=2&page=3');
    expect(last.body.data).toHaveLength(1);
    expect(last.body.links.next).toBeUndefined();
    const single = await get('/v3/surveys');
    expect(Object.keys(single.body.links)).toEqual(['self']);
  });

  it('items carry id, title, nickname, href, plus included fields with offset-less dates', async () => {
    const { get } = await startSim();
    const plain = await get('/v3/surveys');
    expect(Object.keys(plain.body.data[0]).sort()).toEqual(['href', 'id', 'nickname', 'title']);
    expect(plain.body.data[0].id).toMatch(/^\d{9,}$/);
    const rich = await get('/v3/surveys?include=response_count,date_modified');
    expect(rich.body.data[0].response_count).toBe(60);
    expect(rich.body.data[0].date_modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('sorts by date_modified DESC and filters by start_modified_at', async () => {
    const { get, state } = await startSim({ surveys: 3, respondents: 1 });
    const sorted = await get('/v3/surveys?sort_by=date_modified&sort_order=DESC');
    const newest = state.data.surveys[2]!;
    expect(sorted.body.data[0].id).toBe(newest.id);
    const cut = new Date(newest.date_modified).toISOString().slice(0, 19);
    const filtered = await get(`/v3/surveys?start_modified_at=${cut}`);
    expect(filtered.body.data.map((s: { id: string }) => s.id)).toEqual([newest.id]);
  });

  it('rejects bad paging and sort parameters with 400 1003', async () => {
    const { get } = await startSim();
    for (const query of ['page=0', 'per_page=abc', 'per_page=1001', 'sort_by=color', 'sort_order=UP']) {
      const res = await get(`/v3/surveys?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.id, query).toBe('1003');
    }
  });
});

describe('provider-api §3.3–3.4 survey details', () => {
  it('returns pages with demographic single-choice questions and a 6-point weighted agreement matrix', async () => {
    const { get, state } = await startSim();
    const survey = state.data.surveys[0]!;
    const res = await get(`/v3/surveys/${survey.id}/details`);
    expect(res.status).toBe(200);
    const { body } = res;
    expect(body).toMatchObject({ id: survey.id, language: 'hu', page_count: survey.pages.length });
    expect(body.date_modified).toMatch(/\+00:00$/);
    const [demo, firstTopic] = body.pages;
    expect(demo.questions.every((q: { family: string }) => q.family === 'single_choice')).toBe(true);
    expect(demo.questions[0].answers.other).toMatchObject({ is_answer_choice: true });
    const matrix = firstTopic.questions[0];
    expect(matrix).toMatchObject({ family: 'matrix', subtype: 'rating' });
    expect(matrix.answers.choices.map((c: { weight: number }) => c.weight)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(matrix.href).toContain(`/v3/surveys/${survey.id}/pages/${firstTopic.id}/questions/${matrix.id}`);
    const rows = body.pages.flatMap(
      (p: { questions: { family: string; answers?: { rows?: unknown[] } }[] }) =>
        p.questions.filter((q) => q.family === 'matrix').flatMap((q) => q.answers?.rows ?? []),
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(80);
    expect(body.question_count).toBe(
      body.pages.reduce((n: number, p: { questions: unknown[] }) => n + p.questions.length, 0),
    );
  });

  it('answers 404 1020 for an unknown survey and an unknown path', async () => {
    const { get } = await startSim();
    for (const path of ['/v3/surveys/123/details', '/v3/surveys/123', '/v3/nothing-here']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ id: '1020', name: 'Resource Not Found', http_status_code: 404 });
    }
  });

  it('a hidden question shows visible false and moves the survey date_modified', async () => {
    const clock = { t: Date.UTC(2025, 8, 1) };
    const { get, state } = await startSim({ clock: () => clock.t });
    const survey = state.data.surveys[0]!;
    const question = survey.pages[1]!.questions[0]!;
    state.hideQuestion(question.id);
    const body = (await get(`/v3/surveys/${survey.id}/details`)).body;
    expect(body.pages[1].questions[0].visible).toBe(false);
    expect(body.date_modified).toBe('2025-09-01T00:00:00+00:00');
  });
});

describe('provider-api §3.5–3.6 collectors', () => {
  it('lists the survey web links per unit with titles, include fields and response counts', async () => {
    const { get, state } = await startSim();
    const survey = state.data.surveys[0]!;
    const res = await get(
      `/v3/surveys/${survey.id}/collectors?include=type,status,response_count&sort_by=name`,
    );
    expect(res.body.total).toBe(survey.collectors.length);
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(res.body.data.every((c: { type: string }) => c.type === 'weblink')).toBe(true);
    const counted = res.body.data.reduce(
      (n: number, c: { response_count: number }) => n + c.response_count,
      0,
    );
    expect(counted).toBe(survey.responses.length);
    const one = await get(`/v3/collectors/${res.body.data[0].id}`);
    expect(one.body).toMatchObject({ id: res.body.data[0].id, survey_id: survey.id });
    expect(one.body.url).toMatch(/^https:\/\/www\.surveymonkey\.com\/r\//);
  });
});
