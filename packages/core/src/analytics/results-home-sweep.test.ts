import { describe, expect, it } from 'vitest';
import { defaultGraphDimensions, dimensionsOf } from '../graph/dimension-defaults';
import { homeTileQueries } from '../graph/results-home';
import type { SidebarState } from '../graph/sidebar-state';
import type { GraphDataRequest } from '../schemas/graph-query';
import type { GraphDimensionGroup } from '../schemas/graph-settings';
import { attackQueries } from './test/attack-queries';
import { privacyCompany } from './test/privacy-company';

// The results home sends graph requests of the ordinary slugs only (docs/graphs.md "The results home"), so the
// differencing attacker's sweep covers it if every request it can send is one the sweep asks. This holds it so: for
// every filter the home offers (none, a worker group, one demography answer, both), as a user and as an admin, with
// the default graph settings and with every dimension a filter, each tile's request is among the sweep's requests.

const inputs = privacyCompany({
  seed: 11,
  dates: 2,
  sites: 3,
  surveyDemographies: [3, 3],
  indexTopics: 1,
  respondents: [24, 26],
});
const latest = [...inputs].sort((a, b) => (a.survey_date.date < b.survey_date.date ? -1 : 1)).at(-1)!;

/** A request in a form that does not depend on key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The home's filters: none, each worker group, each single demography answer, and each pair of the two. */
function homeFilters(): Pick<SidebarState, 'workerGroupId' | 'demographyFilters'>[] {
  const groups = [null, ...latest.worker_groups.map((g) => g.id)];
  const answers: Record<number, number[]>[] = [
    {},
    ...latest.demographies.flatMap((d) => d.answers.map((a) => ({ [d.id]: [a.id] }))),
  ];
  return groups.flatMap((workerGroupId) =>
    answers.map((demographyFilters) => ({ workerGroupId, demographyFilters })),
  );
}

/** Every dimension of every graph a filter: the widest filters a graph's settings can let through. */
function everyDimensionAFilter(groups: GraphDimensionGroup[]): GraphDimensionGroup[] {
  return groups.map((g) => ({
    ...g,
    graph_dimensions: g.graph_dimensions.map((row) => ({ ...row, is_filter: true })),
  }));
}

describe('the results home asks nothing the differencing attacker does not sweep (docs/privacy.md)', () => {
  it('every tile request, for every filter the home offers, is a request of the sweep', () => {
    // the home sends no answer filter, so a user's sweep (no answer filters) is the one to hold it to
    const swept = new Set<string>();
    for (const query of attackQueries(inputs, {
      dateSets: [[latest.survey_date.id]],
      answerValueSets: [],
      answerItemCode: null,
    }))
      swept.add(canonical(query.request));

    const defaults = defaultGraphDimensions(latest.survey_date.id, latest.demographies);
    const filters = homeFilters();
    expect(filters.length).toBeGreaterThan(10);
    let asked = 0;
    for (const settings of [defaults, everyDimensionAFilter(defaults)])
      for (const isAdmin of [false, true])
        for (const filter of filters) {
          const tiles = homeTileQueries(latest.survey_date.id, filter, {
            isAdmin,
            dimensionsOf: (slug) => dimensionsOf(settings, slug),
          });
          for (const [tile, query] of Object.entries(tiles)) {
            const request: GraphDataRequest | null = query.request;
            expect(request, `${tile} compiles`).not.toBeNull();
            expect(
              swept.has(canonical(request)),
              `${tile} with ${JSON.stringify(filter)}: ${canonical(request)}`,
            ).toBe(true);
            asked += 1;
          }
        }
    // five tiles × every filter × both roles × both settings: the check is not vacuous
    expect(asked).toBe(5 * filters.length * 4);
  });
});
