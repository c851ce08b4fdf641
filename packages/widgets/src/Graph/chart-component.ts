import { type ChartGraphSlug, graphDefinition } from '@pulzus/core';
import type { ComponentType } from 'react';
import { BarChart } from '../BarChart/BarChart';
import type { ChartProps } from '../Chart/ChartRoot';
import { ColumnChart } from '../ColumnChart/ColumnChart';
import { Heatmap } from '../Heatmap/Heatmap';

/** The component that draws a chart graph: its chart kind in core's graph definition table. */
export function chartComponentOf(slug: ChartGraphSlug): ComponentType<Omit<ChartProps, 'messages'>> {
  switch (graphDefinition(slug).chart) {
    case 'matrix':
      // the heatmap draws its own texts: the chart's message overrides do not apply to it
      return Heatmap as ComponentType<Omit<ChartProps, 'messages'>>;
    case 'bar':
      return BarChart;
    default:
      return ColumnChart;
  }
}
