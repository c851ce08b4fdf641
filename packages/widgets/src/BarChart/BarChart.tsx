import { barChartHeight, type GraphResponse } from '@pulzus/core';
import { type ChartProps, ChartRoot } from '../Chart/ChartRoot';
import { ChartParts } from '../Chart/ChartParts';

/** Props of the horizontal bar chart: the shared chart props (ChartProps), `exportable` among them. */
export type BarChartProps = ChartProps;

/** The bar chart height rule: at least 500 px, otherwise categories × series × 16 + 300 (spec 2 §9). */
export function barChartHeightOf(data: GraphResponse): number {
  return barChartHeight(data.graph_meta.categories.length, data.graph_data.length);
}

/**
 * A horizontal bar chart of a graph response: grouped or stacked series on a 0–100 % axis, value
 * labels, legend, keyboard tooltips, withheld values marked, a data table and SVG/PNG export
 * (spec 2 §9). Its height follows the bar chart height rule unless `height` is given.
 */
export function BarChart(props: BarChartProps) {
  return (
    <ChartRoot {...props} orientation="horizontal" component="Pulzus.BarChart" heightFor={barChartHeightOf}>
      <ChartParts />
    </ChartRoot>
  );
}
