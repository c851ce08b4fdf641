import {
  GRAPH_PALETTE,
  type GraphResponse,
  TOPIC_COLORS,
  type WithheldReason,
  withheldReasonAt,
} from '@pulzus/core';
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

/** One line: the engagement index, the satisfaction index or an index topic, over every date. */
export interface TrendLine {
  readonly index: number;
  readonly name: string;
  /** The stroke: a topic's colour made dark enough to read as a line, or the palette's. */
  readonly color: string;
  /** The topic's own (pale) colour for the legend swatch, if it has one. */
  readonly topicColor: string | null;
  readonly points: readonly TrendPoint[];
}

/** What the trend chart draws (docs/graphs.md "Trends"). */
export interface TrendModel {
  /** The survey dates, oldest first (the series names). */
  readonly dates: readonly string[];
  readonly lines: readonly TrendLine[];
  readonly hasWithheld: boolean;
}

/**
 * A pale topic colour made a line colour: the same hue, saturated and dark enough (lightness 38 %) for a 2 px line
 * and its labels to read on white; a grey stays grey.
 */
export function darken(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d + 6) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  const saturation = d === 0 ? 0 : 0.6;
  const lightness = 0.38;
  // hsl → rgb (CSS Color 4's formula)
  const f = (n: number) => {
    const k = (n + h * 2) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    const v = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * The lines of a trends response: its categories are the lines (the two indexes, then each index topic), its
 * series the dates oldest first; the change is on each later date's series.
 */
export function trendModel(response: GraphResponse): TrendModel {
  const { categories, categories_colors } = response.graph_meta;
  const series = response.graph_data;
  let palette = 0;
  const lines = categories.map((name, c): TrendLine => {
    const colorName = categories_colors[c] ?? null;
    const topicColor = colorName ? TOPIC_COLORS[colorName] : null;
    const color = topicColor ? darken(topicColor) : GRAPH_PALETTE[palette++ % GRAPH_PALETTE.length]!;
    return {
      index: c,
      name,
      color,
      topicColor,
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
