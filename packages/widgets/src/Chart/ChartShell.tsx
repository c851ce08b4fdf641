import { formatPercent, type GraphResponse } from '@pulzus/core';
import {
  type ComponentPropsWithRef,
  type ComponentType,
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TranslatorContext } from '../session/translator';
import { DefaultThemeProvider } from '../theme/DefaultThemeProvider';
import { type ChartMessages, chartMessages } from './chart-messages';
import { ChartStatus } from './ChartStatus';
import { type PrintLayout, usePrintLayout } from './print-mode';
import { useContainerWidth } from './useContainerWidth';

/** The props every chart takes (BarChart, ColumnChart, TrendChart, Heatmap, DriverQuadrant), defined once. */
export interface ChartBaseProps<M = ChartMessages>
  extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The `POST graph/data` answer to draw; may be omitted while loading or on error. */
  data?: GraphResponse | null;
  /** The chart's accessible name, also the data table's caption (and the export's file name); each chart has its default. */
  title?: string;
  /** Language of numbers and built-in texts: 'hu' or 'en'; default 'en'. */
  language?: string;
  /** Text overrides; default the built-in texts of `language`. */
  messages?: Partial<M>;
  /** Shows the loading skeleton; default false. */
  loading?: boolean;
  /** Shows the error state; a string replaces the default error text; default false. */
  error?: boolean | string;
  /** Height of the drawing in px; default the chart kind's own rule. */
  height?: number;
  /** Shows the SVG and PNG download buttons in the chart's toolbar; default true. */
  exportable?: boolean;
}

/** What every chart part reads from the shell (style.md §16): texts, size, ids, the table's visibility. */
export interface ChartShellValue {
  /** The chart's accessible name and its data table's caption. */
  readonly title: string;
  /** Language of numbers and built-in texts. */
  readonly language: string;
  /** The chart texts of `language` with the overrides laid over. */
  readonly messages: ChartMessages;
  /** A prefix for the ids of this chart's elements (its table is `${idPrefix}-table`). */
  readonly idPrefix: string;
  /** The chart's measured box, around everything it draws. */
  readonly box: RefObject<HTMLDivElement | null>;
  /** The width of the chart's box, px (0 until measured). */
  readonly width: number;
  /** How the chart is printed, or null on screen (print-mode.ts). */
  readonly print: PrintLayout | null;
  /** Whether the data table is shown on screen (it is always in the accessibility tree). */
  readonly tableVisible: boolean;
  /** Shows or hides the data table. */
  readonly setTableVisible: (visible: boolean) => void;
  /** Formats a whole percent value as the chart language writes it ("42%"). */
  readonly formatValue: (value: number) => string;
  /** Whether the toolbar offers the SVG and PNG downloads. */
  readonly exportable: boolean;
}

/** The shell's context; null outside a chart. */
export const ChartShellContext = createContext<ChartShellValue | null>(null);

/** Reads the shell's context; throws outside a chart (a programming error). */
export function useChartShell(): ChartShellValue {
  const value = useContext(ChartShellContext);
  if (!value) throw new Error('Chart parts must be rendered inside a <ChartShell>.');
  return value;
}

/** Props of the shell: the shared props resolved by the chart, and what the chart says of itself. */
export interface ChartShellProps extends Omit<ChartBaseProps, 'data' | 'height' | 'title'> {
  /** The `data-component` name, e.g. "Pulzus.TrendChart". */
  component: string;
  /** The chart's frame: a styled `div` over `chartFrameBase` with the styles of its own marks. */
  frame: ComponentType<ComponentPropsWithRef<'div'> & Record<`data-${string}`, unknown>>;
  /** The chart's accessible name, its default already chosen by the chart ("Trends", "Heatmap"…). */
  title: string;
  /** True when the data has nothing to draw: the empty note shows. */
  empty: boolean;
  /** The height of the loading skeleton, px. */
  statusHeight: number;
  /** The ready chart: its marks and parts, which read the shell by `useChartShell`. */
  children: ReactNode;
}

/**
 * The one frame of every chart: the default theme where no provider is above (README "BarChart and ColumnChart"),
 * the root with `data-component` and `data-state`, the measured box, the loading skeleton, the empty note or the
 * error in the chart's place, and the chart's texts, ids, width, print layout and data-table switch by context to
 * its parts (toolbar, tooltip, legend, table; style.md §16, like visx-xychart's root).
 */
export function ChartShell({
  component,
  frame: Frame,
  title,
  language = 'en',
  messages: overrides,
  loading = false,
  error = false,
  exportable = true,
  empty,
  statusHeight,
  children,
  ...rest
}: ChartShellProps) {
  const translator = useContext(TranslatorContext);
  const messages = useMemo(
    () => chartMessages(language, overrides, translator),
    [language, overrides, translator],
  );
  const measureRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(measureRef);
  const idPrefix = useId();
  // on paper the numbers are there as text: the data table is shown (print-mode.ts)
  const print = usePrintLayout();
  const [tableVisible, setTableVisible] = useState(print !== null);
  const formatValue = useCallback((value: number) => formatPercent(value, language), [language]);
  const value = useMemo(
    () => ({
      title,
      language,
      messages,
      idPrefix,
      box: measureRef,
      width,
      print,
      tableVisible,
      setTableVisible,
      formatValue,
      exportable,
    }),
    [title, language, messages, idPrefix, width, print, tableVisible, formatValue, exportable],
  );
  const state = loading ? 'loading' : error ? 'error' : empty ? 'empty' : 'ready';
  return (
    <DefaultThemeProvider>
      <Frame {...rest} data-component={component} data-state={state} aria-busy={loading || undefined}>
        <div ref={measureRef} className="pulzus-chart-measure">
          {state !== 'ready' ? (
            <ChartStatus
              state={state}
              height={statusHeight}
              message={typeof error === 'string' ? error : undefined}
              messages={messages}
            />
          ) : (
            <ChartShellContext.Provider value={value}>{children}</ChartShellContext.Provider>
          )}
        </div>
      </Frame>
    </DefaultThemeProvider>
  );
}
