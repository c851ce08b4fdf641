import { useRef } from 'react';
import { useChartShell } from './ChartShell';
import { ChartTableToggle } from './ChartTableToggle';

/** Props of the chart toolbar. */
export interface ChartToolbarProps {
  /** Shows the data table's switch; default true (false where the chart's table is always shown). */
  table?: boolean;
  /** Offers the downloads; default the chart's `exportable` (false where nothing is drawn to download). */
  exportable?: boolean;
}

/**
 * Every chart's tools: show or hide the data table, and download the chart as SVG or PNG unless the chart is not
 * `exportable` (ChartBaseProps). The download draws the chart's `svg[data-chart-svg]` with its title and the entries
 * of its legend (chart-export.ts).
 */
export function ChartToolbar({ table = true, exportable: drawn }: ChartToolbarProps) {
  const shell = useChartShell();
  const { messages, title } = shell;
  const exportable = shell.exportable && drawn !== false;
  const ref = useRef<HTMLDivElement>(null);
  const download = (format: 'svg' | 'png') => {
    const element = ref.current?.closest('[data-component]');
    // the exporter loads on the first download: a chart that is only looked at does not carry it
    if (element) void import('./chart-export').then(({ exportChart }) => exportChart(element, format, title));
  };
  if (!table && !exportable) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
    <div ref={ref} role="group" aria-label={messages.toolbar} className="pulzus-chart-toolbar">
      {table && <ChartTableToggle />}
      {exportable && (
        <>
          <button type="button" onClick={() => download('svg')}>
            {messages.exportSvg}
          </button>
          <button type="button" onClick={() => download('png')}>
            {messages.exportPng}
          </button>
        </>
      )}
    </div>
  );
}
