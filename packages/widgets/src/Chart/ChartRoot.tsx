import type { GraphResponse } from '@pulzus/core';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { PulzusTheme } from '../theme/theme';
import { ChartContext, type ChartContextValue, type TooltipSource } from './chart-context';
import { buildChartModel, type ChartModel, isEmptyChart } from './chart-model';
import { buildChartScales, type ChartOrientation } from './chart-scales';
import { type ChartBaseProps, ChartShell, useChartShell } from './ChartShell';
import { ChartFrame } from './chart-styles';
import type { TopicColorName } from './topic-legend';
import { usePulzusTheme } from './usePulzusTheme';
import { usePrintLayout } from './print-mode';

/** Props shared by the bar and column charts. */
export interface ChartProps extends ChartBaseProps {
  /**
   * Names of the topic colours of `categories_colors` (e.g. the topics of `total`, whose items are
   * coloured by topic; see `topicColorNames`): the legend names each colour drawn; default none.
   */
  topicNames?: readonly TopicColorName[];
}

/** Internal props of the chart root: the orientation, the height rule and the composed parts. */
export interface ChartRootProps extends ChartProps {
  orientation: ChartOrientation;
  /** The default height for the data, px (spec 2 §9). */
  heightFor: (data: GraphResponse) => number;
  /** The `data-component` name, e.g. "Pulzus.BarChart". */
  component: string;
  children: ReactNode;
}

const NO_TOPIC_NAMES: readonly TopicColorName[] = [];

/**
 * The root of the bar and column charts, in the chart shell (ChartShell.tsx): builds the model of the data and,
 * once the shell has measured its box, the scales, and provides them with the theme and the active category by
 * context to its parts (style.md §16).
 */
export function ChartRoot({
  orientation,
  heightFor,
  component,
  data,
  title = 'Chart',
  height: fixedHeight,
  topicNames = NO_TOPIC_NAMES,
  children,
  ...rest
}: ChartRootProps) {
  const theme = usePulzusTheme();
  const print = usePrintLayout();
  const model = useMemo(
    () =>
      data
        ? buildChartModel(data, {
            palette: theme.palette,
            bands: [theme.colors.negative, theme.colors.middle, theme.colors.positive],
          })
        : null,
    [data, theme],
  );
  // on paper no taller than a page holds beneath the heading (print-mode.ts)
  const height =
    fixedHeight ?? Math.min(data ? heightFor(data) : 500, print?.maxChartHeight ?? Number.POSITIVE_INFINITY);
  return (
    <ChartShell
      {...rest}
      component={component}
      frame={ChartFrame}
      title={title}
      empty={!data || isEmptyChart(data)}
      statusHeight={height}
      data-orientation={orientation}
      data-withheld={model?.hasWithheld ? '' : undefined}
    >
      {model && (
        <ChartPlot
          orientation={orientation}
          height={height}
          model={model}
          theme={theme}
          topicNames={topicNames}
        >
          {children}
        </ChartPlot>
      )}
    </ChartShell>
  );
}

interface ChartPlotProps {
  readonly orientation: ChartOrientation;
  readonly height: number;
  readonly model: ChartModel;
  readonly theme: PulzusTheme;
  readonly topicNames: readonly TopicColorName[];
  readonly children: ReactNode;
}

/** The scales for the measured width, and the active category: the chart context of the bars' parts. */
function ChartPlot({ orientation, height, model, theme, topicNames, children }: ChartPlotProps) {
  const shell = useChartShell();
  const { width, box } = shell;
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const categoryElement = useCallback(
    (index: number) =>
      box.current?.querySelector<SVGGElement>(`[data-chart-bars] > [data-category="${index}"]`) ?? null,
    [box],
  );
  const scales = useMemo(
    () => (width > 0 ? buildChartScales(model, orientation, width, height) : null),
    [model, orientation, width, height],
  );
  const setActive = useCallback((index: number | null, _source?: TooltipSource) => {
    setActiveIndex(index);
    setTooltipOpen(index !== null);
  }, []);
  const closeTooltip = useCallback(() => setTooltipOpen(false), []);
  if (!scales) return null;
  const context: ChartContextValue = {
    ...shell,
    orientation,
    height,
    model,
    scales,
    theme,
    activeIndex,
    tooltipOpen,
    setActive,
    closeTooltip,
    categoryElement,
    topicNames,
  };
  return <ChartContext.Provider value={context}>{children}</ChartContext.Provider>;
}
