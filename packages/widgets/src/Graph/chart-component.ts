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

/** A chart component loaded on first use; `current` is asked anew after a failed load. */
interface LazyChart {
  current: ComponentType<ChartComponentProps>;
}

/** Like the heatmap above: a lazy component that a failed load replaces, so the next mount asks again. */
function lazyChart(load: () => Promise<ComponentType<ChartComponentProps>>): LazyChart {
  const make = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (cause) {
        chart.current = make();
        throw cause;
      }
    });
  const chart: LazyChart = { current: make() };
  return chart;
}

/** Draws a lazily loaded chart with the loading skeleton in its place until its code arrives. */
function drawOnDemand(chart: LazyChart, component: string, props: ChartComponentProps) {
  const loadingState: Omit<ChartRootProps, 'children'> = {
    ...props,
    data: null,
    loading: true,
    orientation: 'vertical',
    component,
    heightFor: heatmapStatusHeight,
    height: HEATMAP_STATUS_HEIGHT,
  };
  const fallback = createElement(ChartRoot, loadingState as ChartRootProps, null);
  return createElement(Suspense, { fallback }, createElement(chart.current, props));
}

// the key drivers' quadrant (its scales, labels and table) loads when that graph first shows
const driverQuadrant = lazyChart(
  async () =>
    (await import('../DriverQuadrant/DriverQuadrant')).DriverQuadrant as ComponentType<ChartComponentProps>,
);

/** The key drivers' quadrant, loaded on first use. */
function DriverQuadrantOnDemand(props: ChartComponentProps) {
  return drawOnDemand(driverQuadrant, 'Pulzus.DriverQuadrant', props);
}

// the trend chart (its scales, lines and table) loads when the trends graph first shows
const trendChart = lazyChart(
  async () => (await import('../TrendChart/TrendChart')).TrendChart as ComponentType<ChartComponentProps>,
);

/** The trend chart, loaded on first use. */
function TrendChartOnDemand(props: ChartComponentProps) {
  return drawOnDemand(trendChart, 'Pulzus.TrendChart', props);
}

/** The component that draws a chart graph: its chart kind in core's graph definition table. */
export function chartComponentOf(slug: ChartGraphSlug): ComponentType<ChartComponentProps> {
  switch (graphDefinition(slug).chart) {
    case 'matrix':
      // the heatmap draws its own texts: the chart's message overrides do not apply to it
      return HeatmapOnDemand;
    case 'quadrant':
      // like the heatmap, the quadrant draws its own texts
      return DriverQuadrantOnDemand;
    case 'line':
      // the trend chart draws the chart texts and its own (the change, the dates)
      return TrendChartOnDemand;
    case 'bar':
      return BarChart;
    default:
      return ColumnChart;
  }
}
