import { formatPercent, type GraphResponse } from '@pulzus/core';
import {
  type ComponentPropsWithRef,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TranslatorContext } from '../session/translator';
import { DefaultThemeProvider } from '../theme/DefaultThemeProvider';
import { ChartContext, type ChartContextValue, type TooltipSource } from './chart-context';
import { type ChartMessages, chartMessages } from './chart-messages';
import { buildChartModel, isEmptyChart } from './chart-model';
import { buildChartScales, type ChartOrientation } from './chart-scales';
import { ChartStatus } from './ChartStatus';
import { ChartFrame } from './chart-styles';
import type { TopicColorName } from './topic-legend';
import { usePulzusTheme } from './usePulzusTheme';
import { useContainerWidth } from './useContainerWidth';
import { usePrintLayout } from './print-mode';

/** Props shared by the bar and column charts. */
export interface ChartProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The `POST graph/data` answer to draw; may be omitted while loading or on error. */
  data?: GraphResponse | null;
  /** The chart's accessible name, also the data table caption and the export file name; default "Chart". */
  title?: string;
  /** Language of numbers and built-in texts: 'hu' or 'en'; default 'en'. */
  language?: string;
  /** Text overrides; default the built-in texts of `language`. */
  messages?: Partial<ChartMessages>;
  /** Shows the loading skeleton; default false. */
  loading?: boolean;
  /** Shows the error state; a string replaces the default error text; default false. */
  error?: boolean | string;
  /** Fixed height in px; default the chart kind's own rule (spec 2 §9). */
  height?: number;
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
 * The chart root: measures its container (ResizeObserver), builds model and scales, and provides them
 * with theme, texts and the active category by context to its parts (style.md §16).
 */
export function ChartRoot({
  orientation,
  heightFor,
  component,
  data,
  title = 'Chart',
  language = 'en',
  messages: overrides,
  loading = false,
  error = false,
  height: fixedHeight,
  topicNames = NO_TOPIC_NAMES,
  children,
  ...rest
}: ChartRootProps) {
  const theme = usePulzusTheme();
  const translator = useContext(TranslatorContext);
  const messages = useMemo(
    () => chartMessages(language, overrides, translator),
    [language, overrides, translator],
  );
  const measureRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(measureRef);
  const idPrefix = useId();
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  // on paper the numbers are there as text: the data table is shown (print-mode.ts)
  const print = usePrintLayout();
  const [tableVisible, setTableVisible] = useState(print !== null);
  const categoryElement = useCallback(
    (index: number) =>
      measureRef.current?.querySelector<SVGGElement>(`[data-chart-bars] > [data-category="${index}"]`) ??
      null,
    [],
  );

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
  const scales = useMemo(
    () => (model && width > 0 ? buildChartScales(model, orientation, width, height) : null),
    [model, orientation, width, height],
  );
  const setActive = useCallback((index: number | null, _source?: TooltipSource) => {
    setActiveIndex(index);
    setTooltipOpen(index !== null);
  }, []);
  const closeTooltip = useCallback(() => setTooltipOpen(false), []);
  const formatValue = useCallback((value: number) => formatPercent(value, language), [language]);

  const state = loading ? 'loading' : error ? 'error' : !data || isEmptyChart(data) ? 'empty' : 'ready';
  const context: ChartContextValue | null =
    model && scales
      ? {
          orientation,
          width,
          height,
          model,
          scales,
          theme,
          messages,
          title,
          formatValue,
          idPrefix,
          activeIndex,
          tooltipOpen,
          setActive,
          closeTooltip,
          categoryElement,
          tableVisible,
          setTableVisible,
          topicNames,
        }
      : null;

  return (
    // no provider needed: the default theme where none is above (README "BarChart and ColumnChart")
    <DefaultThemeProvider>
      <ChartFrame
        {...rest}
        data-component={component}
        data-state={state}
        data-orientation={orientation}
        data-withheld={model?.hasWithheld ? '' : undefined}
        aria-busy={loading || undefined}
      >
        <div ref={measureRef} className="pulzus-chart-measure">
          {state !== 'ready' ? (
            <ChartStatus
              state={state}
              height={height}
              message={typeof error === 'string' ? error : undefined}
              messages={messages}
            />
          ) : (
            context && <ChartContext.Provider value={context}>{children}</ChartContext.Provider>
          )}
        </div>
      </ChartFrame>
    </DefaultThemeProvider>
  );
}
