import { describe, expect, it } from 'vitest';
import { GRAPH_SLUGS, type GraphSlug } from '../schemas/graph-query';
import type { GraphDimension } from '../schemas/graph-settings';
import { defaultGraphDimensions, dimensionsOf, withDefaultDimensions } from './dimension-defaults';
import { chooseMainDimension, setDimensionFilter } from './main-dimension';

// spec 2 §4, written out per slug: [worker-group main, worker-group filter, demography main, demography filter]
const table: Record<GraphSlug, [boolean, boolean, boolean, boolean]> = {
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
  // docs/graphs.md "Heatmap": its rows are a demography's answers, like satisfaction_demographics
  heatmap: [false, true, true, true],
  // docs/graphs.md "Key drivers": filters like satisfaction_total, no main dimension
  key_drivers: [false, true, false, true],
  // docs/graphs.md "Trends": filters like satisfaction_total, no main dimension
  trends: [false, true, false, true],
};

describe('graph dimension defaults when none are stored (spec 2 §4)', () => {
  const groups = defaultGraphDimensions(9, [{ id: 31 }, { id: 32 }]);

  it('has one group for each graph slug', () => {
    expect(groups.map((g) => g.graph_slug)).toEqual([...GRAPH_SLUGS]);
    expect(Object.keys(table).sort()).toEqual([...GRAPH_SLUGS].sort());
  });

  it.each(Object.entries(table))(
    '%s: worker-group main/filter, demography main/filter = %o',
    (slug, flags) => {
      const [wgMain, wgFilter, dMain, dFilter] = flags;
      const [wg, ...rows] = dimensionsOf(groups, slug as GraphSlug);
      expect(wg).toEqual({
        id: null,
        survey_date_id: 9,
        graph_slug: slug,
        demography_id: null,
        is_worker_group_demography: true,
        is_main_dimension: wgMain,
        is_filter: wgFilter,
      });
      expect(
        rows.map((r) => [r.demography_id, r.is_worker_group_demography, r.is_main_dimension, r.is_filter]),
      ).toEqual([
        [31, false, dMain, dFilter],
        [32, false, dMain, dFilter],
      ]);
    },
  );

  it('gives no rows for an unknown slug lookup', () => {
    expect(dimensionsOf([], 'total')).toEqual([]);
  });
});

describe('stored graph dimensions completed with defaults (spec 2 §4)', () => {
  const stored: GraphDimension = {
    id: 100,
    survey_date_id: 9,
    graph_slug: 'total',
    demography_id: 31,
    is_worker_group_demography: false,
    is_main_dimension: true,
    is_filter: false,
  };
  const gone: GraphDimension = { ...stored, id: 101, demography_id: 99 };

  it('keeps stored rows, adds defaults for missing rows and graphs, drops rows of removed demographies', () => {
    const merged = withDefaultDimensions([{ graph_slug: 'total', graph_dimensions: [stored, gone] }], 9, [
      { id: 31 },
      { id: 32 },
    ]);
    const total = dimensionsOf(merged, 'total');
    expect(total.map((r) => [r.id, r.demography_id])).toEqual([
      [null, null],
      [100, 31],
      [null, 32],
    ]);
    expect(total[1]).toBe(stored);
    expect(dimensionsOf(merged, 'demographics')).toEqual(
      dimensionsOf(defaultGraphDimensions(9, [{ id: 31 }, { id: 32 }]), 'demographics'),
    );
  });
});

describe('choosing a main dimension makes only that row the main one (spec 2 §4)', () => {
  const rows = dimensionsOf(defaultGraphDimensions(1, [{ id: 5 }, { id: 6 }]), 'commitment_demographics');

  it.each([[null], [5], [6]])('choosing row %s', (choice) => {
    const next = chooseMainDimension(rows, choice);
    expect(next.filter((r) => r.is_main_dimension).map((r) => r.demography_id)).toEqual([choice]);
    expect(next.map((r) => r.is_filter)).toEqual(rows.map((r) => r.is_filter));
  });

  it('sets one row as a filter or not', () => {
    const next = setDimensionFilter(rows, 6, false);
    expect(next.map((r) => r.is_filter)).toEqual([true, true, false]);
  });
});
