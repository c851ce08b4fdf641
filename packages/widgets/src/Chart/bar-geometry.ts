import type { ChartOrientation, ChartScales } from './chart-scales';

/** A rectangle in plot coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Length of a withheld mark along the value axis, px. */
export const WITHHELD_LENGTH = 22;

/**
 * The box from `from` to `to` px along the value axis (measured from the axis origin) inside a band
 * that starts at `bandStart` px and is `thickness` px thick.
 */
export function valueBox(
  orientation: ChartOrientation,
  scales: ChartScales,
  bandStart: number,
  thickness: number,
  from: number,
  to: number,
): Box {
  if (orientation === 'horizontal')
    return { x: from, y: bandStart, width: Math.max(0, to - from), height: thickness };
  const base = scales.plotHeight;
  return { x: bandStart, y: base - to, width: thickness, height: Math.max(0, to - from) };
}

/** Px distance of a value from the axis origin. */
export function valueOffset(orientation: ChartOrientation, scales: ChartScales, value: number): number {
  return orientation === 'horizontal' ? scales.value(value) : scales.plotHeight - scales.value(value);
}
