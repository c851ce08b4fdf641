import { type ChartGraphSlug, graphDefinition } from '@pulzus/core';
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { BarChart } from '../BarChart/BarChart';
import { type ChartProps, ChartRoot, type ChartRootProps } from '../Chart/ChartRoot';
import { ColumnChart } from '../ColumnChart/ColumnChart';

type ChartComponentProps = Omit<ChartProps, 'messages'>;

/** The heatmap's own height while it has nothing to draw (Heatmap.tsx draws its states 320 px high). */
const HEATMAP_STATUS_HEIGHT = 320;
const heatmapStatusHeight = () => HEATMAP_STATUS_HEIGHT;

// Only the `heatmap` graph draws a matrix: its table, sorting and keyboard code load when that graph
// first shows, so the embed script's first paint of every other graph does without them
// (docs/embedding.md "What the page loads").
const lazyHeatmap = () =>
  lazy(async () => {
    try {
      const { Heatmap } = await import('../Heatmap/Heatmap');
      return { default: Heatmap as ComponentType<ChartComponentProps> };
    } catch (cause) {
      // a lazy component keeps its failure: the next mount (an error boundary's retry) asks anew
      LazyHeatmap = lazyHeatmap();
      throw cause;
    }
  });
let LazyHeatmap = lazyHeatmap();

/**
 * The heatmap, loaded on first use; until its code arrives the chart's loading skeleton stands in
 * its place (the state the heatmap itself shows while its data loads).
 */
function HeatmapOnDemand(props: ChartComponentProps) {
  const loadingState: Omit<ChartRootProps, 'children'> = {
    ...props,
    data: null,
    loading: true,
    orientation: 'vertical',
    component: 'Pulzus.Heatmap',
    heightFor: heatmapStatusHeight,
    height: HEATMAP_STATUS_HEIGHT,
  };
  // a loading chart draws no parts: its root shows the skeleton alone
  const fallback = createElement(ChartRoot, loadingState as ChartRootProps, null);
  return createElement(Suspense, { fallback }, createElement(LazyHeatmap, props));
}

/** The component that draws a chart graph: its chart kind in core's graph definition table. */
export function chartComponentOf(slug: ChartGraphSlug): ComponentType<ChartComponentProps> {
  switch (graphDefinition(slug).chart) {
    case 'matrix':
      // the heatmap draws its own texts: the chart's message overrides do not apply to it
      return HeatmapOnDemand;
    case 'bar':
      return BarChart;
    default:
      return ColumnChart;
  }
}
