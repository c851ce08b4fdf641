import { theme } from '../theme/theme';
import type { Box } from './bar-geometry';

/** One place a label may take: its box, and optionally the box it must fit inside (its bar). */
export interface LabelPlacement {
  readonly box: Box;
  /** The label is only drawn here when its box lies inside this one (a segment it is written on). */
  readonly within?: Box;
}

/** A label to place: the places it may take, best first, and how much it matters. */
export interface LabelCandidate {
  readonly placements: readonly LabelPlacement[];
  /** Higher is placed first (keeps its place when two would collide); default 0, ties in input order. */
  readonly priority?: number;
}

/** Options of {@link layoutLabels}. */
export interface LabelLayoutOptions {
  /** Space kept free between two shown labels, px; default 1. */
  readonly gap?: number;
  /** The area every shown label must lie inside (the drawing area); default unbounded. */
  readonly bounds?: Box;
}

/** Slack for rounding when a box must lie inside another, px. */
const EPSILON = 0.01;

/** Whether `inner` lies inside `outer`. */
export function boxInside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - EPSILON &&
    inner.y >= outer.y - EPSILON &&
    inner.x + inner.width <= outer.x + outer.width + EPSILON &&
    inner.y + inner.height <= outer.y + outer.height + EPSILON
  );
}

/** Whether two boxes overlap, or come closer than `gap` px (touching edges with gap 0 do not overlap). */
export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

/**
 * Which labels are shown, and where: for each candidate the index of the placement it takes, or -1
 * when it is hidden (its value stays in the tooltip and the data table). Candidates are placed
 * greedily, highest priority first (input order on ties), each in its first placement that fits its
 * `within` box and the bounds and keeps `gap` px from every label already placed; so no two shown
 * labels overlap. Pure and deterministic.
 */
export function layoutLabels(
  candidates: readonly LabelCandidate[],
  options: LabelLayoutOptions = {},
): number[] {
  const gap = options.gap ?? 1;
  const { bounds } = options;
  const order = candidates.map((_, i) => i);
  order.sort((a, b) => (candidates[b]!.priority ?? 0) - (candidates[a]!.priority ?? 0) || a - b);
  const chosen = candidates.map(() => -1);
  const placed = new PlacedBoxes(gap);
  for (const i of order) {
    const placements = candidates[i]!.placements;
    for (let p = 0; p < placements.length; p++) {
      const { box, within } = placements[p]!;
      if (!(box.width >= 0 && box.height >= 0)) continue;
      if (within && !boxInside(box, within)) continue;
      if (bounds && !boxInside(box, bounds)) continue;
      if (placed.collides(box)) continue;
      placed.add(box);
      chosen[i] = p;
      break;
    }
  }
  return chosen;
}

/** Side of a cell of the grid that finds the placed labels near a box, px. */
const CELL = 48;

/**
 * The labels placed so far, bucketed in a grid of {@link CELL} px cells, so that a chart of hundreds
 * of labels compares each new one with its neighbours only, not with every label (bench/ui).
 */
class PlacedBoxes {
  readonly #cells = new Map<string, Box[]>();
  readonly #gap: number;

  constructor(gap: number) {
    this.#gap = gap;
  }

  /** The keys of the cells that `box`, grown by the gap, touches. */
  *#keys(box: Box): Generator<string> {
    const g = this.#gap;
    const x0 = Math.floor((box.x - g) / CELL);
    const x1 = Math.floor((box.x + box.width + g) / CELL);
    const y0 = Math.floor((box.y - g) / CELL);
    const y1 = Math.floor((box.y + box.height + g) / CELL);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) yield `${x},${y}`;
  }

  collides(box: Box): boolean {
    for (const key of this.#keys(box))
      if (this.#cells.get(key)?.some((other) => boxesOverlap(box, other, this.#gap))) return true;
    return false;
  }

  add(box: Box): void {
    for (const key of this.#keys(box)) {
      const cell = this.#cells.get(key);
      if (cell) cell.push(box);
      else this.#cells.set(key, [box]);
    }
  }
}

/** Widths of the characters of a value label as a share of the font size (Liberation Sans / Arial metrics). */
const CHAR_WIDTH: Record<string, number> = {
  '%': 0.889,
  ' ': 0.278,
  '\u00a0': 0.278,
  '-': 0.333,
  ',': 0.278,
  '.': 0.278,
};

/** The chart's font (the theme's), set on its drawing as the `font-family` attribute. */
const LABEL_FONT_FAMILY = theme.font.family;
/** How long a resolved font stays trusted, ms: a style sheet may change it (Storybook pins one). */
const FAMILY_TTL_MS = 250;

type Measure = (text: string, fontSize: number) => number;
let measurer: Measure | null | undefined;

/**
 * A measure in the font the browser really draws the labels in, or null without a canvas (a server,
 * jsdom), where the Arial-based estimate stands. The family is read from a hidden probe drawn as the
 * chart is (a `<text>` in an `<svg font-family=…>`), so every style sheet that restyles the chart's
 * text restyles the probe too; the canvas then resolves that stack as CSS does (on a machine without
 * Inter or Segoe UI, e.g. DejaVu Sans, digits are 15 % wider than Arial's). Widths are cached per font.
 */
function browserMeasure(): Measure | null {
  if (measurer !== undefined) return measurer;
  measurer = null;
  if (typeof document === 'undefined' || /jsdom/i.test(globalThis.navigator?.userAgent ?? '')) return null;
  const context = document.createElement('canvas').getContext('2d');
  if (!context || typeof context.measureText !== 'function') return null;
  const svgNs = 'http://www.w3.org/2000/svg';
  const probe = document.createElementNS(svgNs, 'svg');
  probe.setAttribute('font-family', LABEL_FONT_FAMILY);
  probe.setAttribute('aria-hidden', 'true');
  // through the CSSOM: a strict Content-Security-Policy refuses a `style` attribute, not this
  probe.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden;visibility:hidden';
  const probeText = probe.appendChild(document.createElementNS(svgNs, 'text'));
  let family: string = LABEL_FONT_FAMILY;
  let familyAt = Number.NEGATIVE_INFINITY;
  const cache = new Map<string, number>();
  measurer = (text, fontSize) => {
    const now = performance.now();
    if (now - familyAt > FAMILY_TTL_MS) {
      if (!probe.isConnected) document.body?.appendChild(probe);
      family = getComputedStyle(probeText).fontFamily || LABEL_FONT_FAMILY;
      familyAt = now;
    }
    const key = `${family}|${fontSize}|${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      context.font = `${fontSize}px ${family}`;
      width = context.measureText(text).width;
      if (cache.size > 5_000) cache.clear();
      cache.set(key, width);
    }
    return width;
  };
  return measurer;
}

/**
 * The px width of a label such as "42%" at `fontSize`: measured in the drawn font where a browser
 * can, so two labels placed apart are drawn apart; else estimated from Arial's metrics (digits at
 * their common width, "%" and spaces at theirs, any other character at a generous average).
 */
export function labelTextWidth(text: string, fontSize: number): number {
  const measure = browserMeasure();
  if (measure) return measure(text, fontSize);
  let em = 0;
  for (const char of text) em += CHAR_WIDTH[char] ?? (char >= '0' && char <= '9' ? 0.556 : 0.62);
  return em * fontSize;
}

/**
 * The box of a text of `width` × `height` px anchored at (`x`, `y`): `anchor` as SVG's text-anchor,
 * `y` the vertical middle of the text.
 */
export function textBox(
  x: number,
  y: number,
  width: number,
  height: number,
  anchor: 'start' | 'middle' | 'end',
): Box {
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { x: left, y: y - height / 2, width, height };
}
