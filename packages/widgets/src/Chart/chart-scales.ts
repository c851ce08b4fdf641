import { BAR_AXIS_MAX } from '@pulzus/core';
import { type BandScale, bandScale, ticks } from './band-scale';
import type { ChartModel } from './chart-model';
import { labelTextWidth } from './label-layout';
import { isShortened, textWidth, wrapLabel } from './wrap-label';

/** Bars grow to the right (`horizontal`, the bar chart) or upwards (`vertical`, the column chart). */
export type ChartOrientation = 'horizontal' | 'vertical';

/** Space around the plot area, px. */
export interface ChartMargin {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** The scales of one chart: categories, slots inside a category, and the 0–100 % value axis. */
export interface ChartScales {
  readonly margin: ChartMargin;
  readonly plotWidth: number;
  readonly plotHeight: number;
  readonly category: BandScale<number>;
  readonly slot: BandScale<string>;
  /** Maps 0–100 (clamped) to px along the value axis (x for bars, y for columns, already flipped). */
  readonly value: (percent: number) => number;
  /** Tick values of the percent axis: every 20 %, or every 50 % on a narrow axis. */
  readonly ticks: readonly number[];
  /** How a column chart's category labels are laid out. */
  readonly labelRows: { readonly lines: number; readonly rotated: boolean };
}

/** Font size of axis and value labels, px. */
export const LABEL_FONT_SIZE = 12;
/** Line height of wrapped category labels, px. */
export const LABEL_LINE_HEIGHT = 14;

/** The category label column of a bar chart: wide enough for the longest label, at most 40 % of the width. */
export function barLabelWidth(model: ChartModel, width: number): number {
  const longest = Math.max(0, ...model.categories.map((c) => c.label.length));
  return Math.max(48, Math.min(width * 0.4, textWidth(longest, LABEL_FONT_SIZE) + 12));
}

/**
 * The right margin of a bar chart: room for a value label after a full bar, or, with several stacks
 * (dates, commitment_detailed), for the stack names written beside the bars, up to 30 % of the width.
 */
export function barRightMargin(model: ChartModel, width: number): number {
  if (!model.stacked || model.slotKeys.length < 2) return 56;
  const stacks = model.categories[0]?.slots.map((slot) => slot.stack ?? '') ?? [];
  const longest = Math.max(0, ...stacks.map((stack) => labelTextWidth(stack, LABEL_FONT_SIZE)));
  return Math.max(56, Math.min(width * 0.3, longest + 12));
}

/** Turn of a column chart's rotated category labels, degrees. */
export const ROTATED_LABEL_ANGLE = 55;
/** Bottom margin of a column chart with rotated category labels: at least, and at most as a share of the height. */
const ROTATED_MARGIN = { min: 60, max: 170, share: 0.32 } as const;
/** Free space kept between the wrapped labels of two neighbouring columns, px. */
const COLUMN_LABEL_GAP = 8;

/** Characters per line of a column chart's wrapped category label: its category step less a gap. */
export function columnLabelChars(step: number): number {
  return (step - COLUMN_LABEL_GAP) / textWidth(1, LABEL_FONT_SIZE);
}

/** Characters of a rotated category label that fit in the bottom margin `bottom` px high. */
export function rotatedLabelChars(bottom: number): number {
  return (bottom - 16) / Math.sin((ROTATED_LABEL_ANGLE * Math.PI) / 180) / textWidth(1, LABEL_FONT_SIZE);
}

/** The bottom margin for rotated category labels: room for the longest, within the limits for a chart `height` px high. */
export function rotatedLabelMargin(labels: readonly string[], height: number): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const needed = textWidth(longest, LABEL_FONT_SIZE) * Math.sin((ROTATED_LABEL_ANGLE * Math.PI) / 180) + 18;
  const max = Math.max(ROTATED_MARGIN.min, Math.min(ROTATED_MARGIN.max, height * ROTATED_MARGIN.share));
  return Math.ceil(Math.max(ROTATED_MARGIN.min, Math.min(max, needed)));
}

/**
 * Rows of a column chart's category labels: up to three lines wrapped within the category step (so
 * neighbours never touch), or one line turned when the steps are too narrow for that or when turning
 * cuts fewer labels short than wrapping does (a shortened label shows in full as its title).
 */
export function columnLabelRows(
  labels: readonly string[],
  step: number,
): { lines: number; rotated: boolean } {
  const wrapped = { lines: 3, rotated: false };
  const rotated = { lines: 1, rotated: true };
  if (step < textWidth(6, LABEL_FONT_SIZE) + COLUMN_LABEL_GAP) return rotated;
  const chars = columnLabelChars(step);
  const cutWrapped = labels.filter((label) => isShortened(label, wrapLabel(label, chars, 3))).length;
  if (cutWrapped === 0) return wrapped;
  const cutRotated = labels.filter((label) => label.length > rotatedLabelChars(ROTATED_MARGIN.max)).length;
  return cutRotated < cutWrapped ? rotated : wrapped;
}

/**
 * The value axis: 0–100 % clamped onto `[from, to]` px. A fixed linear map, written out rather than
 * taken from d3-scale's `scaleLinear`, which would bring d3-interpolate, d3-color and d3-format into
 * every bundle for one multiplication (bench/ui); its ticks are d3-array's `ticks` (band-scale.ts),
 * which `scaleLinear().ticks()` calls.
 */
export function percentScale(from: number, to: number): (percent: number) => number {
  return (percent) => from + ((to - from) * Math.min(BAR_AXIS_MAX, Math.max(0, percent))) / BAR_AXIS_MAX;
}

/** Builds the D3 scales of a chart of the given size (React draws, D3 only computes, style.md §16). */
export function buildChartScales(
  model: ChartModel,
  orientation: ChartOrientation,
  width: number,
  height: number,
): ChartScales {
  const indices = model.categories.map((c) => c.index);
  const categoryBands = (length: number) =>
    bandScale(indices, [0, Math.max(0, length)], { paddingInner: 0.2, paddingOuter: 0.1 });
  let category: BandScale<number>;
  let margin: ChartMargin;
  let labelRows = { lines: 3, rotated: false };
  if (orientation === 'horizontal') {
    margin = { top: 12, right: barRightMargin(model, width), bottom: 32, left: barLabelWidth(model, width) };
    category = categoryBands(height - margin.top - margin.bottom);
  } else {
    const sides = { top: 24, right: 16, left: 48 };
    category = categoryBands(width - sides.left - sides.right);
    const labels = model.categories.map((c) => c.label);
    labelRows = columnLabelRows(labels, category.step());
    const bottom = labelRows.rotated
      ? rotatedLabelMargin(labels, height)
      : labelRows.lines * LABEL_LINE_HEIGHT + 14;
    margin = { ...sides, bottom };
  }
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, height - margin.top - margin.bottom);
  const value = orientation === 'horizontal' ? percentScale(0, plotWidth) : percentScale(plotHeight, 0);
  const slot = bandScale(model.slotKeys, [0, category.bandwidth()], {
    paddingInner: model.slotKeys.length > 1 ? 0.08 : 0,
  });
  const axisLength = orientation === 'horizontal' ? plotWidth : plotHeight;
  const axisTicks = ticks(0, BAR_AXIS_MAX, axisLength < 240 ? 2 : 5);
  return { margin, plotWidth, plotHeight, category, slot, value, labelRows, ticks: axisTicks };
}
