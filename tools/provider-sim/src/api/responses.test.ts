import { describe, expect, it } from 'vitest';
import { generateDataset } from '../data/dataset.ts';
import { OTHER_CELL } from '../data/types.ts';
import { startSim } from '../test-support.ts';

// A fresh copy per test (tests edit it): one survey with 2,100 respondents.
const data = () => generateDataset({ seed: 'responses-test', surveys: 1, respondents: 2100 });

type Item = {
  id: string;
  date_modified: string;
  response_status: string;
  collector_id: string;
  pages: { id: string; questions: { id: string; answers: Record<string, string>[] }[] }[];
};

const naive = (iso: string): string => iso.slice(0, 19);

describe('provider-api §3.0 and §3.7 responses/bulk paging', () => {
  it('following links.next through 2,100 responses yields every response once and matches total', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    let path: string | null =
      `/v3/surveys/${survey.id}/responses/bulk?per_page=100&sort_by=date_modified&sort_order=ASC`;
    const seen: string[] = [];
    let pages = 0;
    let total = -1;
    while (path) {
      const res = await get(path);
      expect(res.status).toBe(200);
      total = res.body.total;
      seen.push(...res.body.data.map((r: Item) => r.id));
      pages++;
      const next: string | undefined = res.body.links.next;
      path = next ? next.slice(next.indexOf('/v3/')) : null;
    }
    expect(total).toBe(2100);
    expect(pages).toBe(21);
    expect(new Set(seen).size).toBe(2100);
  });

  it('defaults to 50 per page and enforces the bulk maximum of 100 (400 1003, or clamp when configured)', async () => {
    const { get, state } = await startSim({ data: data() });
    const id = state.data.surveys[0]!.id;
    expect((await get(`/v3/surveys/${id}/responses/bulk`)).body.data).toHaveLength(50);
    const over = await get(`/v3/surveys/${id}/responses/bulk?per_page=101`);
    expect(over.status).toBe(400);
    expect(over.body.error.id).toBe('1003');
    state.perPageOverflow = 'clamp';
    const clamped = await get(`/v3/surveys/${id}/responses/bulk?per_page=500`);
    expect(clamped.body.per_page).toBe(100);
    expect(clamped.body.data).toHaveLength(100);
  });

  it('answers 404 1020 for an unknown survey', async () => {
    const { get } = await startSim({ data: data() });
    expect((await get('/v3/surveys/42/responses/bulk')).body.error.id).toBe('1020');
  });
});

describe('provider-api §3.7 responses/bulk filters', () => {
  it('start_modified_at (no offset, inclusive) keeps exactly the responses modified at or after it, sorted ASC', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const sorted = survey.responses.map((r) => r.date_modified).sort((a, b) => a - b);
    const cut = sorted[1500]!;
    const expected = sorted.filter((t) => t >= cut).length;
    const query = `start_modified_at=${naive(new Date(cut).toISOString())}&sort_by=date_modified&sort_order=ASC&per_page=100`;
    const res = await get(`/v3/surveys/${survey.id}/responses/bulk?${query}`);
    expect(res.body.total).toBe(expected);
    expect(expected).toBeGreaterThan(100);
    expect(expected).toBeLessThan(2100);
    const dates = res.body.data.map((r: Item) => Date.parse(r.date_modified));
    expect(dates[0]).toBe(cut);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(res.body.links.next).toContain('start_modified_at=');
  });

  it('end_modified_at excludes later responses and sort_order DESC reverses the order', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const cut = survey.responses[700]!.date_modified;
    const res = await get(
      `/v3/surveys/${survey.id}/responses/bulk?end_modified_at=${naive(new Date(cut).toISOString())}&sort_by=date_modified&sort_order=DESC`,
    );
    expect(res.body.total).toBe(survey.responses.filter((r) => r.date_modified < cut).length);
    const dates = res.body.data.map((r: Item) => Date.parse(r.date_modified));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('rejects dates with an offset or in another format with 400 1003', async () => {
    const { get, state } = await startSim({ data: data() });
    const id = state.data.surveys[0]!.id;
    for (const value of ['2025-06-10T00:00:00+00:00', '2025-06-10', '2025-13-01T00:00:00']) {
      const res = await get(
        `/v3/surveys/${id}/responses/bulk?start_modified_at=${encodeURIComponent(value)}`,
      );
      expect(res.body.error?.id, value).toBe('1003');
    }
  });

  it('status filters to one response status; an unknown status is 400 1003', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    for (const status of ['completed', 'partial', 'overquota', 'disqualified']) {
      const res = await get(`/v3/surveys/${survey.id}/responses/bulk?status=${status}&per_page=100`);
      expect(res.body.total).toBe(survey.responses.filter((r) => r.response_status === status).length);
      expect(res.body.total).toBeGreaterThan(0);
      expect(res.body.data.every((r: Item) => r.response_status === status)).toBe(true);
    }
    expect((await get(`/v3/surveys/${survey.id}/responses/bulk?status=done`)).status).toBe(400);
  });

  it('collector_ids and the collector bulk endpoint restrict to one collector', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const collector = survey.collectors[1]!.id;
    const expected = survey.responses.filter((r) => r.collector_id === collector).length;
    const viaSurvey = await get(`/v3/surveys/${survey.id}/responses/bulk?collector_ids=${collector}`);
    const viaCollector = await get(`/v3/collectors/${collector}/responses/bulk`);
    expect(viaSurvey.body.total).toBe(expected);
    expect(viaCollector.body.total).toBe(expected);
  });

  it('page_ids and question_ids restrict the returned pages and questions', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const page = survey.pages[1]!;
    const res = await get(`/v3/surveys/${survey.id}/responses/bulk?page_ids=${page.id}&status=completed`);
    expect(res.body.data[0].pages.map((p: { id: string }) => p.id)).toEqual([page.id]);
    const question = survey.pages[0]!.questions[2]!.id;
    const only = await get(
      `/v3/surveys/${survey.id}/responses/bulk?question_ids=${question}&status=completed`,
    );
    const ids = only.body.data.flatMap((r: Item) => r.pages.flatMap((p) => p.questions.map((q) => q.id)));
    expect(new Set(ids)).toEqual(new Set([question]));
  });
});

describe('provider-api §3.7 response shape', () => {
  it('answers reference the design: choice_id for single choice, row_id + choice_id for the matrix, other_id + text', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const details = (await get(`/v3/surveys/${survey.id}/details`)).body;
    const questions = new Map<
      string,
      {
        family: string;
        answers?: { choices?: { id: string }[]; rows?: { id: string }[]; other?: { id: string } };
      }
    >();
    for (const p of details.pages) for (const q of p.questions) questions.set(q.id, q);
    const res = await get(`/v3/surveys/${survey.id}/responses/bulk?per_page=100`);
    for (const r of res.body.data as Item[]) {
      expect(r.id).toMatch(/^\d+$/);
      for (const page of r.pages) {
        for (const q of page.questions) {
          const design = questions.get(q.id)!;
          expect(q.answers.length).toBeGreaterThan(0);
          for (const a of q.answers) {
            if (design.family === 'open_ended') expect(typeof a.text).toBe('string');
            else if (a.other_id) {
              expect(a.other_id).toBe(design.answers?.other?.id);
              expect(a.text).toBeTruthy();
            } else {
              expect(design.answers?.choices?.map((c) => c.id)).toContain(a.choice_id);
              if (design.family === 'matrix')
                expect(design.answers?.rows?.map((row) => row.id)).toContain(a.row_id);
              else expect(a.row_id).toBeUndefined();
            }
          }
        }
      }
    }
    expect(res.body.data[0]).toMatchObject({ survey_id: survey.id, recipient_id: '', custom_value: '' });
    expect(res.body.data[0].custom_variables.egyseg).toBeTruthy();
  });

  it('a typed "other" site comes back as {other_id, text} instead of a choice', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const site = survey.pages[0]!.questions[0]!;
    const typed = survey.responses.find((r) => r.cells[0] === OTHER_CELL)!;
    const res = await get(`/v3/surveys/${survey.id}/responses/${typed.id}/details?question_ids=${site.id}`);
    expect(res.body.pages[0].questions[0].answers).toEqual([
      { other_id: site.other?.id, text: typed.texts.get(site.id) },
    ]);
  });

  it('simple=true adds headings to questions and simple_text to answers', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const res = await get(`/v3/surveys/${survey.id}/responses/bulk?simple=true&per_page=1&status=completed`);
    const question = res.body.data[0].pages[0].questions[0];
    expect(question.heading).toBe('Melyik telephelyen dolgozik?');
    expect(question.answers[0].simple_text).toBeTruthy();
  });

  it('an edited response moves to the end of a date_modified cursor and can change status', async () => {
    const clock = { t: Date.UTC(2025, 8, 1, 10, 0, 0) };
    const { get, state } = await startSim({ data: data(), clock: () => clock.t });
    const survey = state.data.surveys[0]!;
    const partial = survey.responses.find((r) => r.response_status === 'partial')!;
    state.editResponse(partial.id, { status: 'completed' });
    const res = await get(`/v3/surveys/${survey.id}/responses/bulk?start_modified_at=2025-09-01T10:00:00`);
    expect(res.body.data.map((r: Item) => [r.id, r.response_status])).toEqual([[partial.id, 'completed']]);
    state.deleteResponse(partial.id);
    expect((await get(`/v3/surveys/${survey.id}/responses/${partial.id}`)).status).toBe(404);
  });
});

describe('provider-api §3.8 non-bulk responses', () => {
  it('lists ids with up to 1000 per page and returns single responses with and without answers', async () => {
    const { get, state } = await startSim({ data: data() });
    const survey = state.data.surveys[0]!;
    const list = await get(`/v3/surveys/${survey.id}/responses?per_page=1000`);
    expect(list.body.total).toBe(2100);
    expect(Object.keys(list.body.data[0]).sort()).toEqual(['href', 'id']);
    const id = list.body.data[0].id;
    const meta = await get(`/v3/surveys/${survey.id}/responses/${id}`);
    expect(meta.body.id).toBe(id);
    expect(meta.body.pages).toBeUndefined();
    const full = await get(`/v3/surveys/${survey.id}/responses/${id}/details`);
    expect(full.body.pages.length).toBe(survey.pages.length);
    expect(typeof full.body.current_page_id).toBe('string');
  });
});
