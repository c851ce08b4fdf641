import { describe, expect, it } from 'vitest';
import { driverDividers, driverPoints, driverQuadrant, focusRanking } from '../graph/driver-quadrants';
import type { GraphFilter } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { keyDriversMinPopulation, pearson, roundImpact } from './graphs/key-drivers';
import type { SurveyCubeInput } from './survey-cube-input';
import { respondent, topic, twoSites } from './test/fixtures';

const codes = ['C1', 'C2', 'T1', 'T2', 'P1'];
/** Ten respondents of a collector giving the same answers to (C1, C2, T1, T2, P1). */
const ten = (collector: number, values: readonly (number | null)[]) =>
  Array.from({ length: 10 }, () => respondent(collector, codes, values));

/**
 * docs/graphs.md "Key drivers", worked example: four answer profiles a–d of ten respondents each;
 * a and b work in Budapest and alone answer the pay item.
 */
const input: SurveyCubeInput = {
  survey_date: { id: 1, date: '2025-03-01' },
  worker_groups: [{ id: 1, name: 'Everyone' }],
  topics: [
    topic(1, 1, 'Engagement', ['C1', 'C2'], 'commitment'),
    topic(2, 1, 'Team', ['T1', 'T2'], 'index', 'blue'),
    topic(3, 1, 'Pay', ['P1'], 'index', 'green'),
    topic(4, 1, 'Canteen', ['X1'], 'other'),
  ],
  ...twoSites(),
  respondents: [
    ...ten(1, [6, 6, 5, 4, 6]), // a: engagement score 6
    ...ten(1, [5, 3, 6, 2, 2]), // b: 4
    ...ten(2, [3, 3, 2, 5, null]), // c: 3
    ...ten(2, [2, 2, 3, 1, null]), // d: 2
  ],
};
const cube = buildSurveyCube(input);
const keyDrivers = (filters: GraphFilter[] = []) =>
  computeGraph({ type: 'key_drivers', query: { survey_dates: [1], filters } }, [cube], {
    minGroupSize: 5,
    language: 'en',
  });
const budapest: GraphFilter = { type: 'demography', demography_id: 20, demography_answer_ids: [201] };

describe('key drivers (docs/graphs.md "Key drivers")', () => {
  it('the worked example: each index topic then its items, the score and the impact on engagement', () => {
    const response = keyDrivers();
    expect(response.graph_meta.categories).toEqual(['Team', 'Item T1', 'Item T2', 'Pay', 'Item P1']);
    expect(response.graph_meta.category_parents).toEqual([null, 0, 0, null, 3]);
    expect(response.graph_meta.categories_colors).toEqual(['blue', 'blue', 'blue', 'green', 'green']);
    expect(response.graph_data).toEqual([
      { name: 'Score', data: [38, 50, 25, 50, 50] },
      {
        name: 'Impact on engagement',
        data: [0.9, 0.64, 0.43, null, null],
        // only a and b (20 < 30) answered the pay item: too few for an impact, whose minimum is max(k, 30)
        withheld: [false, false, false, true, true],
        withheld_reasons: [null, null, null, 'fewer-than-k', 'fewer-than-k'],
      },
    ]);
    expect(response.graph_meta.worker_count).toBe(40);
    expect(response.warnings).toEqual(['graph-warning-privacy']);
  });

  it('the score is the index the satisfaction graphs show: satisfaction_total for a topic, total for an item', () => {
    const response = keyDrivers();
    const alone = (type: 'satisfaction_total' | 'total') => {
      const graph = computeGraph({ type, query: { survey_dates: [1], filters: [] } }, [cube], {
        minGroupSize: 5,
        language: 'en',
      });
      return (name: string) => graph.graph_data[0]!.data[graph.graph_meta.categories.indexOf(name)];
    };
    const topicIndex = alone('satisfaction_total');
    const itemShare = alone('total');
    const parents = response.graph_meta.category_parents!;
    response.graph_meta.categories.forEach((name, i) => {
      const expected = parents[i] === null ? topicIndex(name) : itemShare(name);
      expect(response.graph_data[0]!.data[i]).toBe(expected);
    });
  });

  it('an impact over fewer than max(k, 30) respondents who answered both is withheld; the scores stay', () => {
    expect(keyDriversMinPopulation(5)).toBe(30);
    expect(keyDriversMinPopulation(10)).toBe(30);
    // Budapest: the 20 respondents of a and b, shown (20 ≥ k) but too few to correlate
    const response = keyDrivers([budapest]);
    expect(response.graph_meta.worker_count).toBe(20);
    expect(response.graph_data[0]!.data.every((v) => v !== null)).toBe(true);
    expect(response.graph_data[1]!.data).toEqual([null, null, null, null, null]);
    expect(response.graph_data[1]!.withheld).toEqual([true, true, true, true, true]);
    expect(response.warnings).toContain('graph-warning-privacy');
  });

  it('a population the privacy rules withhold shows nothing, with the warnings satisfaction_total gives', () => {
    // nobody answered T1 with 1: a filtered population of 0 looks like one of 1..k-1 (docs/privacy.md "Rule 1")
    const filters: GraphFilter[] = [
      { type: 'answer', question_filters: [{ question_id: 200, answers: [1] }] },
    ];
    const response = keyDrivers(filters);
    const satisfaction = computeGraph(
      { type: 'satisfaction_total', query: { survey_dates: [1], filters } },
      [cube],
      { minGroupSize: 5, language: 'en' },
    );
    for (const series of response.graph_data) {
      expect(series.data.every((v) => v === null)).toBe(true);
      expect(series.withheld?.every(Boolean)).toBe(true);
    }
    expect(response.warnings).toEqual(satisfaction.warnings);
    expect(response.graph_meta.worker_count).toBeNull();
    expect(response.graph_meta.worker_count_hidden).toBe(satisfaction.graph_meta.worker_count_hidden);
  });

  it('a worker-group filter lists only the topics and items its groups were asked (graphs.md finer point 10)', () => {
    const other: SurveyCubeInput = {
      ...input,
      worker_groups: [...input.worker_groups, { id: 2, name: 'Drivers' }],
      topics: [...input.topics, topic(5, 2, 'Vehicles', ['V1'], 'index')],
    };
    const response = computeGraph(
      {
        type: 'key_drivers',
        query: { survey_dates: [1], filters: [{ type: 'worker_group', worker_group_ids: [1] }] },
      },
      [buildSurveyCube(other)],
      { minGroupSize: 5, language: 'en' },
    );
    expect(response.graph_meta.categories).not.toContain('Vehicles');
    expect(response.graph_meta.categories).not.toContain('Item V1');
  });

  it('quadrants divide the drawn points of each kind at their median score and median impact', () => {
    const points = driverPoints(keyDrivers());
    const items = points.filter((p) => p.parent !== null);
    expect(driverDividers(items)).toEqual({ score: 37.5, impact: (0.64 + 0.43) / 2 });
    expect(items.map((p) => [p.name, p.quadrant, p.withheld])).toEqual([
      ['Item T1', 'strengths', false],
      ['Item T2', 'monitor', false],
      ['Item P1', null, true],
    ]);
    expect(items[2]!.topicName).toBe('Pay');
    const dividers = { score: 50, impact: 0.5 };
    expect(driverQuadrant(40, 0.6, dividers)).toBe('priorities');
    expect(driverQuadrant(50, 0.5, dividers)).toBe('strengths');
    expect(driverQuadrant(60, 0.4, dividers)).toBe('maintain');
    expect(driverQuadrant(40, 0.4, dividers)).toBe('monitor');
  });

  it('a filtered population is judged by the company: its best topic far below the company is never a strength', () => {
    // site A answers low everywhere, site B high; A's best topic (Team, 25 %) has the highest impact there and
    // is above A's own median score (0 %), yet far below the company's (Team 63 %, median 50 %)
    const siteCodes = ['C1', 'C2', 'T1', 'P1', 'G1'];
    const group = (collector: number, values: readonly number[]) =>
      Array.from({ length: 10 }, () => respondent(collector, siteCodes, values));
    const sites: SurveyCubeInput = {
      ...input,
      topics: [
        topic(1, 1, 'Engagement', ['C1', 'C2'], 'commitment'),
        topic(2, 1, 'Team', ['T1'], 'index', 'blue'),
        topic(3, 1, 'Pay', ['P1'], 'index', 'green'),
        topic(4, 1, 'Growth', ['G1'], 'index', 'red'),
      ],
      respondents: [
        ...group(1, [5, 5, 5, 3, 3]),
        ...group(1, [4, 4, 3, 2, 4]),
        ...group(1, [3, 3, 2, 1, 2]),
        ...group(1, [2, 2, 1, 2, 1]),
        ...group(2, [6, 6, 6, 6, 6]),
        ...group(2, [5, 5, 6, 5, 6]),
        ...group(2, [6, 5, 5, 6, 5]),
        ...group(2, [5, 6, 6, 5, 5]),
      ],
    };
    const run = (filters: GraphFilter[]) =>
      computeGraph({ type: 'key_drivers', query: { survey_dates: [1], filters } }, [buildSurveyCube(sites)], {
        minGroupSize: 5,
        language: 'en',
      });
    const siteA: GraphFilter = { type: 'demography', demography_id: 20, demography_answer_ids: [201] };
    const company = run([]);
    const filtered = run([siteA]);
    // the company's scores are the unfiltered answer's own, category by category; the unfiltered answer needs none
    expect(company.graph_meta.company_scores).toBeUndefined();
    expect(filtered.graph_meta.categories).toEqual(company.graph_meta.categories);
    expect(filtered.graph_meta.company_scores).toEqual(company.graph_data[0]!.data);
    const topics = driverPoints(filtered).filter((p) => p.parent === null);
    expect(topics.map((p) => [p.name, p.score, p.companyScore])).toEqual([
      ['Team', 25, 63],
      ['Pay', 0, 50],
      ['Growth', 0, 50],
    ]);
    const team = topics[0]!;
    expect(team.impact).toBe(Math.max(...topics.map((p) => p.impact!)));
    expect(team.quadrant).toBe('priorities');
    expect(topics.some((p) => p.quadrant === 'strengths' || p.quadrant === 'maintain')).toBe(false);
    expect(driverDividers(topics)?.score).toBe(50);
    // without the company's scores (the rule before), A's own median would make Team a strength
    const ownOnly = topics.map((p) => ({ ...p, companyScore: null }));
    expect(driverQuadrant(25, team.impact!, driverDividers(ownOnly)!)).toBe('strengths');
  });

  it('the focus list: priorities first, then strengths, monitor, maintain; within one, high impact and low score first', () => {
    const point = (index: number, score: number, impact: number) => ({
      index,
      name: `P${index}`,
      parent: null,
      topicName: `P${index}`,
      colour: null,
      score,
      companyScore: null,
      impact,
      withheld: false,
      quadrant: null,
    });
    const raw = [
      point(0, 80, 0.8),
      point(1, 40, 0.7),
      point(2, 30, 0.75),
      point(3, 70, 0.2),
      point(4, 20, 0.1),
      point(5, 90, 0.3),
    ];
    const dividers = driverDividers(raw)!;
    const points = raw.map((p) => ({ ...p, quadrant: driverQuadrant(p.score, p.impact, dividers) }));
    expect(focusRanking(points).map((p) => [p.name, p.quadrant])).toEqual([
      ['P2', 'priorities'], // the lowest score with a high impact
      ['P1', 'priorities'],
      ['P0', 'strengths'],
      ['P4', 'monitor'],
      ['P3', 'maintain'], // before P5: a lower score weighs more than P5's higher impact
      ['P5', 'maintain'],
    ]);
  });

  it("Pearson's r from the sums, undefined when an answer does not vary; rounded to 2 decimals, halves away from 0", () => {
    // x = 1, 2, 3 against y = 2, 4, 7: centred, r = 5 / √(2 · 12.667) ≈ 0.9934
    const sums = { n: 3, x: 6, y: 13, xx: 14, yy: 69, xy: 31 };
    expect(roundImpact(pearson(sums)!)).toBe(0.99);
    expect(pearson({ n: 3, x: 6, y: 6, xx: 12, yy: 14, xy: 12 })).toBeNull();
    expect(roundImpact(0.125)).toBe(0.13);
    expect(roundImpact(-0.125)).toBe(-0.13);
    expect(Object.is(roundImpact(-0.001), 0)).toBe(true);
  });
});
