import {
  formatPercent,
  formatTimestampInZone,
  type GraphFilter,
  type GraphResponse,
  type LanguageCode,
  messages,
  type ReportData,
} from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../services/auth';
import type { SessionClaims } from '../../services/tokens';
import { listDemographies } from '../demographies/demographies.service';
import { graphServicesOf } from '../graphs/graphs.service';
import { buildReportData } from './report-data.service';
import { readPdf, readPptxSlides } from './report-files.fixtures';
import { type DemoReportWorld, demoReportWorld, pdfRendererReady, waitForReport } from './reports.fixtures';

let w: DemoReportWorld;
/** The user's newest readable date. */
let latest: number;

beforeAll(async () => {
  w = await demoReportWorld();
  latest = w.user.dates.at(-1)!;
}, 180_000);

afterAll(async () => {
  await w.close();
});

/** The caller a bearer token stands for (its claims), as `authenticate` builds it. */
function callerOf(token: string): AuthContext {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as SessionClaims;
  const isAdmin = claims.role === 'admin';
  return {
    userId: claims.uid,
    role: claims.role as AuthContext['role'],
    isAdmin,
    accountId: w.accountId,
    claims,
  };
}

/** `POST graph/data` as the token's caller. */
async function graphData(token: string, request: object): Promise<GraphResponse> {
  const res = await w.t.call({ method: 'POST', url: '/api/graph/data', payload: request, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const anyWithheld = (data: ReportData) =>
  data.graphs.some((g) => g.response.graph_data.some((s) => s.withheld?.some(Boolean)));

/**
 * A filter on one demography answer that makes some of the report's cells withheld for the user: the
 * demo's smallest groups, found by asking the report itself.
 */
async function withholdingFilter(
  language: LanguageCode,
): Promise<{ filters: GraphFilter[]; data: ReportData }> {
  const caller = callerOf(w.user.token);
  const demographies = await listDemographies(w.t.database.db, w.accountId, latest);
  for (const demography of demographies) {
    for (const answer of demography.answers) {
      const filters: GraphFilter[] = [
        { type: 'demography', demography_id: demography.id, demography_answer_ids: [answer.id] },
      ];
      const request = {
        survey_date_id: latest,
        compare_survey_date_ids: [],
        filters,
        format: 'pdf' as const,
        language,
      };
      const data = await buildReportData(graphServicesOf(w.t.app), caller, w.accountId, request);
      if (anyWithheld(data) && data.graphs.length > 0) return { filters, data };
    }
  }
  throw new Error('no demography answer of the demo withholds a cell');
}

/** A single-use ticket for the caller's report file (the download mechanism of every export). */
const ticketFor = (token: string, id: number) =>
  w.t.call({ method: 'POST', url: '/api/download-tickets', payload: { resource: 'report-file', id }, token });

/** Asks for a report through the API and downloads its file once done. */
async function downloadReport(token: string, body: Record<string, unknown>): Promise<Buffer> {
  const created = await w.t.call({ method: 'POST', url: '/api/reports', payload: body, token });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  const { job } = await waitForReport(w.t, token, id);
  expect(job.state, JSON.stringify(job)).toBe('done');
  const ticket = await ticketFor(token, id);
  expect(ticket.statusCode).toBe(200);
  const file = await w.t.call({ method: 'GET', url: `/api/reports/${id}/file?t=${ticket.json().ticket}` });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

describe('a report is a set of graph queries by the same role (docs/reports.md "Privacy")', () => {
  it('the report data equals POST graph/data graph by graph for the same user, withheld cells included', async () => {
    const { data } = await withholdingFilter('hu');
    expect(data.graphs.length).toBeGreaterThan(3);
    for (const graph of data.graphs) {
      expect(graph.response, graph.slug).toEqual(await graphData(w.user.token, graph.request));
    }
  });

  it('a user cannot report another date than graph/data shows them: an unpublished date is a 404', async () => {
    const hidden = await w.t.database.db
      .selectFrom('survey_dates')
      .select('id')
      .where('account_id', '=', w.accountId)
      .where('enabled_for_users', '=', false)
      .executeTakeFirstOrThrow();
    const res = await w.t.call({
      method: 'POST',
      url: '/api/reports',
      payload: { survey_date_id: hidden.id, format: 'pptx', language: 'hu' },
      token: w.user.token,
    });
    expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({
      status: 404,
      code: 'not-found',
    });
  });

  it('a report job and its file are its owner’s alone; a ticket opens a finished one once', async () => {
    const created = await w.t.call({
      method: 'POST',
      url: '/api/reports',
      payload: { survey_date_id: latest, format: 'pptx', language: 'en' },
      token: w.user.token,
    });
    const id = created.json().id as number;
    const { job } = await waitForReport(w.t, w.user.token, id);
    expect(job.state).toBe('done');
    expect(
      (await w.t.call({ method: 'GET', url: `/api/reports/${id}`, token: w.admin.token })).statusCode,
    ).toBe(404);
    expect((await ticketFor(w.admin.token, id)).statusCode).toBe(404);
    const url = `/api/reports/${id}/file?t=${(await ticketFor(w.user.token, id)).json().ticket}`;
    expect((await w.t.call({ method: 'GET', url })).statusCode).toBe(200);
    const again = await w.t.call({ method: 'GET', url });
    expect(again.json().error?.code).toBe('download-ticket-invalid');
  });
});

describe('the PPTX report (docs/reports.md)', () => {
  it('has a title slide, the executive summary, the participation table and a slide titled for every graph of the report, in order', async () => {
    const file = await downloadReport(w.user.token, {
      survey_date_id: latest,
      format: 'pptx',
      language: 'en',
    });
    const slides = await readPptxSlides(file);
    const { data } = await withholdingFilter('en');
    const titles = data.graphs.map((g) => g.title);
    expect(slides[0]).toContain(messages.en['report-title']);
    expect(slides[1]).toContain(messages.en['report-summary']);
    expect(slides[2]).toContain(messages.en['participation-rate-title']);
    const firsts = titles.map((title) => slides.findIndex((text) => text.startsWith(title)));
    expect(firsts.every((i) => i > 0)).toBe(true);
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  });
});

describe.runIf(pdfRendererReady('the PDF report tests'))('the PDF report (docs/reports.md)', () => {
  it("the cover's time is in the account's time zone (docs/reports.md \"Time zone\"), not Budapest's or the server's", async () => {
    // Asia/Kathmandu is 5:45 ahead of UTC: no whole-hour zone (the server's, Budapest) prints its minutes
    const zone = 'Asia/Kathmandu';
    const setZone = async (timeZone: string) => {
      const accounts = (await w.t.call({ method: 'GET', url: '/api/accounts', token: w.admin.token })).json()
        .accounts as { id: number; name: string; languages: { id: number }[] }[];
      const account = accounts.find((a) => a.id === w.accountId)!;
      const res = await w.t.call({
        method: 'PUT',
        url: `/api/accounts/${w.accountId}`,
        payload: { name: account.name, lang_ids: account.languages.map((l) => l.id), time_zone: timeZone },
        token: w.admin.token,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setZone(zone);
    try {
      const before = Math.floor(Date.now() / 1000);
      const file = await downloadReport(w.user.token, {
        survey_date_id: latest,
        format: 'pdf',
        language: 'en',
      });
      const after = Math.ceil(Date.now() / 1000);
      const { pages } = await readPdf(file);
      const printed = pages[0]!.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
      const inZone = (z: string) =>
        new Set(
          Array.from({ length: after - before + 1 }, (_, i) =>
            formatTimestampInZone(new Date((before + i) * 1000).toISOString(), z),
          ),
        );
      expect(inZone(zone)).toContain(printed);
      expect(inZone('Europe/Budapest')).not.toContain(printed);
    } finally {
      await setZone('Europe/Budapest');
    }
  });

  for (const language of ['hu', 'en'] as const) {
    it(`a user downloads the latest date's report in ${language}: its pages, headings and numbers are the graph API's`, async () => {
      const { filters, data } = await withholdingFilter(language);
      const file = await downloadReport(w.user.token, {
        survey_date_id: latest,
        filters,
        format: 'pdf',
        language,
      });
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      const { pages, outline } = await readPdf(file);
      const text = pages.join('\n');
      // the cover, the contents, the participation table and a page or more per graph
      expect(pages.length).toBeGreaterThanOrEqual(3 + data.graphs.length);
      for (const graph of data.graphs) expect(outline, graph.title).toContain(graph.title);
      expect(text).toContain(messages[language]['report-how-to-read']);
      // withheld cells read as the charts show them
      expect(text).toContain(messages[language]['chart-withheld-short']);
      // a few numbers, as graph/data answers them to the same user
      for (const graph of data.graphs.slice(0, 3)) {
        const answer = await graphData(w.user.token, graph.request);
        const values = answer.graph_data.flatMap((s) => s.data).filter((v): v is number => v !== null);
        for (const value of values.slice(0, 3))
          expect(text, graph.slug).toContain(formatPercent(value, language));
      }
    }, 60_000);
  }
});
