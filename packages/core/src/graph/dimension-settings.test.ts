import { describe, expect, it } from 'vitest';
import { GRAPH_SLUGS, type GraphSlug, zGraphDataRequest } from '../schemas/graph-query';
import type { GraphDimension } from '../schemas/graph-settings';
import { defaultGraphDimensions, dimensionsOf } from './dimension-defaults';
import {
  canBeMainDimension,
  GRAPH_DIMENSION_USE,
  mainDimensionRow,
  singleMainDimension,
} from './dimension-settings';
import { chooseMainDimension } from './main-dimension';

const defaults = defaultGraphDimensions(9, [{ id: 31 }, { id: 32 }]);
const mainIds = (rows: readonly GraphDimension[]) =>
  rows.filter((row) => row.is_main_dimension).map((row) => row.demography_id);

/** Whether the `POST graph/data` query of a chart graph has a `filters` field (spec 2 §7). */
function queryTakesFilters(slug: GraphSlug): boolean {
  if (slug === 'participation_rate') return false; // POST graph/participation-rate: survey_date_id only
  const option = zGraphDataRequest.options.find((o) => o.shape.type.value === slug);
  return option !== undefined && 'filters' in option.shape.query.shape;
}

describe('graph dimension use per slug (spec 2 §4, §7)', () => {
  it('covers every slug', () => {
    expect(Object.keys(GRAPH_DIMENSION_USE).sort()).toEqual([...GRAPH_SLUGS].sort());
  });

  it.each([...GRAPH_SLUGS])('%s: filters matter exactly when its query takes filters', (slug) => {
    expect(GRAPH_DIMENSION_USE[slug].filters).toBe(queryTakesFilters(slug));
  });

  it.each([...GRAPH_SLUGS])(
    '%s: every default main row can be main; a graph without filters has none by default',
    (slug) => {
      const rows = dimensionsOf(defaults, slug);
      for (const row of rows.filter((r) => r.is_main_dimension))
        expect(canBeMainDimension(slug, row)).toBe(true);
      if (!GRAPH_DIMENSION_USE[slug].filters) expect(rows.some((r) => r.is_filter)).toBe(false);
    },
  );

  it('the worker-group row can be main only for commitment_total and commitment_ranking', () => {
    const [wg] = dimensionsOf(defaults, 'total');
    expect(GRAPH_SLUGS.filter((slug) => canBeMainDimension(slug, wg!))).toEqual([
      'commitment_total',
      'commitment_ranking',
    ]);
  });

  it('a demography row can be main for the demographic graphs, the heatmap and the two commitment category graphs', () => {
    const [, demography] = dimensionsOf(defaults, 'total');
    expect(GRAPH_SLUGS.filter((slug) => canBeMainDimension(slug, demography!))).toEqual([
      'demographics',
      'commitment_total',
      'commitment_demographics',
      'commitment_ranking',
      'satisfaction_demographics',
      'heatmap',
    ]);
  });
});

describe('at most one main dimension per graph (spec 2 §4 "only that row the main one")', () => {
  it.each([
    ['demographics', [31]],
    ['commitment_demographics', [31]],
    ['satisfaction_demographics', [31]],
    ['commitment_total', [null]],
    ['commitment_ranking', [null]],
    ['total', []],
    ['participation_rate', []],
  ] as const)('%s defaults keep the first main row only: %o', (slug, expected) => {
    const rows = dimensionsOf(defaults, slug);
    const single = singleMainDimension(slug, rows);
    expect(mainIds(single)).toEqual(expected);
    expect(single.map((r) => r.is_filter)).toEqual(rows.map((r) => r.is_filter));
  });

  it('the first main row that can be main wins: a main worker-group row of a demographic graph is dropped', () => {
    const rows = chooseMainDimension(dimensionsOf(defaults, 'demographics'), null).map((row) =>
      row.demography_id === 32 ? { ...row, is_main_dimension: true } : row,
    );
    expect(mainIds(rows)).toEqual([null, 32]);
    expect(mainIds(singleMainDimension('demographics', rows))).toEqual([32]);
  });

  it('a graph without a main dimension keeps none', () => {
    const rows = chooseMainDimension(dimensionsOf(defaults, 'satisfaction_total'), 31);
    expect(mainIds(singleMainDimension('satisfaction_total', rows))).toEqual([]);
  });

  it('leaves rows already valid unchanged, row for row', () => {
    const rows = dimensionsOf(defaults, 'commitment_total');
    const single = singleMainDimension('commitment_total', rows);
    for (const [i, row] of single.entries()) expect(row).toBe(rows[i]);
    expect(singleMainDimension('commitment_total', single)).toEqual(single);
  });

  it('finds the main row, or none', () => {
    expect(mainDimensionRow(dimensionsOf(defaults, 'commitment_total'))?.demography_id).toBeNull();
    expect(mainDimensionRow(dimensionsOf(defaults, 'total'))).toBeUndefined();
  });
});
