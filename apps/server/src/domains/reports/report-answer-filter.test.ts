import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../services/auth';
import type { SessionClaims } from '../../services/tokens';
import { graphServicesOf } from '../graphs/graphs.service';
import { buildReportData } from './report-data.service';
import { type DemoReportWorld, demoReportWorld, waitForReport } from './reports.fixtures';

/**
 * docs/reports.md "Filters": a report whose filters name a question or demography some of its graphs'
 * dates do not have leaves those graphs out, saying why, instead of failing whole.
 */

let w: DemoReportWorld;
/** The demo's dates, oldest first, and a question of the oldest and of the newest. */
let dates: number[];
let oldQuestion: number;
let newQuestion: number;

beforeAll(async () => {
  w = await demoReportWorld();
  const db = w.t.database.db;
  dates = (
    await db
      .selectFrom('survey_dates')
      .select('id')
      .where('account_id', '=', w.accountId)
      .orderBy('date')
      .execute()
  ).map((d) => d.id);
  const questionOf = async (dateId: number) =>
    (
      await db
        .selectFrom('questions as q')
        .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
        .select('q.id')
        .where('g.survey_date_id', '=', dateId)
        .orderBy('q.id')
        .executeTakeFirstOrThrow()
    ).id;
  oldQuestion = await questionOf(dates[0]!);
  newQuestion = await questionOf(dates.at(-1)!);
}, 300_000);
afterAll(async () => {
  await w.close();
});

/** The admin as `authenticate` builds them from their token. */
function admin(): AuthContext {
  const claims = JSON.parse(
    Buffer.from(w.admin.token.split('.')[1]!, 'base64url').toString(),
  ) as SessionClaims;
  return { userId: claims.uid, role: 'admin', isAdmin: true, accountId: w.accountId, claims };
}

const answerFilter = (questionId: number) => [
  { type: 'answer' as const, question_filters: [{ question_id: questionId, answers: [4, 5, 6] }] },
];

function report(questionId: number, compare: number[]) {
  return buildReportData(graphServicesOf(w.t.app), admin(), w.accountId, {
    survey_date_id: dates.at(-1)!,
    compare_survey_date_ids: compare,
    filters: answerFilter(questionId),
    format: 'pdf',
    language: 'hu',
  });
}

// a report computes a dozen graphs from cold cubes: a minute on a loaded machine, not vitest's default
describe('a report with an admin answer filter (docs/reports.md "Filters")', { timeout: 120_000 }, () => {
  it('a question of the report date filters every graph that takes filters', async () => {
    const data = await report(newQuestion, dates.slice(0, -1).slice(-2));
    expect(data.graphs.length).toBeGreaterThan(5);
    expect(data.skipped.map((s) => s.reason)).not.toContain('report-skipped-filter-unavailable');
  });

  it('a question of a compare date leaves out the graphs of the report date alone, and keeps those that show both', async () => {
    const data = await report(oldQuestion, [dates[0]!]);
    const unavailable = data.skipped.filter((s) => s.reason === 'report-skipped-filter-unavailable');
    expect(unavailable.length).toBeGreaterThan(0);
    expect(data.graphs.length).toBeGreaterThan(0);
    for (const graph of data.graphs) {
      const named = (graph.request.query as { survey_dates?: number[] }).survey_dates;
      if (named) expect(named, graph.slug).toContain(dates[0]);
    }
  });

  it('a question the account does not have leaves out every filtered graph; the report is still made', async () => {
    const data = await report(2_000_000_000, []);
    expect(data.graphs).toEqual([]);
    expect(data.skipped.length).toBeGreaterThan(5);
    const res = await w.t.call({
      method: 'POST',
      url: '/api/reports',
      payload: {
        survey_date_id: dates.at(-1),
        filters: answerFilter(2_000_000_000),
        format: 'pptx',
        language: 'en',
      },
      token: w.admin.token,
    });
    expect(res.statusCode).toBe(200);
    const { job } = await waitForReport(w.t, w.admin.token, res.json().id);
    expect(job.state).toBe('done');
  });
});
