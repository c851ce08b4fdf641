import {
  type DriverDividers,
  type DriverPoint,
  driverDividers,
  driverPoints,
  type GraphResponse,
} from '@pulzus/core';
import { linearScale } from '../Chart/linear-scale';

/** Which points the chart draws: the topics, or the items (statements). */
export type DriverView = 'topics' | 'items';

/** The points of one view, drawn and not, with the dividing lines of the drawn ones. */
export interface DriverViewModel {
  /** The drawn points (score and impact shown), ranked by impact, highest first (ties: higher score first). */
  readonly drawn: readonly DriverPoint[];
  /** The points not drawn (withheld, or answers that do not vary), in category order. */
  readonly notDrawn: readonly DriverPoint[];
  readonly dividers: DriverDividers | null;
}

/** The points of a `key_drivers` answer in one view (docs/graphs.md "Key drivers"). */
export function driverViewModel(data: GraphResponse, view: DriverView): DriverViewModel {
  const points = driverPoints(data).filter((p) => (view === 'topics') === (p.parent === null));
  const drawn = points
    .filter((p) => p.quadrant !== null)
    .sort((a, b) => b.impact! - a.impact! || b.score! - a.score! || a.index - b.index);
  return { drawn, notDrawn: points.filter((p) => p.quadrant === null), dividers: driverDividers(drawn) };
}

/** An impact as the language writes it with two decimals ("0,64" in Hungarian, "−0.12" with a true minus). */
export function formatImpact(impact: number, language: string): string {
  const text = Math.abs(impact).toFixed(2);
  return `${impact < 0 ? '−' : ''}${language === 'hu' ? text.replace('.', ',') : text}`;
}

/** Plot margins, px: room for the impact ticks on the left and the score ticks below. */
export const PLOT_MARGIN = { top: 12, right: 16, bottom: 40, left: 52 } as const;

/** The chart's height for a width: 3:4, at least 280 px (a phone), at most 440. */
export function plotHeight(width: number): number {
  return Math.round(Math.min(440, Math.max(280, width * 0.6)));
}

/** The scales of the plot: score 0–100 % across, impact up from 0 (or below the lowest negative one), within −1..1. */
export function plotScales(points: readonly DriverPoint[], width: number, height: number) {
  const impacts = points.map((p) => p.impact!);
  // zero (no relation) is always on the axis; room below it only for negative impacts
  const lowest = Math.min(...impacts);
  const low = lowest < 0 ? Math.max(-1, lowest - 0.05) : 0;
  const high = Math.min(1, Math.max(0.1, ...impacts) + 0.05);
  const x = linearScale(
    [0, 100],
    [PLOT_MARGIN.left, Math.max(PLOT_MARGIN.left + 1, width - PLOT_MARGIN.right)],
  );
  const y = linearScale([low, high], [height - PLOT_MARGIN.bottom, PLOT_MARGIN.top], 5);
  return { x, y };
}

/** A label placed beside its point, or null when it would cover another label or leave the plot. */
export interface PlacedLabel {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'end';
}

/** The approximate width of a label in px (the chart's 12 px type), for collision tests only. */
const labelWidth = (text: string) => text.length * 6.6;
const LABEL_HEIGHT = 14;

/**
 * Labels for the drawn points, most impactful first: right of the point, else left of it; a label
 * that would overlap one already placed (or a point) or leave the plot is left out — its point still
 * names itself on focus and hover, and the ranked table lists it.
 */
export function placeLabels(
  points: readonly {
    readonly index: number;
    readonly name: string;
    readonly cx: number;
    readonly cy: number;
    readonly r: number;
  }[],
  bounds: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number },
): PlacedLabel[] {
  type Box = { x0: number; x1: number; y0: number; y1: number };
  const taken: Box[] = points.map((p) => ({
    x0: p.cx - p.r,
    x1: p.cx + p.r,
    y0: p.cy - p.r,
    y1: p.cy + p.r,
  }));
  const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  const placed: PlacedLabel[] = [];
  points.forEach((p, i) => {
    const width = labelWidth(p.name);
    const candidates: [PlacedLabel, Box][] = [
      [
        { index: p.index, x: p.cx + p.r + 4, y: p.cy, anchor: 'start' },
        {
          x0: p.cx + p.r + 4,
          x1: p.cx + p.r + 4 + width,
          y0: p.cy - LABEL_HEIGHT / 2,
          y1: p.cy + LABEL_HEIGHT / 2,
        },
      ],
      [
        { index: p.index, x: p.cx - p.r - 4, y: p.cy, anchor: 'end' },
        {
          x0: p.cx - p.r - 4 - width,
          x1: p.cx - p.r - 4,
          y0: p.cy - LABEL_HEIGHT / 2,
          y1: p.cy + LABEL_HEIGHT / 2,
        },
      ],
    ];
    for (const [label, box] of candidates) {
      const inside =
        box.x0 >= bounds.left && box.x1 <= bounds.right && box.y0 >= bounds.top && box.y1 <= bounds.bottom;
      // its own point's box is index i of `taken`: a label never collides with its own mark
      if (inside && !taken.some((other, t) => t !== i && overlaps(box, other))) {
        placed.push(label);
        taken.push(box);
        return;
      }
    }
  });
  return placed;
}
