import { describe, expect, it } from 'vitest';
import type { GraphResponse } from '../schemas/graph-response';
import {
  engagementHeadline,
  heatmapGlance,
  largestMeaningfulChanges,
  participationSummary,
  statementExtremes,
  topicRanking,
} from './results-home';

function response(
  categories: string[],
  graph_data: GraphResponse['graph_data'],
  colors?: GraphResponse['graph_meta']['categories_colors'],
): GraphResponse {
  return {
    graph_data,
    graph_meta: { categories, categories_colors: colors ?? categories.map(() => null), worker_count: 40 },
    warnings: [],
  };
}

// the trends worked example of docs/graphs.md: engagement 60 → 80 (▲ 20, meaningful), Team 54 → 55 (▲ 1, muted)
const trends = response(
  ['Engagement index', 'Satisfaction index', 'Team'],
  [
    { name: 'March 2024', data: [50, 50, 50] },
    {
      name: 'September 2024',
      data: [60, 54, 54],
      change: [10, 4, 4],
      change_meaningful: [false, false, false],
    },
    { name: 'March 2025', data: [80, 55, 55], change: [20, 1, 1], change_meaningful: [true, false, false] },
  ],
);

describe('the results home reads the graph answers, never computes (docs/graphs.md "The results home")', () => {
  it('takes the engagement index and its judged change from the newest date of trends', () => {
    expect(engagementHeadline(trends)).toMatchObject({
      value: 80,
      change: 20,
      meaningful: true,
      dateLabel: 'March 2025',
      previousDateLabel: 'September 2024',
    });
    expect(engagementHeadline(response([], []))).toBeNull();
  });

  it('keeps a withheld engagement index withheld, and a not-asked one apart', () => {
    const withheld = response(['E'], [{ name: 'd', data: [null], withheld: [true] }]);
    expect(engagementHeadline(withheld)).toMatchObject({ value: null, withheld: true, change: null });
    const notAsked = response(['E'], [{ name: 'd', data: [null], withheld: [false] }]);
    expect(engagementHeadline(notAsked)).toMatchObject({ value: null, withheld: false });
    // an older server without `withheld`: every null was withheld
    expect(engagementHeadline(response(['E'], [{ name: 'd', data: [null] }]))).toMatchObject({
      withheld: true,
    });
  });

  it('lists only meaningful changes, largest first, and none with a single date', () => {
    expect(largestMeaningfulChanges(trends).map((c) => [c.name, c.change])).toEqual([
      ['Engagement index', 20],
    ]);
    expect(largestMeaningfulChanges(response(['E'], [{ name: 'd', data: [5] }]))).toEqual([]);
  });

  it('ranks the index topics and finds the satisfaction index by its label or its missing colour', () => {
    const total = response(
      ['Team', 'Pay', 'Safety', 'Satisfaction index', 'Other'],
      [{ name: 'd', data: [40, 70, null, 55, 90], withheld: [false, false, true, false, false] }],
      ['orange', 'light_blue', 'light_green', null, 'orange'],
    );
    for (const label of ['Satisfaction index', 'renamed by the account']) {
      const ranking = topicRanking(total, label);
      expect(ranking.satisfactionIndex).toEqual({ value: 55, withheld: false });
      expect(ranking.topics.map((t) => [t.name, t.value, t.withheld])).toEqual([
        ['Pay', 70, false],
        ['Team', 40, false],
        ['Safety', null, true],
      ]);
    }
  });

  it('names the three strongest and the three weakest shown statements, never one twice', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const total = response(items, [
      {
        name: 'd',
        data: [90, 80, 70, 60, 50, 40, null, null],
        withheld: [...Array(6).fill(false), true, false],
      },
    ]);
    const extremes = statementExtremes(total);
    expect(extremes.strongest.map((s) => s.name)).toEqual(['a', 'b', 'c']);
    expect(extremes.weakest.map((s) => s.name)).toEqual(['f', 'e', 'd']);
    expect(extremes.withheldCount).toBe(1);
    const four = statementExtremes(response(items.slice(0, 4), [{ name: 'd', data: [9, 8, 7, 6] }]));
    expect(four.weakest.map((s) => s.name)).toEqual(['d']);
  });

  it("glances at the heatmap's engagement and satisfaction columns against the company", () => {
    const heatmap = response(
      ['Engagement index', 'Satisfaction index', 'Team'],
      [
        { name: 'Total', data: [60, 50, 40] },
        { name: 'Office', data: [70, null, 30], withheld: [false, true, false] },
      ],
    );
    expect(heatmapGlance(heatmap)).toEqual({
      columns: ['Engagement index', 'Satisfaction index'],
      company: {
        name: 'Total',
        cells: [
          { value: 60, withheld: false, difference: null },
          { value: 50, withheld: false, difference: null },
        ],
      },
      groups: [
        {
          name: 'Office',
          cells: [
            { value: 70, withheld: false, difference: 10 },
            { value: null, withheld: true, difference: null },
          ],
        },
      ],
    });
  });

  it("sums the participation page's total rows, or takes the chosen worker group's", () => {
    const table = (id: number, respondents: number, headcount: number) => ({
      worker_group_id: id,
      rows: [],
      total: { headcount, respondent_count: respondents, completion: null },
    });
    const tables = [table(1, 30, 40), table(2, 10, 40)];
    expect(participationSummary(tables, null)).toEqual({
      headcount: 80,
      respondent_count: 40,
      completion: 50,
    });
    expect(participationSummary(tables, 2)).toEqual({ headcount: 40, respondent_count: 10, completion: 25 });
  });
});
