import type { GraphResponse } from '@pulzus/core';

/** Categories of the benchmark chart. */
export const CATEGORY_COUNT = 100;
/** Series (survey dates) side by side in every category. */
export const SERIES_NAMES = ['2023 May', '2023 Nov', '2024 May'] as const;
/** Bars every implementation must draw. */
export const BAR_COUNT = CATEGORY_COUNT * SERIES_NAMES.length;
/** Chart width, px: the page's container. */
export const CHART_WIDTH = 960;
/** Chart height, px: the bar chart height rule of spec 2 §9 (categories × series × 16 + 300, at least 500). */
export const CHART_HEIGHT = Math.max(500, BAR_COUNT * 16 + 300);
/** The first three colours of the graph palette, so every implementation paints alike. */
export const SERIES_COLORS = ['#1f6fb2', '#f28e2b', '#59a14f'] as const;
/** Data changes timed per page load (data sets 1…ROUNDS after the first render's set 0). */
export const ROUNDS = 8;

/** The user-timing mark prefix of a timed step: `pulzus-bench:render`, `pulzus-bench:update-3`. */
export const BENCH_MARK = 'pulzus-bench:';

const UNITS = ['Sales', 'Finance', 'Logistics', 'Customer service', 'IT operations', 'HR', 'Production'];

/** One category row as recharts and visx take it: a label and one value per series. */
export interface BenchRow {
  label: string;
  s0: number;
  s1: number;
  s2: number;
}

const labelOf = (c: number) => `${String(c + 1).padStart(3, '0')} ${UNITS[c % UNITS.length]}`;

/**
 * The whole-percent value of category `c`, series `s` in data set `round`: 5–94, and different from
 * the previous round's value for every bar, so an update changes every bar.
 */
export function benchValue(c: number, s: number, round: number): number {
  return 5 + ((c * 37 + s * 53 + round * 13) % 90);
}

/** Data set `round` as rows (recharts, visx). */
export function benchRows(round: number): BenchRow[] {
  return Array.from({ length: CATEGORY_COUNT }, (_, c) => ({
    label: labelOf(c),
    s0: benchValue(c, 0, round),
    s1: benchValue(c, 1, round),
    s2: benchValue(c, 2, round),
  }));
}

/** Data set `round` as the `POST graph/data` answer our BarChart draws. */
export function benchGraphResponse(round: number): GraphResponse {
  return {
    graph_data: SERIES_NAMES.map((name, s) => ({
      name,
      data: Array.from({ length: CATEGORY_COUNT }, (_, c) => benchValue(c, s, round)),
    })),
    graph_meta: {
      categories: Array.from({ length: CATEGORY_COUNT }, (_, c) => labelOf(c)),
      categories_colors: Array.from({ length: CATEGORY_COUNT }, () => null),
      worker_count: 1000,
    },
    warnings: [],
  };
}
