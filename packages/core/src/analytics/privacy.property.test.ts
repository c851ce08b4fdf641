import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import type { GraphResponse } from '../schemas/graph-response';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { populationOf, portableFilters } from './population';
import { populationPrivacy } from './privacy/population-privacy';
import type { SurveyCube } from './survey-cube';
import type { SurveyCubeInput } from './survey-cube-input';
import { companyArb, filtersArb } from './test/random-company';
import { referenceGraph } from './test/reference-engine';
import { askedGroupSets, measureItems } from './worker-group-scope';

const NEWER = 11;

/** The contributors (by the reference) of the nonempty parts the engine withholds, pooled. */
function withheldPool(values: readonly (number | null)[], contributors: readonly number[]): number {
  return values.reduce<number>((sum, v, i) => sum + (v === null ? (contributors[i] ?? 0) : 0), 0);
}

/** A withheld pool that a visible total minus its visible parts would reveal: 1..k-1 contributors. */
const belowK = (pool: number, k: number) => pool > 0 && pool < k;

function run(
  request: GraphDataRequest,
  cubes: SurveyCube[],
  k: number,
  main: number | null = null,
): GraphResponse {
  return computeGraph(request, cubes, { minGroupSize: k, language: 'en', mainDimensionDemographyId: main });
}

/** The reference contributors per category of a series, in the engine's category order. */
function contributorsOf(
  engine: GraphResponse,
  request: GraphDataRequest,
  inputs: SurveyCubeInput[],
  k: number,
  series = 0,
) {
  const ref = referenceGraph(request, inputs, k);
  return engine.graph_meta.categories.map(
    (c) => ref.series[series]!.cells[ref.categories.indexOf(c)]?.contributors ?? 0,
  );
}

/**
 * Whether docs/privacy.md "Rule 9" withholds a shown population's value of a cube measure (its index over the
 * people asked the measure's items): the population narrowed to the worker groups asked is withheld by the date's
 * pattern. Every graph then withholds that value (the breakdowns' total enters secondary suppression withheld,
 * satisfaction_total and trends show null), so no graph shows a total to subtract the visible parts from.
 */
function countedTotalWithheld(
  cube: SurveyCube,
  filters: readonly GraphFilter[],
  cubes: readonly SurveyCube[],
  k: number,
  measure: number,
): boolean {
  const portable = portableFilters(filters, cubes);
  const privacy = populationPrivacy(cube, portable, populationOf(cube, portable).length, k);
  if (privacy.status !== 'shown') return false;
  return askedGroupSets(cube, measureItems(cube, measure)).some(
    (groups) => privacy.counted(groups) !== 'visible',
  );
}

const world = fc.tuple(companyArb(50, false), filtersArb, fc.integer({ min: 3, max: 7 }));

describe('distributions (graphs.md "Numbers", finer point 3)', () => {
  it('every shown negative/middle/positive distribution sums to exactly 100', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(22, 26, 12), ([inputs, filters, k], topic) => {
        const cubes = inputs.map(buildSurveyCube);
        for (const request of [
          { type: 'commitment_detailed', query: { survey_dates: [10, 11], filters } },
          {
            type: 'satisfaction_topics',
            query: { survey_dates: [10, 11], question_group_id: topic, filters },
          },
        ] satisfies GraphDataRequest[]) {
          const response = run(request, cubes, k);
          for (let s = 0; s < response.graph_data.length; s += 3) {
            response.graph_meta.categories.forEach((_, i) => {
              const parts = [0, 1, 2].map((b) => response.graph_data[s + b]!.data[i]);
              if (parts.every((p) => p === null)) return;
              expect(parts.reduce<number>((sum, p) => sum + (p ?? Number.NaN), 0)).toBe(100);
            });
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('secondary suppression: no visible total minus its visible parts is a group below k (docs/graphs.md, docs/privacy.md)', () => {
  it('demographics: the withheld answers pool 0 or at least k people, with and without no-answers', () => {
    fc.assert(
      fc.property(
        world,
        fc.constantFrom(20, 21),
        fc.boolean(),
        ([inputs, filters, k], demography_id, hide) => {
          const cubes = inputs.map(buildSurveyCube);
          const response = run(
            { type: 'demographics', query: { demography_id, hide_no_answers: hide, filters } },
            cubes,
            k,
          );
          if (response.warnings.includes('graph-warning-too-few-respondents')) return;
          const counts = response.graph_meta.counts ?? [];
          const all = run(
            { type: 'demographics', query: { demography_id, hide_no_answers: false, filters } },
            cubes,
            k,
          );
          const ref = referenceGraph(
            { type: 'demographics', query: { demography_id, hide_no_answers: hide, filters } },
            inputs,
            k,
          );
          const refCounts = response.graph_meta.categories.map(
            (c) => ref.series[0]!.cells[ref.categories.indexOf(c)]?.contributors ?? 0,
          );
          // the withheld answers pool 0 or at least k people; without no-answers, whenever shares reveal the base
          const sharesShown = response.graph_data[0]!.data.some((v) => v !== null);
          if (!hide || sharesShown) expect(belowK(withheldPool(counts, refCounts), k)).toBe(false);
          // a shown base (worker_count) minus the shown counts is never a group below k
          if (!hide && all.graph_meta.worker_count !== null) {
            const shown = counts.reduce<number>((sum, c) => sum + (c ?? 0), 0);
            expect(belowK(all.graph_meta.worker_count - shown, k)).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('commitment_total: the Total column minus its visible categories is never a group below k', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(null, 20, 21), ([inputs, , k], main) => {
        const cubes = inputs.map(buildSurveyCube);
        const request: GraphDataRequest = {
          type: 'commitment_total',
          query: { survey_dates: [NEWER], show_satisfaction_index: true },
        };
        const response = run(request, cubes, k, main);
        const refRequest: GraphDataRequest =
          main === null
            ? request
            : {
                type: 'commitment_demographics',
                query: { ...request.query, main_dimension_demography_id: main, filters: [] },
              };
        response.graph_data.forEach((series, s) => {
          const total = series.data[series.data.length - 1];
          const contributors = contributorsOf(response, refRequest, inputs, k, s);
          if (total !== null)
            expect(belowK(withheldPool(series.data.slice(0, -1), contributors), k)).toBe(false);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('breakdowns without a Total column (demographics, ranking) behave as if it were shown', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(20, 21), ([inputs, filters, k], main) => {
        const cubes = inputs.map(buildSurveyCube);
        const requests: GraphDataRequest[] = [
          {
            type: 'commitment_demographics',
            query: {
              survey_dates: [NEWER],
              main_dimension_demography_id: main,
              filters,
              show_satisfaction_index: true,
            },
          },
          {
            type: 'commitment_ranking',
            query: { survey_dates: [NEWER], filters, show_satisfaction_index: true },
          },
        ];
        const newer = cubes.find((cube) => cube.surveyDateId === NEWER)!;
        // the population's own values as trends shows them on the newer date, its last series (satisfaction_total's
        // index and the lattice's engagement cell: docs/graphs.md "Trends")
        const trends = run({ type: 'trends', query: { filters } }, cubes, k);
        const latest = trends.graph_data[trends.graph_data.length - 1]!;
        const refTrends = referenceGraph({ type: 'trends', query: { filters } }, inputs, k);
        const refLatest = refTrends.series[refTrends.series.length - 1]!;
        const own = (name: string) => ({
          value: latest.data[trends.graph_meta.categories.indexOf(name)] ?? null,
          contributors: refLatest.cells[refTrends.categories.indexOf(name)]?.contributors ?? 0,
        });
        const measures = [
          { measure: newer.engagementMeasure, own: own('Engagement index') },
          { measure: newer.satisfactionMeasure, own: own('Satisfaction index') },
        ];
        for (const request of requests) {
          const response = run(request, cubes, k);
          response.graph_data.forEach((series, s) => {
            const contributors = contributorsOf(response, request, inputs, k, s);
            const whole = contributors.reduce((a, b) => a + b, 0);
            const pool = withheldPool(series.data, contributors);
            // The total counts as shown whenever it is not withheld (graphs.md "Secondary suppression"). Rule 9 may
            // withhold it while the population and its categories are shown; then no graph shows it, and it is
            // not the sum of shown parts either (rule 2): a nonempty category is withheld, or people have none
            const { measure, own: total } = measures[s]!;
            if (countedTotalWithheld(newer, filters, cubes, k, measure)) {
              expect(total.value).toBeNull();
              if (total.contributors > 0) expect(pool > 0 || total.contributors > whole).toBe(true);
              return;
            }
            if (whole >= k) expect(belowK(pool, k)).toBe(false);
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('satisfaction_total, satisfaction_demographics and total agree on topic and item cells', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(20, 21), ([inputs, filters, k], main) => {
        const cubes = inputs.map(buildSurveyCube);
        const satRequest: GraphDataRequest = {
          type: 'satisfaction_total',
          query: { survey_dates: [NEWER], filters },
        };
        const sat = run(satRequest, cubes, k);
        const satContributors = contributorsOf(sat, satRequest, inputs, k);
        const satColumn = sat.graph_meta.categories.indexOf('Satisfaction index');
        const indexTopics = sat.graph_data[0]!.data.slice(0, satColumn);
        // under a worker-group filter a topic nobody in scope was asked is not listed (graphs.md finer
        // point 10): the index then pools answers this view does not show, so no subtraction is possible
        const newer = inputs.find((input) => input.survey_date.id === NEWER);
        const everyIndexTopicListed = (categories: readonly string[]) =>
          (newer?.topics ?? [])
            .filter((topic) => topic.is_calculated_in_index && !topic.is_commitment)
            .every((topic) => categories.includes(topic.name));
        if (everyIndexTopicListed(sat.graph_meta.categories) && sat.graph_data[0]!.data[satColumn] !== null) {
          expect(belowK(withheldPool(indexTopics, satContributors.slice(0, satColumn)), k)).toBe(false);
        }
        // total: the items of a visible topic never leave exactly one withheld item
        const totalRequest: GraphDataRequest = { type: 'total', query: { survey_dates: [NEWER], filters } };
        const total = run(totalRequest, cubes, k);
        const itemContributors = contributorsOf(total, totalRequest, inputs, k);
        const topicItems: Record<string, string[]> = { Team: ['T1', 'T2'], Safety: ['S1'], Other: ['O1'] };
        sat.graph_meta.categories.forEach((name, t) => {
          if (!topicItems[name] || sat.graph_data[0]!.data[t] === null) return;
          const at = topicItems[name].map((code) => total.graph_meta.categories.indexOf(`Item ${code}`));
          // under a worker-group filter an item nobody in scope was asked is not listed (graphs.md finer
          // point 10): the topic then pools answers this view does not show, so no subtraction is possible
          if (at.includes(-1)) return;
          expect(
            belowK(
              withheldPool(
                at.map((i) => total.graph_data[0]!.data[i]!),
                at.map((i) => itemContributors[i]!),
              ),
              k,
            ),
          ).toBe(false);
        });
        // satisfaction_demographics: per answer, satisfaction = Σ index topics; per topic, Σ answers
        const demRequest: GraphDataRequest = {
          type: 'satisfaction_demographics',
          query: { survey_dates: [NEWER], main_dimension_demography_id: main, filters },
        };
        const dem = run(demRequest, cubes, k);
        const ref = referenceGraph(demRequest, inputs, k);
        const last = dem.graph_meta.categories.length - 1;
        dem.graph_data.forEach((series, a) => {
          const cells = ref.series[a]!.cells.map((c) => c.contributors);
          if (everyIndexTopicListed(dem.graph_meta.categories) && series.data[last] !== null)
            expect(belowK(withheldPool(series.data.slice(0, last), cells.slice(0, last)), k)).toBe(false);
        });
        dem.graph_meta.categories.forEach((name, t) => {
          // the column's total is the same cell satisfaction_total shows for these filters
          const total = sat.graph_data[0]!.data[sat.graph_meta.categories.indexOf(name)];
          const column = dem.graph_data.map((s) => s.data[t] ?? null);
          const cells = ref.series.map((s) => s.cells[t]!.contributors);
          if (total !== null && total !== undefined)
            expect(belowK(withheldPool(column, cells), k)).toBe(false);
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('withheld values (graphs.md "Privacy")', () => {
  it('no value shown in any graph stands on fewer than k respondents', () => {
    fc.assert(
      fc.property(world, ([inputs, filters, k]) => {
        const cubes = inputs.map(buildSurveyCube);
        const f: GraphFilter[] = filters;
        const request: GraphDataRequest = { type: 'total', query: { survey_dates: [10, 11], filters: f } };
        const response = run(request, cubes, k);
        const ref = referenceGraph(request, inputs, k);
        response.graph_data.forEach((series, s) => {
          series.data.forEach((v, i) => {
            const c =
              ref.series[s]!.cells[ref.categories.indexOf(response.graph_meta.categories[i]!)]!.contributors;
            if (v !== null) expect(c).toBeGreaterThanOrEqual(k);
          });
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('docs/privacy.md "Rule 1": a filtered population of 0 reads exactly like one of 1..k-1', () => {
  const requestOf = (slug: string, filters: GraphFilter[]): GraphDataRequest => {
    const survey_dates = [NEWER];
    switch (slug) {
      case 'demographics':
        return { type: 'demographics', query: { demography_id: 21, hide_no_answers: false, filters } };
      case 'commitment_demographics':
        return {
          type: 'commitment_demographics',
          query: { survey_dates, main_dimension_demography_id: 20, filters, show_satisfaction_index: true },
        };
      case 'commitment_ranking':
        return {
          type: 'commitment_ranking',
          query: { survey_dates, filters, show_satisfaction_index: true },
        };
      case 'satisfaction_topics':
        return { type: 'satisfaction_topics', query: { survey_dates, question_group_id: 22, filters } };
      case 'satisfaction_demographics':
        return {
          type: 'satisfaction_demographics',
          query: { survey_dates, main_dimension_demography_id: 21, filters },
        };
      default:
        return { type: slug as 'total', query: { survey_dates, filters } };
    }
  };
  const slugs = [
    'total',
    'commitment_detailed',
    'satisfaction_total',
    'satisfaction_topics',
    'satisfaction_demographics',
    'commitment_demographics',
    'commitment_ranking',
    'demographics',
  ];

  it('removing the 1..k-1 people of a filter changes nothing: values, withheld flags, warnings, worker_count', () => {
    let compared = 0;
    fc.assert(
      fc.property(world, fc.constantFrom(...slugs), ([inputs, filters, k], slug) => {
        if (filters.length === 0) return;
        const cubes = inputs.map(buildSurveyCube);
        const members = populationOf(cubes[1]!, portableFilters(filters, cubes));
        if (members.length === 0 || members.length >= k) return;
        const request = requestOf(slug, filters);
        const few = run(request, cubes, k);
        const removed = new Set(members);
        const emptied = [
          inputs[0]!,
          { ...inputs[1]!, respondents: inputs[1]!.respondents.filter((_, r) => !removed.has(r)) },
        ];
        // a date nobody answered at all says so (graph-warning-no-data): its size is public (the participation table)
        if (emptied[1]!.respondents.length === 0) return;
        const nobody = run(request, emptied.map(buildSurveyCube), k);
        // commitment_ranking lists the units people answered in (their sizes are public: the participation
        // table); a unit only the removed people answered in is listed in one answer alone
        if (
          slug === 'commitment_ranking' &&
          nobody.graph_meta.categories.length !== few.graph_meta.categories.length
        )
          return;
        expect(nobody).toEqual(few);
        // every asked value is withheld in both: the flags come from configuration and the withheld population
        for (const series of few.graph_data) {
          if (series.withheld) expect(series.withheld).toHaveLength(series.data.length);
          expect(series.data.every((v) => v === null)).toBe(true);
        }
        compared++;
      }),
      { numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(20);
  });
});
