import { type GraphResponse, type WithheldReason, withheldReasonAt } from '@pulzus/core';
import { isWithheld } from '../Chart/chart-model';

/** One point of a trend line: a date's value, withheld for privacy or not asked (null), and its change. */
export interface TrendPoint {
  /** The date's position, oldest first. */
  readonly dateIndex: number;
  readonly value: number | null;
  /** True when a privacy rule withheld the value: a gap with a "hidden" mark. */
  readonly withheld: boolean;
  /** Why it is withheld, where the server says (docs/privacy.md "Reasons"), and the k a `fewer-than-k` names. */
  readonly reason: WithheldReason | null;
  readonly k: number;
  /** The change since the previous date (null on the first date and where either side is null). */
  readonly change: number | null;
  /** Whether the change means anything for groups of their sizes; null when not judged. */
  readonly meaningful: boolean | null;
}

/** What a line is: the engagement index (drawn first among equals: darkest and widest), the satisfaction index, or a topic. */
export type TrendLineKind = 'engagement' | 'satisfaction' | 'topic';

/** One line: the engagement index, the satisfaction index or an index topic, over every date. */
export interface TrendLine {
  readonly index: number;
  readonly name: string;
  readonly kind: TrendLineKind;
  /** The stroke, the end label's and the legend swatch's colour. */
  readonly color: string;
  readonly points: readonly TrendPoint[];
}

/** The engagement index's line: near-black, and drawn widest (TrendChart). */
export const TREND_ENGAGEMENT_COLOR = '#1f2430';
/** The satisfaction index's line: grey, and drawn dashed. */
export const TREND_SATISFACTION_COLOR = '#6b7280';
/**
 * The topics' lines, in this order. The topics' own colours are pale backgrounds (spec 2 §3), and made dark they
 * gave three blues; these eight were picked so that, with the two index lines, every pair stays apart for normal
 * vision and for red-green colour-vision deficiencies, and each holds 3:1 against white (trend-model.test.ts). A
 * ninth topic repeats the first colour; its name at the line's end tells the two apart.
 */
export const TREND_TOPIC_PALETTE = [
  '#d55e00',
  '#7f3c8d',
  '#e15759',
  '#8c564b',
  '#1f6fb2',
  '#cc79a7',
  '#882255',
  '#999933',
] as const;

/** What the trend chart draws (docs/graphs.md "Trends"). */
export interface TrendModel {
  /** The survey dates, oldest first (the series names). */
  readonly dates: readonly string[];
  readonly lines: readonly TrendLine[];
  readonly hasWithheld: boolean;
}

/**
 * The lines of a trends response: its categories are the lines (the two indexes, then each index topic), its
 * series the dates oldest first; the change is on each later date's series.
 */
export function trendModel(response: GraphResponse): TrendModel {
  const { categories, categories_colors } = response.graph_meta;
  const series = response.graph_data;
  let topics = 0;
  const lines = categories.map((name, c): TrendLine => {
    // the categories are the engagement index, the satisfaction index, then the topics (docs/graphs.md "Trends");
    // the indexes have no topic colour
    const kind: TrendLineKind =
      categories_colors[c] != null ? 'topic' : c === 0 ? 'engagement' : c === 1 ? 'satisfaction' : 'topic';
    const color =
      kind === 'engagement'
        ? TREND_ENGAGEMENT_COLOR
        : kind === 'satisfaction'
          ? TREND_SATISFACTION_COLOR
          : TREND_TOPIC_PALETTE[topics++ % TREND_TOPIC_PALETTE.length]!;
    return {
      index: c,
      name,
      kind,
      color,
      points: series.map((s, d) => ({
        dateIndex: d,
        value: s.data[c] ?? null,
        withheld: isWithheld(s, c),
        reason: withheldReasonAt(s, c),
        k: response.graph_meta.min_group_size ?? 5,
        change: s.change?.[c] ?? null,
        meaningful: s.change_meaningful?.[c] ?? null,
      })),
    };
  });
  return {
    dates: series.map((s) => s.name),
    lines,
    hasWithheld: lines.some((l) => l.points.some((p) => p.withheld)),
  };
}

/** The SVG path of a line with a gap at every null (withheld or not asked), from its points' positions. */
export function linePath(points: readonly { x: number; y: number | null }[]): string {
  let path = '';
  let drawing = false;
  for (const { x, y } of points) {
    if (y === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/**
 * End labels moved apart so none overlaps the next: sorted by position, each at least `gap` px below the one
 * above, then the column moved up if it ran past `bottom`. Returns the new positions in the input's order.
 */
export function spreadLabels(positions: readonly number[], gap: number, bottom: number): number[] {
  const order = positions.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  for (let k = 1; k < order.length; k++) order[k]!.y = Math.max(order[k]!.y, order[k - 1]!.y + gap);
  const overflow = (order.at(-1)?.y ?? 0) - bottom;
  if (overflow > 0) for (const o of order) o.y -= overflow;
  const out = new Array<number>(positions.length);
  for (const o of order) out[o.i] = o.y;
  return out;
}
