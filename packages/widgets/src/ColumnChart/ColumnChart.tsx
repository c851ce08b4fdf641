import { CHART_MIN_HEIGHT } from '@pulzus/core';
import { type ChartProps, ChartRoot } from '../Chart/ChartRoot';
import { ChartParts } from '../Chart/ChartParts';

/** Props of the column chart. */
export interface ColumnChartProps extends ChartProps {
  /** Shows the SVG and PNG download buttons; default true. */
  exportable?: boolean;
}

const columnHeight = () => CHART_MIN_HEIGHT;

/**
 * A vertical column chart of a graph response: grouped or stacked series on a 0–100 % axis, value
 * labels, legend, keyboard tooltips, withheld values marked, a data table and SVG/PNG export
 * (spec 2 §9). It is 500 px high (the chart minimum) unless `height` is given.
 */
export function ColumnChart({ exportable = true, ...props }: ColumnChartProps) {
  return (
    <ChartRoot {...props} orientation="vertical" component="Pulzus.ColumnChart" heightFor={columnHeight}>
      <ChartParts exportable={exportable} />
    </ChartRoot>
  );
}
