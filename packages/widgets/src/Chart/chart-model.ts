import {
  BAR_AXIS_MAX,
  type GraphResponse,
  type GraphSeries,
  TOPIC_COLORS,
  type WithheldReason,
  withheldReasonAt,
} from '@pulzus/core';

/**
 * One drawn value: a bar, or one segment of a stacked bar; `value` null is withheld for privacy
 * (`withheld`) or was not asked on that date (nothing drawn; docs/graphs.md "withheld").
 */
export interface ChartSegment {
  readonly seriesIndex: number;
  readonly seriesName: string;
  readonly value: number | null;
  /** True when a privacy rule withheld the value: drawn as a hatched mark. */
  readonly withheld: boolean;
  /** Why it is withheld, where the server says (docs/privacy.md "Reasons"); null otherwise. */
  readonly reason: WithheldReason | null;
  /** Where the segment starts and ends on the value axis (0–100). */
  readonly start: number;
  readonly end: number;
  readonly color: string;
  /**
   * The change since the previous date (a later date's series, docs/graphs.md "Change since the previous date"):
   * whole points, and whether it means anything for groups of their sizes (null: not judged); absent when none.
   */
  readonly change?: { readonly value: number; readonly meaningful: boolean | null } | undefined;
}

/** One bar position inside a category: an unstacked series, or one stack of series. */
export interface ChartSlot {
  readonly key: string;
  /** The stack name (a survey date) of a stacked slot. */
  readonly stack: string | undefined;
  readonly segments: readonly ChartSegment[];
}

/** One category with its slots and its topic colour (`categories_colors`) as hex, if any. */
export interface ChartCategory {
  readonly index: number;
  readonly label: string;
  readonly color: string | null;
  readonly slots: readonly ChartSlot[];
}

/** A legend row. */
export interface ChartLegendEntry {
  readonly name: string;
  readonly color: string;
}

/** What the chart draws, derived from a `GraphResponse` once per data change. */
export interface ChartModel {
  readonly categories: readonly ChartCategory[];
  readonly slotKeys: readonly string[];
  readonly legend: readonly ChartLegendEntry[];
  readonly stacked: boolean;
  readonly seriesCount: number;
  /** True when some value is withheld for privacy (not merely not asked). */
  readonly hasWithheld: boolean;
  /** The k a `fewer-than-k` reason names (`graph_meta.min_group_size`, 5 when absent). */
  readonly minGroupSize: number;
  /** True when a single series is coloured per category (`categories_colors`). */
  readonly colorByCategory: boolean;
}

/** Colours the model draws with: the 11-colour palette and the three answer bands. */
export interface ChartColors {
  readonly palette: readonly string[];
  readonly bands: readonly [string, string, string];
}

/**
 * Whether value `c` of a series is withheld for privacy: where the server marks it (`withheld`), or, from
 * a server without `withheld`, wherever it is null (every null was drawn as withheld before).
 */
export function isWithheld(series: GraphSeries, c: number): boolean {
  if ((series.data[c] ?? null) !== null) return false;
  // only an explicit false is "not asked": a missing flag errs on the side of privacy
  return series.withheld?.[c] !== false;
}

const slotKeyOf = (stack: string | undefined, index: number) =>
  stack === undefined ? `s${index}` : `k${stack}`;

/**
 * Groups series into slots (unstacked series side by side, same-`stack` series on top of each other,
 * graphs.md "The graphs") and colours them: the palette in series order (spec 2 §9); a three-series
 * stack takes the negative/middle/positive band colours; one unstacked series with `categories_colors`
 * takes each category's topic colour.
 */
export function buildChartModel(response: GraphResponse, colors: ChartColors): ChartModel {
  const series = response.graph_data;
  const { categories: labels, categories_colors } = response.graph_meta;
  const slotKeys = [...new Set(series.map((s, i) => slotKeyOf(s.stack, i)))];
  const stackSizes = new Map<string, number>();
  for (const s of series)
    if (s.stack !== undefined) stackSizes.set(s.stack, (stackSizes.get(s.stack) ?? 0) + 1);
  const stacked = stackSizes.size > 0;
  const topicColor = (i: number) => {
    const name = categories_colors[i];
    return name ? TOPIC_COLORS[name] : null;
  };
  const colorByCategory = series.length === 1 && !stacked && categories_colors.some((c) => c !== null);

  const seriesColor: string[] = [];
  const positionInStack = new Map<string, number>();
  let unstackedIndex = 0;
  for (const s of series) {
    if (s.stack === undefined) {
      seriesColor.push(colors.palette[unstackedIndex++ % colors.palette.length]!);
      continue;
    }
    const position = positionInStack.get(s.stack) ?? 0;
    positionInStack.set(s.stack, position + 1);
    const three = stackSizes.get(s.stack) === 3;
    seriesColor.push(three ? colors.bands[position]! : colors.palette[position % colors.palette.length]!);
  }

  // the series of each slot, in series order, found once rather than per category
  const slotSeries = slotKeys.map((key) =>
    series.flatMap((s, i) => (slotKeyOf(s.stack, i) === key ? [i] : [])),
  );
  const categories = labels.map((label, c): ChartCategory => {
    const slots = slotKeys.map((key, k) => {
      const members = slotSeries[k]!;
      let cursor = 0;
      const segments = members.map((i): ChartSegment => {
        const s = series[i]!;
        const value = s.data[c] ?? null;
        const start = cursor;
        if (value !== null) cursor = Math.min(BAR_AXIS_MAX, cursor + Math.max(0, value));
        const color = colorByCategory ? (topicColor(c) ?? seriesColor[i]!) : seriesColor[i]!;
        const withheld = isWithheld(s, c);
        const delta = s.change?.[c] ?? null;
        const change =
          delta === null ? undefined : { value: delta, meaningful: s.change_meaningful?.[c] ?? null };
        const reason = withheldReasonAt(s, c);
        return {
          seriesIndex: i,
          seriesName: s.name,
          value,
          withheld,
          reason,
          start,
          end: cursor,
          color,
          change,
        };
      });
      return { key, stack: series[members[0]!]?.stack, segments };
    });
    return { index: c, label, color: topicColor(c), slots };
  });

  const legend: ChartLegendEntry[] = [];
  series.forEach((s, i) => {
    const color = seriesColor[i]!;
    if (!legend.some((e) => e.name === s.name && e.color === color)) legend.push({ name: s.name, color });
  });

  return {
    categories,
    slotKeys,
    legend: colorByCategory ? [] : legend,
    stacked,
    seriesCount: series.length,
    hasWithheld: series.some((s) => s.data.some((_, c) => c < labels.length && isWithheld(s, c))),
    minGroupSize: response.graph_meta.min_group_size ?? 5,
    colorByCategory,
  };
}

/** True when the response has nothing to draw: no categories or no series. */
export function isEmptyChart(response: GraphResponse): boolean {
  return response.graph_meta.categories.length === 0 || response.graph_data.length === 0;
}

/** A change as drawn (docs/graphs.md "Change since the previous date"): "▲ 4", "▼ 3" or "0". */
export function formatChange(change: number): string {
  if (change > 0) return `▲ ${change}`;
  if (change < 0) return `▼ ${-change}`;
  return '0';
}
