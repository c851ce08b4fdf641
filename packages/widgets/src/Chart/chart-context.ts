import { createContext, useContext } from 'react';
import type { PulzusTheme } from '../theme/theme';
import type { ChartModel } from './chart-model';
import type { ChartOrientation, ChartScales } from './chart-scales';
import type { ChartShellValue } from './ChartShell';
import type { TopicColorName } from './topic-legend';

/** How the tooltip was opened: by focus (keyboard) or by pointer hover. */
export type TooltipSource = 'focus' | 'hover';

/**
 * What the bar and column charts' parts read from their root (style.md §16, like visx-xychart's DataContext): the
 * shell's texts, size and table switch, and the model, scales and active category.
 */
export interface ChartContextValue extends ChartShellValue {
  readonly orientation: ChartOrientation;
  readonly height: number;
  readonly model: ChartModel;
  readonly scales: ChartScales;
  readonly theme: PulzusTheme;
  /** The category that is focused or hovered, or null. */
  readonly activeIndex: number | null;
  readonly tooltipOpen: boolean;
  readonly setActive: (index: number | null, source?: TooltipSource) => void;
  readonly closeTooltip: () => void;
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
