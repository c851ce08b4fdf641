import { GRAPH_SLUGS, type GraphDimensionGroup } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { createUser, tokenFor, bootTenantsApp } from '../../test/fixtures';
import { insertDemography, insertSurveyDate } from '../demographies/survey-config.fixtures';

const { t, world: w } = await bootTenantsApp();

const dimensionsOf = async (dateId: number, token = w.tokens.admin) =>
  t.call({ method: 'GET', url: `/api/survey-dates/${dateId}/graph-dimensions`, token });

// spec 2 §4, written out per slug: [worker group main, worker group filter, demography main, demography filter]
const DEFAULTS: Record<string, [boolean, boolean, boolean, boolean]> = {
  participation_rate: [false, false, false, false],
  demographics: [false, true, true, false],
  commitment_total: [true, false, false, false],
  commitment_demographics: [false, true, true, true],
  commitment_detailed: [false, true, false, true],
  commitment_ranking: [true, true, false, true],
  satisfaction_total: [false, true, false, true],
  satisfaction_topics: [false, true, false, true],
  satisfaction_demographics: [false, true, true, true],
  total: [false, true, false, true],
  // docs/graphs.md "Heatmap": its rows are a demography's answers
  heatmap: [false, true, true, true],
  // docs/graphs.md "Key drivers": filters like satisfaction_total
  key_drivers: [false, true, false, true],
  // docs/graphs.md "Trends": filters like satisfaction_total
  trends: [false, true, false, true],
};

describe('graph dimension defaults (spec 2 §4)', () => {
  it('answers the default rows of every graph when none are stored', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const age = await insertDemography(t, w.accountA.id, date.id);
    const groups: GraphDimensionGroup[] = (await dimensionsOf(date.id)).json().grouped_graph_dimensions;
    expect(groups.map((g) => g.graph_slug)).toEqual([...GRAPH_SLUGS]);
    expect(Object.keys(DEFAULTS).sort()).toEqual([...GRAPH_SLUGS].sort());
    for (const group of groups) {
      const [wgMain, wgFilter, dMain, dFilter] = DEFAULTS[group.graph_slug] ?? [];
      expect(group.graph_dimensions).toEqual([
        {
          id: null,
          survey_date_id: date.id,
          graph_slug: group.graph_slug,
          demography_id: null,
          is_worker_group_demography: true,
          is_main_dimension: wgMain,
          is_filter: wgFilter,
        },
        {
          id: null,
          survey_date_id: date.id,
          graph_slug: group.graph_slug,
          demography_id: age.id,
          is_worker_group_demography: false,
          is_main_dimension: dMain,
          is_filter: dFilter,
        },
      ]);
    }
  });
});

describe('graph dimensions save (spec 2 §4, §7)', () => {
  it('stores the sent rows, which replace the defaults of that graph', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const age = await insertDemography(t, w.accountA.id, date.id);
    const groups: GraphDimensionGroup[] = (await dimensionsOf(date.id)).json().grouped_graph_dimensions;
    const total = groups.find((g) => g.graph_slug === 'total') as GraphDimensionGroup;
    const changed = {
      ...total,
      graph_dimensions: total.graph_dimensions.map((row) => ({
        ...row,
        is_main_dimension: row.demography_id === age.id,
        is_filter: row.demography_id === null,
      })),
    };
    const res = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/graph-dimensions`,
      payload: { grouped_graph_dimensions: [changed] },
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
    const after: GraphDimensionGroup[] = (await dimensionsOf(date.id)).json().grouped_graph_dimensions;
    const stored = after.find((g) => g.graph_slug === 'total')?.graph_dimensions ?? [];
    expect(stored.map(({ id: _id, ...row }) => row)).toEqual(
      changed.graph_dimensions.map(({ id: _id, ...row }) => row),
    );
    expect(stored.every((row) => typeof row.id === 'number')).toBe(true);
    // other graphs keep their defaults
    expect(after.find((g) => g.graph_slug === 'demographics')).toEqual(
      groups.find((g) => g.graph_slug === 'demographics'),
    );
  });

  it('refuses two main dimensions, a foreign demography, a wrong date and a worker-group mismatch', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    await insertDemography(t, w.accountA.id, date.id);
    const elsewhere = await insertDemography(t, w.accountA.id, (await insertSurveyDate(t, w.accountA.id)).id);
    const groups: GraphDimensionGroup[] = (await dimensionsOf(date.id)).json().grouped_graph_dimensions;
    const base = groups.find((g) => g.graph_slug === 'total') as GraphDimensionGroup;
    const [wg, demo] = base.graph_dimensions as [
      GraphDimensionGroup['graph_dimensions'][number],
      GraphDimensionGroup['graph_dimensions'][number],
    ];
    const bad = [
      [
        { ...wg, is_main_dimension: true },
        { ...demo, is_main_dimension: true },
      ],
      [wg, { ...demo, demography_id: elsewhere.id }],
      [wg, { ...demo, survey_date_id: date.id + 1000 }],
      [wg, { ...demo, is_worker_group_demography: true }],
      [wg, { ...demo, graph_slug: 'demographics' }],
      [wg, demo, demo],
    ];
    for (const graph_dimensions of bad) {
      const res = await t.call({
        method: 'POST',
        url: `/api/survey-dates/${date.id}/graph-dimensions`,
        payload: { grouped_graph_dimensions: [{ graph_slug: 'total', graph_dimensions }] },
        token: w.tokens.admin,
      });
      expect(res.json().error.code).toBe('validation-failed');
    }
    expect((await dimensionsOf(date.id)).json().grouped_graph_dimensions).toEqual(groups);
  });

  it('shows users the dimensions of published dates only, and refuses their saves', async () => {
    const hidden = await insertSurveyDate(t, w.accountA.id);
    const published = await insertSurveyDate(t, w.accountA.id, { published: true });
    expect((await dimensionsOf(hidden.id, w.tokens.userA)).statusCode).toBe(404);
    expect((await dimensionsOf(published.id, w.tokens.userA)).statusCode).toBe(200);
    const res = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${published.id}/graph-dimensions`,
      payload: { grouped_graph_dimensions: [] },
      token: w.tokens.userA,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('enabled graphs (spec 1 §7, spec 2 §2 Graph settings)', () => {
  it('enables every graph by default and stores the flags per account', async () => {
    const get = (token: string) => t.call({ method: 'GET', url: '/api/account/enabled-graphs', token });
    const all = (await get(w.tokens.userA)).json().enabled_graphs;
    expect(all).toEqual(Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, true])));
    const flags = { ...all, total: false, demographics: false };
    const res = await t.call({
      method: 'POST',
      url: '/api/account/enabled-graphs',
      payload: { enabled_graphs: flags },
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await get(w.tokens.demoA)).json().enabled_graphs).toEqual(flags);
    expect((await get(w.tokens.userB)).json().enabled_graphs).toEqual(all);
    const partial = await t.call({
      method: 'POST',
      url: '/api/account/enabled-graphs',
      payload: { enabled_graphs: { total: true } },
      token: w.tokens.admin,
    });
    expect(partial.statusCode).toBe(400);
    const user = await t.call({
      method: 'POST',
      url: '/api/account/enabled-graphs',
      payload: { enabled_graphs: flags },
      token: w.tokens.userA,
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('graph explanations (spec 1 §7, spec 2 §7)', () => {
  it('stores texts per language; users read their current language, admins all', async () => {
    const texts = {
      hu: { total: 'Magyar magyarázat', demographics: 'Demográfia' },
      en: { total: 'English text' },
    };
    const res = await t.call({
      method: 'POST',
      url: '/api/account/graph-explanations',
      payload: { graph_explanations: texts },
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
    const admin = await t.call({
      method: 'GET',
      url: '/api/admin/graph-explanations',
      token: w.tokens.admin,
    });
    expect(admin.json()).toEqual({ graph_explanations: texts });
    const hu = await t.call({ method: 'GET', url: '/api/account/graph-explanations', token: w.tokens.userA });
    expect(hu.json()).toEqual({ graph_explanations: texts.hu });
    const englishUser = await createUser(t, 'user', w.accountA.id, { languageId: 2 });
    const en = await t.call({
      method: 'GET',
      url: '/api/account/graph-explanations',
      token: await tokenFor(t, englishUser.id),
    });
    expect(en.json()).toEqual({ graph_explanations: texts.en });
    const other = await t.call({
      method: 'GET',
      url: '/api/account/graph-explanations',
      token: w.tokens.userB,
    });
    expect(other.json()).toEqual({ graph_explanations: {} });
  });

  it('removes an explanation saved empty and leaves languages not sent alone', async () => {
    await t.call({
      method: 'POST',
      url: '/api/account/graph-explanations',
      payload: { graph_explanations: { hu: { total: 'A' }, en: { total: 'B' } } },
      token: w.tokens.admin,
    });
    await t.call({
      method: 'POST',
      url: '/api/account/graph-explanations',
      payload: { graph_explanations: { hu: { total: '' } } },
      token: w.tokens.admin,
    });
    const admin = await t.call({
      method: 'GET',
      url: '/api/admin/graph-explanations',
      token: w.tokens.admin,
    });
    expect(admin.json()).toEqual({ graph_explanations: { hu: {}, en: { total: 'B' } } });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/account/graph-explanations',
      payload: { graph_explanations: { hu: { nope: 'x' } } },
      token: w.tokens.admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/admin/graph-explanations', token: w.tokens.userA }))
        .statusCode,
    ).toBe(403);
  });
});
