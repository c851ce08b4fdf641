import type { GraphDataRequest, GraphFilter, GraphResponse } from '@pulzus/core';
import { beforeAll, describe, expect, it } from 'vitest';
// the company of the engine's privacy-rules tests, so the API is attacked on the data the rules were checked on
import {
  SITE_IDS,
  type Site,
  telephelyInput,
} from '../../../../../packages/core/src/analytics/test/fixtures';
import { bootTenantsApp } from '../../test/fixtures';
import { downloadGraphExport } from '../../test/graph-export';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from '../embed/embed.fixtures';
import { embedSessionToken } from '../embed/embed-test-setup';
import { type SeededDate, seedSurveyDate } from './graphs.fixtures';

// The six attacks of docs/privacy.md "The six attacks", replayed as a curious user, an admin and an embed-key
// holder would send them, through the API only. Each must get withheld values or a refusal.

const K = 5;

const { t, world } = await bootTenantsApp({ MIN_GROUP_SIZE: String(K) });
let date: SeededDate;
let embedToken: string;

beforeAll(async () => {
  date = await seedSurveyDate(t.database.db, world.accountA.id, telephelyInput(), { published: true });
  const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, {
    graphs: ['total', 'commitment_demographics', 'demographics'],
  });
  // an attacker outside the intranet who read the key from a page: any script can send this Origin
  embedToken = await embedSessionToken(t, key.key);
});

const siteId = (name: Site) => date.ids.answers.get(SITE_IDS[name]) as number;
const sites = (...names: Site[]): GraphFilter => ({
  type: 'demography',
  demography_id: date.ids.demographies.get(10) as number,
  demography_answer_ids: names.map(siteId),
});
const totalOf = (filters: GraphFilter[]): GraphDataRequest => ({
  type: 'total',
  query: { survey_dates: [date.id], filters },
});

async function ask(
  request: GraphDataRequest,
  token = world.tokens.userA,
  headers = {},
): Promise<GraphResponse> {
  const res = await t.call({ method: 'POST', url: '/api/graph/data', token, headers, payload: request });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const asEmbed = (request: GraphDataRequest) => ask(request, embedToken, { origin: INTRANET_ORIGIN });
const isShown = (r: GraphResponse) => r.graph_meta.worker_count !== null;

describe('docs/privacy.md "The six attacks", replayed through the API', () => {
  it('1. exact sizes below k: a small site has no worker_count, in the API, the export and an embed', async () => {
    for (const response of [
      await ask(totalOf([sites('Szeged')])),
      await asEmbed(totalOf([sites('Szeged')])),
    ]) {
      expect(response.graph_meta.worker_count).toBeNull();
      expect(response.graph_meta.worker_count_hidden).toBe('fewer-than-k');
    }
    const book = await downloadGraphExport(t, world.tokens.userA, date.id, {
      title: 'Szeged',
      request: totalOf([sites('Szeged')]),
    });
    const numbers: number[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) => {
        for (const v of (row.values as unknown[]).slice(1)) if (typeof v === 'number') numbers.push(v);
      }),
    );
    expect(numbers).not.toContain(3); // Szeged's size
  });

  it('2. two overlapping filters: "Szeged or Pécs" and "Pécs" are never both shown', async () => {
    const both = await ask(totalOf([sites('Szeged', 'Pécs')]));
    const pecs = await ask(totalOf([sites('Pécs')]));
    expect(isShown(both) && isShown(pecs)).toBe(false);
    // nor everyone next to everyone but Szeged
    expect(isShown(await ask(totalOf([sites('Budapest', 'Pécs', 'Győr')])))).toBe(false);
  });

  it('3. hide_no_answers on and off never reveals the no-answer group', async () => {
    const request = (hide: boolean): GraphDataRequest => ({
      type: 'demographics',
      query: { demography_id: date.ids.demographies.get(11) as number, hide_no_answers: hide, filters: [] },
    });
    const full = await ask(request(false));
    const hidden = await ask(request(true));
    expect(full.graph_meta.counts?.[2]).toBeNull();
    expect(hidden.graph_data[0]?.data.every((v) => v === null)).toBe(true);
  });

  it('4. admin answer filters: no binary search tells 0 from 1, and a rare answer is withheld', async () => {
    const t1 = date.ids.questions.get(200) as number;
    for (const answer of [1, 2, 3, 4, 5, 6]) {
      const filters: GraphFilter[] = [
        sites('Szeged'),
        { type: 'answer', question_filters: [{ question_id: t1, answers: [answer] }] },
      ];
      const r = await ask(totalOf(filters), world.tokens.admin);
      expect(r.graph_meta.worker_count).toBeNull();
      expect(r.warnings).toEqual(['graph-warning-too-few-respondents']);
    }
    const everyone = (await ask(totalOf([]), world.tokens.admin)).graph_meta.worker_count!;
    for (const answer of [1, 2, 3, 4, 5, 6]) {
      const all = [1, 2, 3, 4, 5, 6].filter((v) => v !== answer);
      const r = await ask(
        totalOf([{ type: 'answer', question_filters: [{ question_id: t1, answers: all }] }]),
        world.tokens.admin,
      );
      if (r.graph_meta.worker_count === null) continue;
      const difference = everyone - r.graph_meta.worker_count;
      expect(difference === 0 || difference >= K).toBe(true);
    }
  });

  it('5. units against the site demography: the same sites are withheld in the ranking and the breakdown', async () => {
    const ranking = await ask({
      type: 'commitment_ranking',
      query: { survey_dates: [date.id], filters: [], show_satisfaction_index: false },
    });
    const bySite = await ask({
      type: 'commitment_demographics',
      query: {
        survey_dates: [date.id],
        main_dimension_demography_id: date.ids.demographies.get(10) as number,
        filters: [],
        show_satisfaction_index: false,
      },
    });
    const hiddenIn = (r: GraphResponse) =>
      r.graph_meta.categories.filter((_, i) => r.graph_data[0]?.data[i] === null).sort();
    expect(hiddenIn(ranking)).toEqual(hiddenIn(bySite));
    expect(hiddenIn(bySite)).toContain('Szeged');
    expect(hiddenIn(bySite).length).toBeGreaterThanOrEqual(2);
  });

  it('6. an embed key with a forged Origin gets exactly what a user gets, never more', async () => {
    // the same numbers, sizes and warnings (texts may differ: the embed asked in English)
    const numbers = (r: GraphResponse) => ({
      data: r.graph_data.map((s) => s.data),
      worker_count: r.graph_meta.worker_count,
      hidden: r.graph_meta.worker_count_hidden,
      warnings: r.warnings,
    });
    for (const filters of [[], [sites('Szeged')], [sites('Szeged', 'Pécs')], [sites('Pécs')]]) {
      expect(numbers(await asEmbed(totalOf(filters)))).toEqual(numbers(await ask(totalOf(filters))));
    }
    const t1 = date.ids.questions.get(200) as number;
    const res = await t.call({
      method: 'POST',
      url: '/api/graph/data',
      token: embedToken,
      headers: { origin: INTRANET_ORIGIN },
      payload: totalOf([{ type: 'answer', question_filters: [{ question_id: t1, answers: [1] }] }]),
    });
    expect(res.statusCode).toBe(403);
  });
});
