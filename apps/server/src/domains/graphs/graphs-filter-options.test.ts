import { readFileSync } from 'node:fs';
import { type EmbedLock, GRAPH_SLUGS, type GraphFilterOptions } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from '../embed/embed.fixtures';
import { embedSessionToken } from '../embed/embed-test-setup';
import { bootHandCompany } from './graphs-company.fixtures';

// The hand company (graphs-company.fixtures.ts) on March 2025 with k = 3, the worked example of docs/privacy.md
// "Rule 3": Office Budapest 4, Office Debrecen 2, Plant Budapest 3. Debrecen (2) is below k; Budapest (7) is
// withheld with it, or Debrecen would be everyone minus Budapest; Plant's Budapest people are all of Plant.

const { t, world, newer, older } = await bootHandCompany({ olderPublished: false });

const post = (payload: object, token: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/graph/filter-options', payload, token, headers });
const ask = (filters: object[] = [], surveyDateId = newer.id) => ({ survey_date_id: surveyDateId, filters });

const site = () => newer.ids.demographies.get(20) as number;
const answer = (id: number) => newer.ids.answers.get(id) as number;
const plant = () => ({ type: 'worker_group', worker_group_ids: [newer.ids.workerGroups.get(2)] });
const siteFilter = (answerId: number) => ({
  type: 'demography',
  demography_id: site(),
  demography_answer_ids: [answer(answerId)],
});

/** The availability of one Site answer in an answer. */
function siteAnswer(options: GraphFilterOptions, answerId: number) {
  const found = options.demographies
    .find((d) => d.demography_id === site())
    ?.answers.find((a) => a.id === answer(answerId));
  expect(found, `Site answer ${answerId}`).toBeDefined();
  return { available: found?.available, reason: found?.reason };
}

async function optionsOf(filters: object[] = [], token = world.tokens.userA): Promise<GraphFilterOptions> {
  const res = await post(ask(filters), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('graph/filter-options: availability of filter answers (docs/privacy.md "Rule 6")', () => {
  it('docs/privacy.md "Rule 6": an answer of fewer than k people is unavailable with the reason fewer-than-k', async () => {
    const options = await optionsOf();
    expect(options.survey_date_id).toBe(newer.id);
    expect(options.min_group_size).toBe(3);
    expect(siteAnswer(options, 202)).toEqual({ available: false, reason: 'fewer-than-k' });
    // an answer nobody gave reads exactly like 1..k-1 (docs/privacy.md "Rule 1")
    expect(siteAnswer(options, 203)).toEqual({ available: false, reason: 'fewer-than-k' });
  });

  it('docs/privacy.md "Rule 3": an answer the privacy pattern withholds is unavailable with the reason privacy', async () => {
    expect(siteAnswer(await optionsOf(), 201)).toEqual({ available: false, reason: 'privacy' });
  });

  it('docs/privacy.md "Rule 6": choosing another filter changes the availability of the answers', async () => {
    const withPlant = await optionsOf([plant()]);
    // Budapest within Plant is all of Plant (3): shown; Debrecen within Plant is nobody
    expect(siteAnswer(withPlant, 201)).toEqual({ available: true, reason: null });
    expect(siteAnswer(withPlant, 202)).toEqual({ available: false, reason: 'fewer-than-k' });
    // a demography's own chosen answers do not narrow its other answers: each is "the other filters + it"
    const withDebrecen = await optionsOf([siteFilter(202)]);
    expect(siteAnswer(withDebrecen, 201)).toEqual(siteAnswer(await optionsOf(), 201));
    // the worker groups are offered given the Site filter: Plant has nobody in Debrecen
    const plantGroup = withDebrecen.worker_groups.find((g) => g.id === newer.ids.workerGroups.get(2));
    expect(plantGroup).toEqual({
      id: newer.ids.workerGroups.get(2),
      available: false,
      reason: 'fewer-than-k',
    });
  });
});

describe('graph/filter-options: the access rules of graph/data (docs/graphs.md "Through the API")', () => {
  it("another tenant's user or admin asking for a survey date gets the 404 of a missing one", async () => {
    for (const token of [world.tokens.userB, world.tokens.adminB]) {
      const res = await post(ask(), token);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: { code: 'not-found' } },
      });
    }
    expect((await post(ask([], 999_999), world.tokens.admin)).statusCode).toBe(404);
  });

  it('users and demo users see published dates only: an unpublished date is a 404 for them, not for admins', async () => {
    for (const token of [world.tokens.userA, world.tokens.demoA]) {
      const res = await post(ask([], older.id), token);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: { code: 'not-found' } },
      });
    }
    expect((await post(ask([], older.id), world.tokens.admin)).statusCode).toBe(200);
  });

  it('answer (question) filters are for admins only: 403 for users, applied for admins', async () => {
    const t1 = newer.ids.questions.get(2200) as number;
    const filters = [{ type: 'answer', question_filters: [{ question_id: t1, answers: [5, 6] }] }];
    const res = await post(ask(filters), world.tokens.userA);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect((await post(ask(filters), world.tokens.admin)).statusCode).toBe(200);
    // an empty question filter filters nothing and is no refusal
    expect((await post(ask([{ type: 'answer', question_filters: [] }]), world.tokens.userA)).statusCode).toBe(
      200,
    );
  });

  it("a demography filter of another date, or of no graph's filters, is refused as graph/data refuses it", async () => {
    const olderSite = older.ids.demographies.get(10) as number;
    const otherDate = await post(
      ask([{ type: 'demography', demography_id: olderSite, demography_answer_ids: [1] }]),
      world.tokens.admin,
    );
    expect({ status: otherDate.statusCode, body: otherDate.json() }).toEqual({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
    // only the demographics graph left for users: its demography rows are no filters by default (spec 2 §4)
    const enable = (only: string | null) =>
      t.call({
        method: 'POST',
        url: '/api/account/enabled-graphs',
        token: world.tokens.admin,
        payload: {
          enabled_graphs: Object.fromEntries(GRAPH_SLUGS.map((s) => [s, only === null || s === only])),
        },
      });
    expect((await enable('demographics')).statusCode).toBe(200);
    try {
      const refused = await post(ask([siteFilter(201)]), world.tokens.userA);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 400,
        body: { error: { code: 'graph-filter-not-allowed' } },
      });
      // the answer offers only what some graph the caller may open filters by: the worker groups, no demography
      const offered = await optionsOf();
      expect(offered.demographies).toEqual([]);
      expect(offered.worker_groups.map((g) => g.id).sort()).toEqual(
        [newer.ids.workerGroups.get(1), newer.ids.workerGroups.get(2)].sort(),
      );
      // admins open every graph, enabled or not (spec 1 §2 enabled graphs)
      expect((await post(ask([siteFilter(201)]), world.tokens.admin)).statusCode).toBe(200);
    } finally {
      await enable(null);
    }
  });

  it('anonymous callers get 401', async () => {
    const res = await t.call({ method: 'POST', url: '/api/graph/filter-options', payload: ask() });
    expect(res.statusCode).toBe(401);
  });
});

describe('graph/filter-options through an embed key (docs/privacy.md "Rule 8")', () => {
  const exchange = (key: string) => embedSessionToken(t, key);

  it("an embed token of a graph with a sidebar gets the same answer as a user, readable by the key's origin", async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, { graphs: ['total'] });
    const res = await post(ask([plant()]), await exchange(key.key), { origin: INTRANET_ORIGIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(INTRANET_ORIGIN);
    expect(res.json()).toEqual(await optionsOf([plant()]));
  });

  it('an embed token of a pinned query, which draws without a sidebar, is refused', async () => {
    const lock: EmbedLock = {
      slug: 'total',
      params: { survey_dates: [newer.id], filters: [] },
      controls: [],
    } as EmbedLock;
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, { lock });
    const res = await post(ask(), await exchange(key.key), { origin: INTRANET_ORIGIN });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
  });
});

describe('graph/filter-options in the API documentation', () => {
  it('is listed in docs/api.md with its role rule and served in the OpenAPI document', async () => {
    const doc = readFileSync(new URL('../../../../../docs/api.md', import.meta.url), 'utf8');
    expect(doc).toMatch(/POST.*graph\/filter-options/);
    const openapi = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(openapi.json().paths).toHaveProperty(['/api/graph/filter-options', 'post']);
  });
});
