import { type ChartGraphSlug, graphDefinition } from '@pulzus/core';
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { BarChart } from '../BarChart/BarChart';
import { type ChartProps, ChartRoot, type ChartRootProps } from '../Chart/ChartRoot';
import { ColumnChart } from '../ColumnChart/ColumnChart';

type ChartComponentProps = Omit<ChartProps, 'messages'>;

/** The height of a lazy chart's loading skeleton: the heatmap's and the key drivers' status height. */
const STATUS_HEIGHT = 320;
const statusHeight = () => STATUS_HEIGHT;

/** A chart component loaded on first use; `current` is asked anew after a failed load. */
interface LazyChart {
  current: ComponentType<ChartComponentProps>;
}

/**
 * The heatmap, the key drivers and the trend chart load when their graph first shows, so the embed script's first
 * paint of every other graph does without them (docs/embedding.md "What the page loads"). A lazy component keeps
 * its failure: a failed load is replaced, so the next mount (an error boundary's retry) asks again.
 */
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
    heightFor: statusHeight,
    height: STATUS_HEIGHT,
  };
  // a loading chart draws no parts: its root shows the skeleton alone
  const fallback = createElement(ChartRoot, loadingState as ChartRootProps, null);
  return createElement(Suspense, { fallback }, createElement(chart.current, props));
}

// the heatmap's table, sorting and keyboard code
const heatmap = lazyChart(
  async () => (await import('../Heatmap/Heatmap')).Heatmap as ComponentType<ChartComponentProps>,
);

/** The heatmap, loaded on first use. */
function HeatmapOnDemand(props: ChartComponentProps) {
  return drawOnDemand(heatmap, 'Pulzus.Heatmap', props);
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
