import {
  type ChartGraphSlug,
  type Demography,
  dimensionsOf,
  engagementHeadline,
  type GraphDataRequest,
  type GraphDimensionGroup,
  type GraphFilter,
  type GraphResponse,
  homeTileQueries,
  largestMeaningfulChanges,
  messages,
  type ParticipationCollector,
  participationSummary,
  participationTables,
  type ReportData,
  topicRanking,
  withDefaultDimensions,
} from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphServicesOf } from '../graphs/graphs.service';
import { applyUploadPlan } from '../translations/translations.service';
import { buildReportData, graphSaysNothing } from './report-data.service';
import { keyDriverPriorities } from './report-summary';
import { type DemoReportWorld, demoReportWorld, demoUserCaller } from './reports.fixtures';

// docs/reports.md "Executive summary" and "The cover": the summary is the results home's numbers, read off the
// answers of the requests the home's tiles send, and a filtered report's cover counts the filtered people.

let w: DemoReportWorld;
let latest: number;
let demographies: Demography[];

beforeAll(async () => {
  w = await demoReportWorld();
  latest = w.user.dates.at(-1)!;
  demographies = (await get<{ demographies: Demography[] }>(`/api/survey-dates/${latest}/demographies`))
    .demographies;
}, 180_000);

afterAll(async () => {
  await w.close();
});

async function get<T>(url: string): Promise<T> {
  const res = await w.t.call({ method: 'GET', url, token: w.user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function post<T>(url: string, payload: object): Promise<T> {
  const res = await w.t.call({ method: 'POST', url, payload, token: w.user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const graphData = (request: GraphDataRequest | null) => post<GraphResponse>('/api/graph/data', request!);

const caller = () => demoUserCaller(w);

const report = (filters: GraphFilter[], language: 'hu' | 'en' = 'hu'): Promise<ReportData> =>
  buildReportData(graphServicesOf(w.t.app), caller(), w.accountId, {
    survey_date_id: latest,
    compare_survey_date_ids: [],
    filters,
    format: 'pdf',
    language,
  });

/** The demo's small population: Pécs and 1–3 years of service (the board pack's example). */
function pecsOneToThree(): { filters: GraphFilter[]; home: Record<number, number[]> } {
  const answer = (name: string) => {
    for (const d of demographies) {
      const a = d.answers.find((x) => x.name === name);
      if (a) return { demography: d.id, answer: a.id };
    }
    throw new Error(`no demography answer ${name}`);
  };
  const site = answer('Pécs');
  const tenure = answer('1–3 éve');
  return {
    filters: [
      { type: 'demography', demography_id: site.demography, demography_answer_ids: [site.answer] },
      { type: 'demography', demography_id: tenure.demography, demography_answer_ids: [tenure.answer] },
    ],
    home: { [site.demography]: [site.answer], [tenure.demography]: [tenure.answer] },
  };
}

/** What the results home shows for the newest date and a filter: its tiles' requests, answered by the API. */
async function resultsHome(demographyFilters: Record<number, number[]>) {
  const { grouped_graph_dimensions } = await get<{ grouped_graph_dimensions: GraphDimensionGroup[] }>(
    `/api/survey-dates/${latest}/graph-dimensions`,
  );
  const groups = withDefaultDimensions(grouped_graph_dimensions, latest, demographies);
  const queries = homeTileQueries(
    latest,
    { workerGroupId: null, demographyFilters },
    { isAdmin: false, dimensionsOf: (slug) => dimensionsOf(groups, slug) },
  );
  const trends = await graphData(queries.engagement.request);
  const topics = topicRanking(
    await graphData(queries.topics.request),
    messages.hu['graph-category-satisfaction-index'],
  );
  const { collectors } = await post<{ collectors: ParticipationCollector[] }>(
    '/api/graph/participation-rate',
    {
      survey_date_id: latest,
    },
  );
  const { worker_groups } = await get<{ worker_groups: { id: number }[] }>('/api/worker-groups');
  return {
    headline: engagementHeadline(trends),
    changes: largestMeaningfulChanges(trends),
    topics: topics.topics.filter((t) => t.value !== null),
    participation: participationSummary(
      participationTables(
        collectors,
        demographies,
        worker_groups.map((g) => g.id),
      ),
      null,
    ),
  };
}

describe('the executive summary is the results home’s numbers (docs/reports.md "Executive summary")', () => {
  it('unfiltered: the headline, its change, participation, strongest and weakest topics and the largest changes equal the results home’s answers of the graph API', async () => {
    const data = await report([]);
    const summary = data.summary!;
    const home = await resultsHome({});
    expect(summary.headline).toEqual(home.headline);
    expect(summary.headline?.value).not.toBeNull();
    expect(summary.changes).toEqual(home.changes);
    expect(summary.participation).toEqual(home.participation);
    expect(summary.strongest).toEqual(home.topics.slice(0, 3));
    expect(summary.weakest).toEqual(home.topics.slice(3).reverse().slice(0, 3));
    expect(summary.strongest.length).toBe(3);
    // the priorities are the key-drivers graph's own, as its page draws them
    const keyDrivers = data.graphs.find((g) => g.slug === 'key_drivers');
    if (keyDrivers) {
      expect(summary.priorities).toEqual(keyDriverPriorities(await graphData(keyDrivers.request)));
    }
  }, 120_000);

  it('filtered to Pécs and 1–3 years: the same numbers as the results home with that filter, and no participation of the whole company', async () => {
    const { filters, home: homeFilter } = pecsOneToThree();
    const data = await report(filters);
    const home = await resultsHome(homeFilter);
    expect(data.summary!.headline).toEqual(home.headline);
    expect(data.summary!.strongest).toEqual(home.topics.slice(0, 3));
    expect(data.summary!.participation).toBeNull();
  }, 120_000);
});

describe('a filtered report describes the population it covers (docs/reports.md "The cover")', () => {
  it('the cover counts the filtered respondents as the graph API does (or "fewer than k"), never the company’s totals', async () => {
    const { filters } = pecsOneToThree();
    const data = await report(filters);
    const total = data.graphs.find((g) => g.slug === 'total') ?? data.graphs[0]!;
    const answer = await graphData(total.request);
    expect(data.population).toEqual({
      respondents: answer.graph_meta.worker_count,
      hidden: answer.graph_meta.worker_count_hidden ?? null,
      k: answer.graph_meta.min_group_size ?? null,
    });
    const company = (await report([])).summary!.participation!;
    expect(data.population!.respondents).not.toBe(company.respondent_count);
  }, 120_000);

  it('an unfiltered report has no filtered population: its cover shows the participation totals', async () => {
    expect((await report([])).population).toBeNull();
  }, 120_000);
});

describe('graphs that say nothing are left out (docs/reports.md "Left out")', () => {
  it('filtered to a small population, a graph whose every value the graph API withholds is one appendix entry, not a page', async () => {
    const { filters } = pecsOneToThree();
    const data = await report(filters, 'en');
    const withheld = data.skipped.filter((s) => s.reason === 'report-withheld-graphs');
    expect(withheld.length).toBeGreaterThan(0);
    for (const graph of data.graphs)
      expect(graphSaysNothing(graph.slug as ChartGraphSlug, graph.response), graph.slug).toBe(false);
    const unfiltered = await report([], 'en');
    for (const entry of withheld) {
      const request = unfiltered.graphs.find((g) => g.slug === entry.slug)?.request;
      if (!request) continue;
      // the same graph with the report's filters, as graph/data answers it: every value withheld
      const filtered = { ...request, query: { ...request.query, filters } } as GraphDataRequest;
      expect(graphSaysNothing(entry.slug as ChartGraphSlug, await graphData(filtered)), entry.slug).toBe(
        true,
      );
    }
  }, 120_000);
});

describe("headings from the account's own texts (docs/reports.md)", () => {
  it("the report's title, the summary's heading and a graph's title are the account's overrides, in the report's language", async () => {
    const keys = ['report-title', 'report-summary', 'graph-title-total'];
    await applyUploadPlan(w.t.database.db, w.accountId, {
      keys,
      texts: [
        { key: 'report-title', language: 'hu', text: 'Igazgatósági anyag' },
        { key: 'report-summary', language: 'hu', text: 'Röviden' },
        { key: 'graph-title-total', language: 'hu', text: 'Minden állítás' },
      ],
    });
    try {
      const data = await report([]);
      expect(data.texts['report-title']).toBe('Igazgatósági anyag');
      expect(data.texts['report-summary']).toBe('Röviden');
      expect(data.graphs.find((g) => g.slug === 'total')?.title).toBe('Minden állítás');
      // the English report keeps the English texts: the overrides were the Hungarian ones
      expect((await report([], 'en')).texts['report-title']).toBe(messages.en['report-title']);
    } finally {
      await applyUploadPlan(w.t.database.db, w.accountId, { keys, texts: [] });
    }
  }, 120_000);
});
