import {
  type DriverDividers,
  type DriverPoint,
  type DriverQuadrant,
  driverDividers,
  driverPoints,
  focusRanking,
  type GraphResponse,
} from '@pulzus/core';
import { linearScale } from '../Chart/linear-scale';
import { wrapLabel } from '../Chart/wrap-label';

/**
 * What the chart shows: the focus list (the topics ranked for action, the default), or the quadrant of the
 * topics or of the items (statements).
 */
export type DriverView = 'focus' | 'topics' | 'items';

/** The points of one view, drawn and not, with the dividing lines of the drawn ones. */
export interface DriverViewModel {
  /** The drawn points (score and impact shown), ranked by impact, highest first (ties: higher score first). */
  readonly drawn: readonly DriverPoint[];
  /** The drawn points in the focus list's order (docs/graphs.md "Key drivers", "Focus areas"). */
  readonly focus: readonly DriverPoint[];
  /** The points not drawn (withheld, or answers that do not vary), in category order. */
  readonly notDrawn: readonly DriverPoint[];
  readonly dividers: DriverDividers | null;
}

/** The points of a `key_drivers` answer in one view (docs/graphs.md "Key drivers"); the focus list lists topics. */
export function driverViewModel(data: GraphResponse, view: DriverView): DriverViewModel {
  const points = driverPoints(data).filter((p) => (view === 'items') === (p.parent !== null));
  const drawn = points
    .filter((p) => p.quadrant !== null)
    .sort((a, b) => b.impact! - a.impact! || b.score! - a.score! || a.index - b.index);
  return {
    drawn,
    focus: focusRanking(drawn),
    notDrawn: points.filter((p) => p.quadrant === null),
    dividers: driverDividers(drawn),
  };
}

/** An impact as the language writes it with two decimals ("0,64" in Hungarian, "−0.12" with a true minus). */
export function formatImpact(impact: number, language: string): string {
  const text = Math.abs(impact).toFixed(2);
  return `${impact < 0 ? '−' : ''}${language === 'hu' ? text.replace('.', ',') : text}`;
}

/** Plot margins, px: room for the impact ticks on the left and the score ticks below. */
export const PLOT_MARGIN = { top: 12, right: 16, bottom: 40, left: 52 } as const;

/** The chart's height for a width: 3:4, at least 320 px (a phone, whose labels need room), at most 480. */
export function plotHeight(width: number): number {
  return Math.round(Math.min(480, Math.max(320, width * 0.6)));
}

/**
 * A domain that fits values: their range with a margin of a sixth of it (at least `minimumSpan` in all), rounded
 * outwards to `step`, kept inside [floor, ceiling].
 */
function fitted(
  values: readonly number[],
  minimumSpan: number,
  step: number,
  floor: number,
  ceiling: number,
) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = Math.max((high - low) / 6, (minimumSpan - (high - low)) / 2);
  const d0 = Math.max(floor, Math.floor((low - margin) / step) * step);
  const d1 = Math.min(ceiling, Math.ceil((high + margin) / step) * step);
  return [d0, d1] as const;
}

/**
 * The scales of the plot, fitted to the drawn points (on the demo tenant every impact lies between 0.71 and
 * 0.77: an axis from 0 would draw them on one line): score across within 0–100 %, impact up within −1..1,
 * each with a margin. `scoreBreak` and `impactBreak` say an axis does not start at zero, which the plot marks
 * with a break on the axis, so nobody reads the distances from zero.
 */
export function plotScales(points: readonly DriverPoint[], width: number, height: number) {
  const scores = points.map((p) => p.score!);
  const impacts = points.map((p) => p.impact!);
  const xDomain = fitted(scores, 20, 5, 0, 100);
  const yDomain = fitted(impacts, 0.1, 0.01, -1, 1);
  const x = linearScale(xDomain, [
    PLOT_MARGIN.left,
    Math.max(PLOT_MARGIN.left + 1, width - PLOT_MARGIN.right),
  ]);
  const y = linearScale(yDomain, [height - PLOT_MARGIN.bottom, PLOT_MARGIN.top]);
  return { x, y, scoreBreak: xDomain[0] > 0, impactBreak: yDomain[0] > 0 };
}

/** A label placed near its point, with a leader line to it when it sits away from the point. */
export interface PlacedLabel {
  readonly index: number;
  /** The text's anchor point: `y` is the middle of its box (one line's baseline is 4 px below it). */
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  /** Its lines: one, or two where the name is long for the plot (a phone's Hungarian topic names). */
  readonly lines: readonly string[];
  /** From the point's edge to the label's box, when the label is not beside the point. */
  readonly leader: {
    readonly x1: number;
    readonly y1: number;
    readonly x2: number;
    readonly y2: number;
  } | null;
}

/** The approximate width of a label in px (the chart's 12 px type, generous for accented letters and capitals). */
export const labelWidth = (text: string) => text.length * 7 + 2;
/** The height of a label's box in px. */
export const LABEL_HEIGHT = 15;

/** A box on the plot, px. */
export interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A line segment, px. */
type Segment = { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number };

/** Whether a segment passes through a box (Liang–Barsky clipping). */
function crosses(segment: Segment, box: Box): boolean {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, segment.x1 - box.x0],
    [dx, box.x1 - segment.x1],
    [-dy, segment.y1 - box.y0],
    [dy, box.y1 - segment.y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

/** Whether two segments cross (their interiors). */
function segmentsCross(a: Segment, b: Segment): boolean {
  const side = (s: Segment, x: number, y: number) => (s.x2 - s.x1) * (y - s.y1) - (s.y2 - s.y1) * (x - s.x1);
  return side(a, b.x1, b.y1) * side(a, b.x2, b.y2) < 0 && side(b, a.x1, a.y1) * side(b, a.x2, a.y2) < 0;
}

/** Where a label's box may sit around its point: the eight directions, beside first. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
  [1, -0.4],
  [-1, -0.4],
  [1, 0.4],
  [-1, 0.4],
  [0.4, -1],
  [-0.4, -1],
  [0.4, 1],
  [-0.4, 1],
];
/** How far from the point's edge a label's box may sit, px: beside it, then further out with a leader line. */
const DISTANCES = [4, 14, 26, 40, 56, 74, 96, 120, 150, 190, 240];

/**
 * Labels for the points: for each, the first box in `DISTANCES` × `DIRECTIONS` inside the plot that covers no
 * point, no label placed before and no obstacle (the quadrants' names), and whose leader line (a label set away
 * from its point gets one) crosses no label, point or other leader. The points are placed in the order given
 * (the first get the places nearest their points); when some find no place, they go first in another attempt
 * (a few at most), and the attempt that names the most wins. A label that finds no place is left out (its
 * point still names itself on focus and hover, and the table lists it); on the demo tenant every topic finds
 * one at 390 and 1440 px, in both languages (driver-quadrant-model.test.ts).
 */
export function placeLabels(
  points: readonly LabelledPoint[],
  bounds: Bounds,
  obstacles: readonly Box[] = [],
): PlacedLabel[] {
  let order = [...points];
  let best: PlacedLabel[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const placed = placeInOrder(order, points, bounds, obstacles);
    if (placed.length > best.length) best = placed;
    if (placed.length === points.length) break;
    const done = new Set(placed.map((l) => l.index));
    order = [...order.filter((p) => !done.has(p.index)), ...order.filter((p) => done.has(p.index))];
  }
  // in the caller's order
  const rank = new Map(points.map((p, i) => [p.index, i]));
  return best.sort((a, b) => rank.get(a.index)! - rank.get(b.index)!);
}

/** A point to be named. */
interface LabelledPoint {
  readonly index: number;
  readonly name: string;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

/** The plot's area, px. */
interface Bounds {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** One attempt of {@link placeLabels}: `points`' labels one after another, every point of `all` an obstacle. */
function placeInOrder(
  points: readonly LabelledPoint[],
  all: readonly LabelledPoint[],
  bounds: Bounds,
  obstacles: readonly Box[],
): PlacedLabel[] {
  const markOf = new Map(all.map((p, m) => [p.index, m]));
  const marks: Box[] = all.map((p) => ({
    x0: p.cx - p.r,
    x1: p.cx + p.r,
    y0: p.cy - p.r,
    y1: p.cy + p.r,
  }));
  const taken: Box[] = [...obstacles];
  const leaders: Segment[] = [];
  const placed: PlacedLabel[] = [];
  // a name wider than about two fifths of the plot takes two lines
  const widest = Math.max(110, (bounds.right - bounds.left) * 0.42);
  points.forEach((p) => {
    const i = markOf.get(p.index)!;
    const lines = labelWidth(p.name) > widest ? wrapLabel(p.name, Math.floor((widest - 2) / 7), 2) : [p.name];
    const width = Math.max(...lines.map(labelWidth));
    const height = lines.length * LABEL_HEIGHT;
    for (const distance of DISTANCES) {
      for (const [dx, dy] of DIRECTIONS) {
        // the box's side (or corner, diagonally) facing the point sits `distance` beyond the point's edge
        const norm = Math.hypot(dx, dy);
        const gap = (p.r + distance) / norm;
        const cx = p.cx + dx * gap + Math.sign(dx) * (width / 2);
        const cy = p.cy + dy * gap + Math.sign(dy) * (height / 2);
        const box = { x0: cx - width / 2, x1: cx + width / 2, y0: cy - height / 2, y1: cy + height / 2 };
        const inside =
          box.x0 >= bounds.left && box.x1 <= bounds.right && box.y0 >= bounds.top && box.y1 <= bounds.bottom;
        if (!inside) continue;
        if (taken.some((other) => overlaps(box, other))) continue;
        // its own point's box is index i of `marks`: a label never collides with its own mark
        if (marks.some((mark, m) => m !== i && overlaps(box, mark))) continue;
        // nor lies across a leader line already drawn
        if (leaders.some((leader) => crosses(leader, box))) continue;
        const anchor = dx > 0 ? 'start' : dx < 0 ? 'end' : 'middle';
        const x = anchor === 'start' ? box.x0 : anchor === 'end' ? box.x1 : cx;
        const near = distance <= 4;
        // the leader runs from the point's edge towards the nearest point of the label's box
        const tx = Math.min(Math.max(p.cx, box.x0), box.x1);
        const ty = Math.min(Math.max(p.cy, box.y0), box.y1);
        const length = Math.hypot(tx - p.cx, ty - p.cy) || 1;
        const leader = near
          ? null
          : {
              x1: p.cx + ((tx - p.cx) / length) * p.r,
              y1: p.cy + ((ty - p.cy) / length) * p.r,
              x2: tx,
              y2: ty,
            };
        // a leader line crosses no label, no other point and no other leader line
        if (
          leader &&
          (taken.some((other) => crosses(leader, other)) ||
            marks.some((mark, m) => m !== i && crosses(leader, mark)) ||
            leaders.some((other) => segmentsCross(leader, other)))
        )
          continue;
        if (leader) leaders.push(leader);
        placed.push({
          index: p.index,
          x,
          y: cy,
          anchor,
          lines,
          leader,
        });
        taken.push(box);
        return;
      }
    }
  });
  return placed;
}

/** The four quadrants' names as the chart draws them (upper case, bold, spaced: wider than a label). */
const quadrantNameWidth = (text: string) => text.length * 8.5 + 4;

/** One quadrant's area and where its name is written. */
export interface QuadrantArea {
  readonly quadrant: DriverQuadrant;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly nameX: number;
  /** The name's baseline. */
  readonly nameY: number;
  readonly nameAnchor: 'start' | 'end';
}

/** How many statements the statements view names at first, by the plot's width (the rest on demand). */
export const namedItems = (width: number) => (width < 600 ? 5 : 10);

/**
 * The plot's geometry for a width: its scales, the four quadrants (one description each, drawn alike), the
 * marks, and the labels — every topic's, or the first `namedItems` statements in the focus order (all with
 * `nameAll`) — placed so that none covers another, a mark or a quadrant's name (docs/graphs.md "Key drivers").
 */
export function plotLayout(
  model: DriverViewModel,
  width: number,
  quadrantNames: Readonly<Record<DriverQuadrant, string>>,
  nameAll = false,
) {
  const items = model.drawn.some((p) => p.parent !== null);
  const height = plotHeight(width);
  const { x, y, scoreBreak, impactBreak } = plotScales(model.drawn, width, height);
  const left = PLOT_MARGIN.left;
  const right = width - PLOT_MARGIN.right;
  const top = PLOT_MARGIN.top;
  const bottom = height - PLOT_MARGIN.bottom;
  const dividerX = model.dividers
    ? Math.min(right, Math.max(left, x(model.dividers.score)))
    : (left + right) / 2;
  const dividerY = model.dividers
    ? Math.min(bottom, Math.max(top, y(model.dividers.impact)))
    : (top + bottom) / 2;
  const quadrant = (name: DriverQuadrant, high: boolean, strong: boolean): QuadrantArea => ({
    quadrant: name,
    x: strong ? dividerX : left,
    y: high ? top : dividerY,
    width: strong ? right - dividerX : dividerX - left,
    height: high ? dividerY - top : bottom - dividerY,
    // the lower left name clears the score axis's break mark
    nameX: strong ? right - 6 : left + (scoreBreak && !high ? 22 : 6),
    nameY: high ? top + 14 : bottom - 6,
    nameAnchor: strong ? 'end' : 'start',
  });
  const quadrants = [
    quadrant('priorities', true, false),
    quadrant('strengths', true, true),
    quadrant('monitor', false, false),
    quadrant('maintain', false, true),
  ];
  const obstacles: Box[] = quadrants.map((q) => {
    const w = quadrantNameWidth(quadrantNames[q.quadrant]);
    return {
      x0: q.nameAnchor === 'start' ? q.nameX : q.nameX - w,
      x1: q.nameAnchor === 'start' ? q.nameX + w : q.nameX,
      y0: q.nameY - 12,
      y1: q.nameY + 3,
    };
  });
  const radius = items ? 5 : 8;
  const marks = model.drawn.map((point) => ({
    point,
    index: point.index,
    name: point.name,
    cx: x(point.score!),
    cy: y(point.impact!),
    r: radius,
  }));
  // labels in the focus order, so the points that matter most get the places nearest them
  const named = items && !nameAll ? model.focus.slice(0, namedItems(width)) : model.focus;
  const byIndex = new Map(marks.map((m) => [m.index, m]));
  // the statements not named may lie under a label (its outline keeps the text readable): among 64 dots
  // there would be no room otherwise; every topic is named, so no mark is covered in the topics view
  const labels = placeLabels(
    named.map((p) => byIndex.get(p.index)!),
    { left, right, top, bottom },
    obstacles,
  );
  return {
    height,
    x,
    y,
    scoreBreak,
    impactBreak,
    left,
    right,
    top,
    bottom,
    dividerX,
    dividerY,
    quadrants,
    marks,
    labels,
    radius,
  };
}
