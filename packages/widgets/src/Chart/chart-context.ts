import { createContext, useContext } from 'react';
import type { PulzusTheme } from '../theme/theme';
import type { ChartMessages } from './chart-messages';
import type { ChartModel } from './chart-model';
import type { ChartOrientation, ChartScales } from './chart-scales';
import type { TopicColorName } from './topic-legend';

/** How the tooltip was opened: by focus (keyboard) or by pointer hover. */
export type TooltipSource = 'focus' | 'hover';

/** What every chart part reads from the chart root (style.md §16, like visx-xychart's DataContext). */
export interface ChartContextValue {
  readonly orientation: ChartOrientation;
  readonly width: number;
  readonly height: number;
  readonly model: ChartModel;
  readonly scales: ChartScales;
  readonly theme: PulzusTheme;
  readonly messages: ChartMessages;
  readonly title: string;
  /** Formats a whole percent value as the chart language writes it ("42%"). */
  readonly formatValue: (value: number) => string;
  /** A prefix for the ids of this chart's elements. */
  readonly idPrefix: string;
  /** The category that is focused or hovered, or null. */
  readonly activeIndex: number | null;
  readonly tooltipOpen: boolean;
  readonly setActive: (index: number | null, source?: TooltipSource) => void;
  readonly closeTooltip: () => void;
  /** Whether the data table is shown on screen (it is always in the accessibility tree). */
  readonly tableVisible: boolean;
  readonly setTableVisible: (visible: boolean) => void;
  /** Names of the topic colours the categories are drawn in, for the legend. */
  readonly topicNames: readonly TopicColorName[];
  /** The SVG group of category `index` once drawn, for focus moves and tooltip anchoring. */
  readonly categoryElement: (index: number) => SVGGElement | null;
}

/** The chart context; null outside a chart root. */
export const ChartContext = createContext<ChartContextValue | null>(null);

/** Reads the chart context; throws outside a chart root (a programming error). */
export function useChart(): ChartContextValue {
  const value = useContext(ChartContext);
  if (!value) throw new Error('Chart parts must be rendered inside a <ChartRoot>.');
  return value;
}
