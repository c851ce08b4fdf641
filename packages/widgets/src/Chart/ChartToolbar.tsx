import { useRef } from 'react';
import { useChart } from './chart-context';

/** Chart tools: show or hide the data table, download as SVG or PNG. */
export function ChartToolbar({ exportable = true }: { exportable?: boolean }) {
  const { messages, tableVisible, setTableVisible, title, idPrefix } = useChart();
  const ref = useRef<HTMLDivElement>(null);
  const root = () => ref.current?.closest('[data-component]') ?? null;
  const download = (format: 'svg' | 'png') => {
    const element = root();
    // the exporter loads on the first download: a chart that is only looked at does not carry it
    if (element) void import('./chart-export').then(({ exportChart }) => exportChart(element, format, title));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
    <div ref={ref} role="group" aria-label={messages.toolbar} className="pulzus-chart-toolbar">
      <button
        type="button"
        aria-expanded={tableVisible}
        aria-controls={`${idPrefix}-table`}
        onClick={() => setTableVisible(!tableVisible)}
      >
        {tableVisible ? messages.hideTable : messages.showTable}
      </button>
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
