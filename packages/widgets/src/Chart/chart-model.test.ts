import { GRAPH_PALETTE, type GraphResponse } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { buildChartModel, isEmptyChart } from './chart-model';
import { isShortened, truncateLabel, wrapLabel } from './wrap-label';

const colors = { palette: GRAPH_PALETTE, bands: ['#neg', '#mid', '#pos'] as [string, string, string] };
const response = (graph_data: GraphResponse['graph_data'], categories = ['A', 'B']): GraphResponse => ({
  graph_data,
  graph_meta: { categories, categories_colors: [], worker_count: 10 },
  warnings: [],
});

describe('chart model (graphs.md "The graphs", spec 2 §9)', () => {
  it('puts unstacked series side by side in palette order', () => {
    const model = buildChartModel(
      response([
        { name: '2023', data: [10, 20] },
        { name: '2024', data: [30, null] },
      ]),
      colors,
    );
    expect(model.slotKeys).toHaveLength(2);
    expect(model.categories[1]!.slots.map((s) => s.segments[0]!.value)).toEqual([20, null]);
    expect(model.legend.map((e) => e.color)).toEqual(GRAPH_PALETTE.slice(0, 2));
    expect(model.hasWithheld).toBe(true);
  });

  it('stacks same-stack series end to end with the band colours, legend once per band', () => {
    const bands = ['neg', 'mid', 'pos'];
    const series = ['2023', '2024'].flatMap((stack, d) =>
      bands.map((name, b) => ({ name, stack, data: [[20, 30, 50][b]! + d, 0] })),
    );
    const model = buildChartModel(response(series), colors);
    expect(model.stacked).toBe(true);
    expect(model.slotKeys).toHaveLength(2);
    const [first] = model.categories[0]!.slots;
    expect(first!.segments.map((s) => [s.start, s.end])).toEqual([
      [0, 20],
      [20, 50],
      [50, 100],
    ]);
    expect(model.legend).toEqual(bands.map((name, b) => ({ name, color: colors.bands[b] })));
  });

  it('marks as withheld only the nulls the server withheld; the other nulls were not asked (docs/graphs.md)', () => {
    const model = buildChartModel(
      response([
        { name: '2023', data: [null, null], withheld: [false, true] },
        { name: '2024', data: [30, null] },
      ]),
      colors,
    );
    const [a, b] = model.categories;
    expect(a!.slots.map((s) => s.segments[0]!.withheld)).toEqual([false, false]);
    expect(b!.slots.map((s) => s.segments[0]!.withheld)).toEqual([true, true]);
    expect(model.hasWithheld).toBe(true);
  });

  it('a response whose nulls were all not asked has nothing withheld', () => {
    const model = buildChartModel(
      response([{ name: '2023', data: [null, 40], withheld: [false, false] }]),
      colors,
    );
    expect(model.categories[0]!.slots[0]!.segments[0]!.withheld).toBe(false);
    expect(model.hasWithheld).toBe(false);
  });

  it('an answer without withheld (an older server) keeps every null withheld', () => {
    const model = buildChartModel(response([{ name: '2023', data: [null, 40] }]), colors);
    expect(model.categories.map((c) => c.slots[0]!.segments[0]!.withheld)).toEqual([true, false]);
    expect(model.hasWithheld).toBe(true);
  });

  it('treats a response without categories or series as empty', () => {
    expect(isEmptyChart(response([], ['A']))).toBe(true);
    expect(isEmptyChart(response([{ name: 'x', data: [] }], []))).toBe(true);
    expect(isEmptyChart(response([{ name: 'x', data: [1] }], ['A']))).toBe(false);
  });
});

describe('category label wrapping (spec 2 §2 "Graph page")', () => {
  it('breaks at spaces and cuts the last allowed line with an ellipsis', () => {
    expect(wrapLabel('Szakmai fejlődési lehetőségek', 16, 3)).toEqual([
      'Szakmai',
      'fejlődési',
      'lehetőségek',
    ]);
    const cut = wrapLabel('Büszke vagyok arra, hogy ennél a szervezetnél dolgozhatok', 12, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
    for (const line of cut) expect(line.length).toBeLessThanOrEqual(12);
  });

  it('a shortened label, and only one, is marked for its full text as a title', () => {
    const label = 'Büszke vagyok arra, hogy ennél a szervezetnél dolgozhatok';
    expect(isShortened(label, wrapLabel(label, 12, 2))).toBe(true);
    expect(isShortened(label, [truncateLabel(label, 20)])).toBe(true);
    expect(
      isShortened('Szakmai fejlődési lehetőségek', wrapLabel('Szakmai fejlődési lehetőségek', 16, 3)),
    ).toBe(false);
    expect(isShortened('IT', [truncateLabel('IT', 20)])).toBe(false);
  });
});
