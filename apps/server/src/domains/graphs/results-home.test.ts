import {
  type Demography,
  engagementHeadline,
  type GraphDimension,
  type GraphDimensionGroup,
  type GraphDataRequest,
  type GraphResponse,
  type GraphSlug,
  heatmapGlance,
  type HomeTileQuery,
  homeTileQueries,
  largestMeaningfulChanges,
  participationSummary,
  participationTables,
  sidebarQuery,
  sidebarStateFromSearch,
  sidebarStateToSearch,
  statementExtremes,
  topicRanking,
  dimensionsOf,
  withDefaultDimensions,
  messages,
} from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { bootHandCompany } from './graphs-company.fixtures';
import { participationRate } from './graphs.fixtures';

// The results home (docs/graphs.md "The results home") sends, per tile, the request of the graph page its link opens
// and reads its numbers off that answer. This suite asks the server both ways — the tile's request, and the request
// the graph page compiles from the tile link's address — and holds every number the home shows to the page's.

const { t, world, newer, older } = await bootHandCompany({ olderPublished: true });

async function get<T>(url: string, token: string): Promise<T> {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function graph(request: GraphDataRequest, token: string): Promise<GraphResponse> {
  const res = await t.call({ method: 'POST', url: '/api/graph/data', token, payload: request });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GraphResponse;
}

/** The tiles' queries as the home builds them for a user of tenant A on the newest published date. */
async function homeQueries(filter: Parameters<typeof homeTileQueries>[1], token: string) {
  const { demographies } = await get<{ demographies: Demography[] }>(
    `/api/survey-dates/${newer.id}/demographies`,
    token,
  );
  const { grouped_graph_dimensions } = await get<{ grouped_graph_dimensions: GraphDimensionGroup[] }>(
    `/api/survey-dates/${newer.id}/graph-dimensions`,
    token,
  );
  const rows = (slug: GraphSlug) =>
    dimensionsOf(withDefaultDimensions(grouped_graph_dimensions, newer.id, demographies), slug);
  return {
    queries: homeTileQueries(newer.id, filter, { isAdmin: false, dimensionsOf: rows }),
    rows,
    demographies,
  };
}

/** The graph page's answer for the tile's link: the address read back and compiled as the page compiles it. */
async function pageAnswer(tile: HomeTileQuery, rows: (slug: GraphSlug) => GraphDimension[], token: string) {
  const state = sidebarStateFromSearch(new URLSearchParams(sidebarStateToSearch(tile.state).toString()));
  const request = sidebarQuery(tile.slug, state, { isAdmin: false, dimensions: rows(tile.slug) }).compile();
  expect(request).toEqual(tile.request);
  return graph(request!, token);
}

/** A category's value on the page's newest series, by its name. */
function pageValue(page: GraphResponse, name: string, series = page.graph_data.length - 1) {
  const index = page.graph_meta.categories.indexOf(name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return page.graph_data[series]!.data[index] ?? null;
}

const office = () => newer.input.worker_groups.find((g) => g.name === 'Office')!.id;
const budapest = () => {
  const site = newer.input.demographies.find((d) => d.name === 'Site')!;
  return { [site.id]: [site.answers.find((a) => a.name === 'Budapest')!.id] };
};

const FILTERS = [
  ['unfiltered', () => ({ workerGroupId: null, demographyFilters: {} })],
  ['the Office worker group', () => ({ workerGroupId: office(), demographyFilters: {} })],
  ['Site = Budapest', () => ({ workerGroupId: null, demographyFilters: budapest() })],
] as const;

describe('every results-home tile shows the number of the graph page it links to', () => {
  it.each(FILTERS)(
    '%s',
    async (name, filterOf) => {
      // the hand company is small: filtered, most values are withheld, and the tiles must say so as the pages do
      const unfiltered = name === 'unfiltered';
      const token = world.tokens.userA;
      const { queries, rows } = await homeQueries(filterOf(), token);
      const label = messages.hu['graph-category-satisfaction-index'];

      // engagement and the largest changes: trends
      const trendsTile = await graph(queries.engagement.request!, token);
      const trendsPage = await pageAnswer(queries.engagement, rows, token);
      const headline = engagementHeadline(trendsTile)!;
      expect(headline.value).toBe(pageValue(trendsPage, trendsPage.graph_meta.categories[0]!));
      expect(headline.change).toBe(trendsPage.graph_data.at(-1)!.change?.[0] ?? null);
      expect(headline.meaningful).toBe(trendsPage.graph_data.at(-1)!.change_meaningful?.[0] ?? null);
      for (const change of largestMeaningfulChanges(trendsTile)) {
        const at = trendsPage.graph_meta.categories.indexOf(change.name);
        expect(change.change).toBe(trendsPage.graph_data.at(-1)!.change![at]);
      }

      // satisfaction by topic: satisfaction_total
      const topicsAnswer = await graph(queries.topics.request!, token);
      const ranking = topicRanking(topicsAnswer, label);
      const topicsPage = await pageAnswer(queries.topics, rows, token);
      expect(ranking.satisfactionIndex.value).toBe(pageValue(topicsPage, label));
      if (unfiltered)
        expect(ranking.topics.filter((topic) => topic.value !== null).length).toBeGreaterThan(0);
      for (const topic of ranking.topics) expect(topic.value).toBe(pageValue(topicsPage, topic.name));

      // strongest and weakest statements: total
      const extremes = statementExtremes(await graph(queries.statements.request!, token));
      const totalPage = await pageAnswer(queries.statements, rows, token);
      if (unfiltered) expect(extremes.strongest.length).toBeGreaterThan(0);
      expect(extremes.withheldCount).toBe(
        totalPage.graph_data.at(-1)!.withheld?.filter((w) => w).length ?? 0,
      );
      for (const item of [...extremes.strongest, ...extremes.weakest]) {
        expect(item.value).toBe(pageValue(totalPage, item.name));
      }

      // the heatmap glance: heatmap by worker groups
      const glance = heatmapGlance(await graph(queries.heatmap.request!, token))!;
      const heatmapPage = await pageAnswer(queries.heatmap, rows, token);
      const rowsShown = [glance.company, ...glance.groups];
      expect(rowsShown.map((r) => r.name)).toEqual(heatmapPage.graph_data.map((s) => s.name));
      rowsShown.forEach((row, r) => {
        row.cells.forEach((cell, c) => {
          expect(cell.value).toBe(heatmapPage.graph_data[r]!.data[c] ?? null);
        });
      });
    },
    60_000,
  );

  it("takes participation from the participation page's own answer", async () => {
    const token = world.tokens.userA;
    const res = await participationRate(t, token, newer.id);
    expect(res.statusCode, res.body).toBe(200);
    const { collectors } = res.json() as { collectors: Parameters<typeof participationTables>[0] };
    const { demographies } = await homeQueries({ workerGroupId: null, demographyFilters: {} }, token);
    const tables = participationTables(collectors, demographies);
    const all = participationSummary(tables, null);
    expect(all.respondent_count).toBe(newer.input.respondents.length);
    const officeTable = tables.find((table) => table.worker_group_id === office())!;
    expect(participationSummary(tables, office())).toEqual(officeTable.total);
  });
});

describe("the home's requests follow the graphs' access rules", () => {
  it("another tenant's user gets none of tenant A's tiles", async () => {
    const { queries } = await homeQueries({ workerGroupId: null, demographyFilters: {} }, world.tokens.userA);
    for (const tile of [queries.engagement, queries.topics, queries.statements, queries.heatmap]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/graph/data',
        token: world.tokens.userB,
        payload: tile.request!,
      });
      expect(res.statusCode, tile.slug).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('graph_data');
    }
  });

  it('a user and a demo user asking for an unpublished date get nothing, as on the graph pages', async () => {
    await t.database.db
      .updateTable('survey_dates')
      .set({ enabled_for_users: false })
      .where('id', '=', older.id)
      .execute();
    try {
      const { queries } = await homeQueries(
        { workerGroupId: null, demographyFilters: {} },
        world.tokens.userA,
      );
      const unpublished = {
        ...queries.topics.request!,
        query: { ...queries.topics.request!.query, survey_dates: [older.id] },
      };
      for (const token of [world.tokens.userA, world.tokens.demoA]) {
        const res = await t.call({ method: 'POST', url: '/api/graph/data', token, payload: unpublished });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
    } finally {
      await t.database.db
        .updateTable('survey_dates')
        .set({ enabled_for_users: true })
        .where('id', '=', older.id)
        .execute();
    }
  });
});
