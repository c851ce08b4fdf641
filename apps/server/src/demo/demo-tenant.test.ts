import {
  CHART_GRAPH_SLUGS,
  type ChartGraphSlug,
  type GraphDataRequest,
  type GraphResponse,
  type ItemMatchesResponse,
  LANGUAGE_HEADER,
} from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importQueueOf } from '../domains/imports/import-queue';
import { buildTestApp, type TestApp } from '../test/app';
import { tokenFor } from '../test/fixtures';
import { accountDataNames, loadOverrides } from '../domains/translations/translations.queries';
import { buildReportComments } from '../domains/reports/report-comments';
import { reportServicesOf } from '../domains/reports/reports.service';
import type { AuthContext } from '../services/auth';
import type { SessionClaims } from '../services/tokens';
import { configureDemoDate } from './configure-demo';
import { configureDemoEnglish } from './configure-demo-account';
import { connectDemoKeys, DEMO_KEY_NAME } from './connect-demo-keys';
import { COMMITMENT_PAGE, OTHER_TOPIC_PAGE } from './demo-config';
import { completedByCollector } from './demo-dataset';
import { type DemoProvider, startDemoProvider } from './demo-provider';
import { importDemoAnswers } from './import-demo';
import { DEMO_LOGINS, seedDemo } from './seed';

// fewer respondents than `npm start` keeps the test quick; enough that most values clear k = 5
const RESPONDENTS = { office: [40, 36, 32], production: [70, 64, 60] };

let t: TestApp;
let provider: DemoProvider;
let accountId: number;
let dates: { id: number; date: string; enabled_for_users: boolean }[];
let admin: string;
let user: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
  provider = await startDemoProvider(t.app.env, { port: 0, respondents: RESPONDENTS });
  expect(await importDemoAnswers(t.app, provider)).toBe(true);
  const db = t.database.db;
  dates = await db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'enabled_for_users'])
    .orderBy('date')
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'session_account_id', 'account_id'])
    .execute();
  const byEmail = (email: string) => users.find((u) => u.email === email)!;
  const adminRow = byEmail(DEMO_LOGINS[0].email);
  accountId = adminRow.session_account_id!;
  admin = await tokenFor(t, adminRow.id, accountId);
  user = await tokenFor(t, byEmail(DEMO_LOGINS[1].email).id);
}, 120_000);
afterAll(async () => {
  await t.close();
  await provider.sim.close();
});

const call = (url: string, payload: object, token = admin) => t.call({ method: 'POST', url, payload, token });

describe('demo configuration through the configuration services (spec 2 §4, §5; graphs.md "Vocabulary")', () => {
  it('gives every date topics per worker group, demographies and collectors, with the same names and codes', async () => {
    const db = t.database.db;
    const perDate = [];
    for (const date of dates) {
      const topics = await db
        .selectFrom('question_groups')
        .select(['worker_group_id', 'name', 'is_commitment', 'is_calculated_in_index', 'bg_color'])
        .where('survey_date_id', '=', date.id)
        .orderBy('worker_group_id')
        .orderBy('sort_order')
        .execute();
      expect(new Set(topics.map((g) => g.worker_group_id)).size).toBe(2);
      expect(topics.filter((g) => g.is_commitment).map((g) => g.name)).toEqual([
        COMMITMENT_PAGE,
        COMMITMENT_PAGE,
      ]);
      const other = topics.filter((g) => !g.is_commitment && !g.is_calculated_in_index);
      expect(other.map((g) => g.name)).toEqual([OTHER_TOPIC_PAGE, OTHER_TOPIC_PAGE]);
      expect(
        topics.filter((g) => !g.is_commitment && g.is_calculated_in_index).every((g) => g.bg_color),
      ).toBe(true);
      const demographies = await db
        .selectFrom('demographies')
        .select(['code', 'type'])
        .where('survey_date_id', '=', date.id)
        .orderBy('sort_order')
        .execute();
      expect(demographies.map((d) => d.type)).toEqual([
        'collector',
        'collector',
        'survey',
        'survey',
        'survey',
        'survey',
      ]);
      const collectors = await db
        .selectFrom('collectors')
        .select(['headcount'])
        .where('survey_date_id', '=', date.id)
        .execute();
      expect(collectors.length).toBeGreaterThan(4);
      perDate.push({
        topics: [...new Set(topics.map((g) => g.name))].sort(),
        codes: demographies.map((d) => d.code),
      });
    }
    // cross-date matching: topics by name, demographies by (stable) code (graphs.md "Matching across
    // survey dates"); a copied survey's demographic questions have new ids, which matching continues
    const stable = await db
      .selectFrom('item_matches')
      .select(['survey_date_id', 'source_code', 'stable_code'])
      .execute();
    const stableOf = (dateIndex: number, code: string) =>
      stable.find((m) => m.survey_date_id === dates[dateIndex]!.id && m.source_code === code)?.stable_code ??
      code;
    const matched = perDate.map((d, i) => ({ ...d, codes: d.codes.map((code) => stableOf(i, code)) }));
    expect(perDate[2]!.codes).not.toEqual(perDate[0]!.codes);
    expect(matched[1]).toEqual(matched[0]);
    expect(matched[2]).toEqual(matched[0]);
  });

  it('each half year is a copy with new ids: matching continues its statements, suggests the reworded ones', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/survey-dates/${dates[2]!.id}/item-matches`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { item_matches } = res.json() as ItemMatchesResponse;
    const count = (status: string) => item_matches.filter((m) => m.status === status).length;
    expect(count('exact')).toBe(0);
    expect(count('text')).toBeGreaterThan(40);
    expect(count('suggested')).toBeGreaterThanOrEqual(2);
    expect(count('new')).toBeGreaterThanOrEqual(2);
    // the half year before was reviewed: its suggestions are confirmed
    const reviewed = await t.call({
      method: 'GET',
      url: `/api/survey-dates/${dates[1]!.id}/item-matches`,
      token: admin,
    });
    const before = (reviewed.json() as ItemMatchesResponse).item_matches;
    expect(before.filter((m) => m.status === 'confirmed').length).toBeGreaterThanOrEqual(2);
    expect(before.filter((m) => m.status === 'suggested')).toEqual([]);
    // a three-date graph compares the three dates on the continued items
    const all = dates.map((d) => d.id);
    const total = await call('/api/graph/data', {
      type: 'satisfaction_total',
      query: { survey_dates: all, filters: [] },
    });
    expect(total.statusCode, total.body).toBe(200);
    const graph: GraphResponse = total.json();
    expect(graph.graph_data).toHaveLength(3);
    const onEveryDate = graph.graph_meta.categories.filter((_, i) =>
      graph.graph_data.every((series) => series.data[i] !== null),
    );
    expect(onEveryDate.length).toBe(graph.graph_meta.categories.length);
    expect(onEveryDate.length).toBeGreaterThan(3);
    // item by item: without matching, no statement of a copy would share a line with its source
    const items = await call('/api/graph/data', {
      type: 'total',
      query: { survey_dates: [dates[0]!.id, dates[2]!.id], filters: [] },
    });
    const byItem: GraphResponse = items.json();
    const continued = byItem.graph_meta.categories.filter((_, i) =>
      byItem.graph_data.every((series) => series.data[i] !== null),
    );
    expect(continued.length).toBeGreaterThan(30);
  });

  it('question codes are the answers’ item codes, so every answer lands on a configured item', async () => {
    const db = t.database.db;
    const date = dates[2]!;
    const codes = await db
      .selectFrom('questions as q')
      .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
      .select('q.code')
      .where('g.survey_date_id', '=', date.id)
      .execute();
    const configured = new Set(codes.map((c) => c.code));
    const responses = await db
      .selectFrom('responses')
      .select('answers')
      .where('survey_date_id', '=', date.id)
      .where('status', '=', 'completed')
      .execute();
    const answered = new Set(responses.flatMap((r) => Object.keys(r.answers).filter((k) => k.includes(':'))));
    expect(answered.size).toBeGreaterThan(20);
    expect([...answered].filter((code) => !configured.has(code))).toEqual([]);
  });

  it('a second run configures nothing and imports nothing (idempotent)', async () => {
    const completed = completedByCollector(provider.dataset.data.surveys);
    for (const date of dates)
      expect(await configureDemoDate(t.database.db, accountId, date.id, completed)).toBe(false);
    expect(await importDemoAnswers(t.app, provider)).toBe(false);
  });
});

describe('participation of the demo dates (spec 2 §3, §7 graph/participation-rate)', () => {
  it('lists collector rows with headcounts above the respondents: 60–90% participation overall', async () => {
    for (const date of dates) {
      const res = await call('/api/graph/participation-rate', { survey_date_id: date.id });
      expect(res.statusCode, res.body).toBe(200);
      const rows: { headcount: number; respondent_count: number; demographies: unknown[] }[] =
        res.json().collectors;
      expect(rows.length).toBeGreaterThan(4);
      for (const row of rows) {
        expect(row.headcount).toBeGreaterThan(row.respondent_count);
        expect(row.demographies).toHaveLength(2);
      }
      const rate =
        rows.reduce((s, r) => s + r.respondent_count, 0) / rows.reduce((s, r) => s + r.headcount, 0);
      expect(rate).toBeGreaterThan(0.55);
      expect(rate).toBeLessThan(0.92);
    }
  });
});

/** A request of each chart graph on the demo's latest date (and the one before where the graph compares). */
async function requestOf(slug: ChartGraphSlug): Promise<GraphDataRequest> {
  const db = t.database.db;
  const latest = dates[2]!.id;
  const two = [dates[1]!.id, latest];
  const demography = (code: string) =>
    db
      .selectFrom('demographies')
      .select('id')
      .where('survey_date_id', '=', latest)
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
      .then((d) => d.id);
  const site = await demography('telephely');
  const firstSurveyType = await db
    .selectFrom('demographies')
    .select('id')
    .where('survey_date_id', '=', latest)
    .where('type', '=', 'survey')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const topic = await db
    .selectFrom('question_groups')
    .select('id')
    .where('survey_date_id', '=', latest)
    .where('is_commitment', '=', false)
    .where('is_calculated_in_index', '=', true)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const requests: Record<ChartGraphSlug, GraphDataRequest> = {
    demographics: {
      type: 'demographics',
      query: { demography_id: firstSurveyType.id, hide_no_answers: false, filters: [] },
    },
    commitment_total: {
      type: 'commitment_total',
      query: { survey_dates: [latest], show_satisfaction_index: true },
    },
    commitment_demographics: {
      type: 'commitment_demographics',
      query: {
        survey_dates: two,
        main_dimension_demography_id: site,
        filters: [],
        show_satisfaction_index: false,
      },
    },
    commitment_detailed: { type: 'commitment_detailed', query: { survey_dates: two, filters: [] } },
    commitment_ranking: {
      type: 'commitment_ranking',
      query: { survey_dates: two, filters: [], show_satisfaction_index: false },
    },
    satisfaction_total: { type: 'satisfaction_total', query: { survey_dates: two, filters: [] } },
    satisfaction_topics: {
      type: 'satisfaction_topics',
      query: { survey_dates: [latest], question_group_id: topic.id, filters: [] },
    },
    satisfaction_demographics: {
      type: 'satisfaction_demographics',
      query: { survey_dates: [latest], main_dimension_demography_id: site, filters: [] },
    },
    total: { type: 'total', query: { survey_dates: two, filters: [] } },
    heatmap: {
      type: 'heatmap',
      query: { survey_dates: [latest], main_dimension_demography_id: site, filters: [] },
    },
    key_drivers: { type: 'key_drivers', query: { survey_dates: [latest], filters: [] } },
    trends: { type: 'trends', query: { filters: [] } },
  };
  return requests[slug];
}

describe('POST graph/data on the demo tenant (spec 2 §7)', () => {
  it.each([...CHART_GRAPH_SLUGS])(
    '%s answers with categories and values for the demo admin',
    async (slug) => {
      const res = await call('/api/graph/data', await requestOf(slug));
      expect(res.statusCode, res.body).toBe(200);
      const graph: GraphResponse = res.json();
      expect(graph.graph_meta.categories.length).toBeGreaterThan(0);
      expect(graph.graph_data.some((series) => series.data.some((v) => v !== null))).toBe(true);
      expect(graph.graph_meta.worker_count).toBeGreaterThan(0);
    },
  );

  it('the latest date is unpublished: a user’s graph of it is 404, a published one answers (spec 2 §6)', async () => {
    expect(dates[2]!.enabled_for_users).toBe(false);
    const hidden = await call('/api/graph/data', await requestOf('commitment_total'), user);
    expect(hidden.statusCode).toBe(404);
    const published = await call(
      '/api/graph/data',
      { type: 'commitment_total', query: { survey_dates: [dates[1]!.id], show_satisfaction_index: false } },
      user,
    );
    expect(published.statusCode, published.body).toBe(200);
  });
});

describe('the demo simulator across restarts', () => {
  it('a restarted simulator serves the same data, and the stored demo key works again after reconnecting', async () => {
    const restarted = await startDemoProvider(t.app.env, { port: 0, respondents: RESPONDENTS });
    try {
      expect(restarted.dataset.data.surveys.map((s) => s.id)).toEqual(
        provider.dataset.data.surveys.map((s) => s.id),
      );
      expect(await connectDemoKeys(t.app, restarted)).toBeGreaterThanOrEqual(1);
      const db = t.database.db;
      const key = await db
        .selectFrom('sm_api_keys')
        .select(['id', 'access_url'])
        .where('name', '=', DEMO_KEY_NAME)
        .executeTakeFirstOrThrow();
      expect(key.access_url).toBe(restarted.sim.url);
      const before = await db
        .selectFrom('responses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const survey = await db
        .selectFrom('survey_date_surveys')
        .select('sm_survey_id')
        .executeTakeFirstOrThrow();
      const queue = importQueueOf(t.app);
      await queue.send({ kind: 'responses', accountId, providerSurveyId: survey.sm_survey_id });
      await queue.drain();
      expect(
        restarted.sim.state.requests.some((r) => r.path.includes('/responses/bulk') && r.status === 200),
      ).toBe(true);
      const after = await db
        .selectFrom('responses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      const revoked = await db.selectFrom('sm_api_key_status').select('revoked_at').execute();
      expect(revoked.filter((r) => r.revoked_at)).toEqual([]);
    } finally {
      await restarted.sim.close();
    }
  });
});

describe('the English demo is English (docs/i18n.md "Data names")', () => {
  it('every worker group, demography, answer, topic and statement of the demo has an English text', async () => {
    const names = await accountDataNames(t.database.db, accountId);
    const texts = await loadOverrides(t.database.db, accountId, 'data');
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((n) => texts.en[n.key] === undefined).map((n) => n.key)).toEqual([]);
    // a second run adds nothing and keeps what is there
    expect(await configureDemoEnglish(t.database.db, accountId)).toBe(0);
  });

  it('graph/data and the sidebar lists name the data in English for an English page, in Hungarian for a Hungarian one', async () => {
    const request = {
      type: 'satisfaction_total',
      query: { survey_dates: [dates[1]!.id], filters: [] },
    } as GraphDataRequest;
    const graphIn = async (language: 'hu' | 'en') => {
      const res = await t.call({
        method: 'POST',
        url: '/api/graph/data',
        payload: request,
        token: admin,
        headers: { [LANGUAGE_HEADER]: language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as GraphResponse).graph_meta.categories;
    };
    expect(await graphIn('hu')).toContain('Javadalmazás és juttatások');
    const english = await graphIn('en');
    expect(english).toEqual(expect.arrayContaining(['Pay and benefits', 'Leadership', 'Working conditions']));
    expect(english).not.toContain('Vezetés');

    const list = async (url: string, language: 'hu' | 'en') =>
      (await t.call({ method: 'GET', url, token: user, headers: { [LANGUAGE_HEADER]: language } })).json();
    const groups = `/api/worker-groups?names=display`;
    expect((await list(groups, 'en')).worker_groups.map((g: { name: string }) => g.name)).toEqual([
      'Office staff',
      'Production staff',
    ]);
    expect((await list(groups, 'hu')).worker_groups[0].name).toBe('Irodai munkatársak');
    // without names=display the list keeps the stored names an edit form saves back
    expect((await list('/api/worker-groups', 'en')).worker_groups[0].name).toBe('Irodai munkatársak');
    const demographies = (await list(`/api/survey-dates/${dates[1]!.id}/demographies?names=display`, 'en'))
      .demographies as { name: string; answers: { name: string }[] }[];
    const gender = demographies.find((d) => d.name === 'Gender');
    expect(gender?.answers.map((a) => a.name)).toEqual(expect.arrayContaining(['Female', 'Male']));
  });

  it("a report's comments section in en asks its open question in English", async () => {
    const claims = JSON.parse(Buffer.from(user.split('.')[1]!, 'base64url').toString()) as SessionClaims;
    const auth: AuthContext = {
      userId: claims.uid,
      role: claims.role as AuthContext['role'],
      isAdmin: false,
      accountId,
      claims,
    };
    const request = {
      survey_date_id: dates[1]!.id,
      compare_survey_date_ids: [],
      filters: [],
      format: 'pdf' as const,
    };
    const questions = async (language: 'hu' | 'en') =>
      (
        await buildReportComments(reportServicesOf(t.app).comments, auth, accountId, { ...request, language })
      ).map((c) => c.question);
    // each worker group's survey asks it under its own code: told apart by the groups, named in the language too
    expect(await questions('en')).toEqual([
      'What is the first thing you would change about your workplace? (Office staff)',
      'What is the first thing you would change about your workplace? (Production staff)',
    ]);
    expect(await questions('hu')).toEqual([
      'Mit változtatna meg elsőként a munkahelyén? (Irodai munkatársak)',
      'Mit változtatna meg elsőként a munkahelyén? (Termelési munkatársak)',
    ]);
  });
});
