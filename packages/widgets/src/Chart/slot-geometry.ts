import { type Box, valueBox, valueOffset, WITHHELD_LENGTH } from './bar-geometry';
import type { ChartSegment, ChartSlot } from './chart-model';
import type { ChartOrientation, ChartScales } from './chart-scales';

/** A drawn value of a slot and its box in plot coordinates. */
export interface SlotBar {
  readonly segment: ChartSegment;
  readonly box: Box;
}

/** Where one slot's marks go: its visible bars or segments, then its withheld marks (graphs.md "Privacy"). */
export interface SlotGeometry {
  /** Where the slot starts across the category band, px. */
  readonly start: number;
  /** The slot's thickness across the band, px. */
  readonly thickness: number;
  readonly bars: readonly SlotBar[];
  /** Withheld marks after the bars: one per withheld segment, or a single one when nothing is shown (none for values not asked). */
  readonly withheld: readonly SlotBar[];
  /** True when no value of the slot is shown and some is withheld. */
  readonly allWithheld: boolean;
}

/** The boxes of one slot of the category band starting at `bandStart` (shared by the marks and their labels). */
export function slotGeometry(
  orientation: ChartOrientation,
  scales: ChartScales,
  slot: ChartSlot,
  bandStart: number,
): SlotGeometry {
  const thickness = scales.slot.bandwidth();
  const start = bandStart + (scales.slot(slot.key) ?? 0);
  const visible = slot.segments.filter((s) => s.value !== null);
  // only values withheld for privacy get a mark; a value not asked on the date draws nothing
  const hidden = slot.segments.filter((s) => s.value === null && s.withheld);
  const allWithheld = visible.length === 0 && hidden.length > 0;
  const end = valueOffset(orientation, scales, visible.at(-1)?.end ?? 0);
  const bars = visible.map((segment) => ({
    segment,
    box: valueBox(
      orientation,
      scales,
      start,
      thickness,
      valueOffset(orientation, scales, segment.start),
      valueOffset(orientation, scales, segment.end),
    ),
  }));
  const withheld = (allWithheld ? hidden.slice(0, 1) : hidden).map((segment, k) => {
    const from = end + k * (WITHHELD_LENGTH + 2);
    return { segment, box: valueBox(orientation, scales, start, thickness, from, from + WITHHELD_LENGTH) };
  });
  return { start, thickness, bars, withheld, allWithheld };
}
