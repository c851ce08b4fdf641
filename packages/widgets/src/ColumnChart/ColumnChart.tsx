import { CHART_MIN_HEIGHT } from '@pulzus/core';
import { type ChartProps, ChartRoot } from '../Chart/ChartRoot';
import { ChartParts } from '../Chart/ChartParts';

/** Props of the column chart: the shared chart props (ChartProps), `exportable` among them. */
export type ColumnChartProps = ChartProps;

const columnHeight = () => CHART_MIN_HEIGHT;

/**
 * A vertical column chart of a graph response: grouped or stacked series on a 0–100 % axis, value
 * labels, legend, keyboard tooltips, withheld values marked, a data table and SVG/PNG export
 * (spec 2 §9). It is 500 px high (the chart minimum) unless `height` is given.
 */
export function ColumnChart(props: ColumnChartProps) {
  return (
    <ChartRoot {...props} orientation="vertical" component="Pulzus.ColumnChart" heightFor={columnHeight}>
      <ChartParts />
    </ChartRoot>
  );
}
