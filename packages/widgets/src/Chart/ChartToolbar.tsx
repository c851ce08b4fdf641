import { useRef } from 'react';
import { useChartShell } from './ChartShell';
import { ChartTableToggle } from './ChartTableToggle';

/** Chart tools: show or hide the data table, download as SVG or PNG (`exportable`, default true). */
export function ChartToolbar({ exportable = true }: { exportable?: boolean }) {
  const { messages, title } = useChartShell();
  const ref = useRef<HTMLDivElement>(null);
  const download = (format: 'svg' | 'png') => {
    const element = ref.current?.closest('[data-component]');
    // the exporter loads on the first download: a chart that is only looked at does not carry it
    if (element) void import('./chart-export').then(({ exportChart }) => exportChart(element, format, title));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
    <div ref={ref} role="group" aria-label={messages.toolbar} className="pulzus-chart-toolbar">
      <ChartTableToggle />
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
