import { useChartShell } from './ChartShell';

/** The button that shows or hides the chart's data table (`${idPrefix}-table`), in the toolbar or under a chart. */
export function ChartTableToggle({ className }: { className?: string }) {
  const { messages, tableVisible, setTableVisible, idPrefix } = useChartShell();
  return (
    <button
      type="button"
      className={className}
      aria-expanded={tableVisible}
      aria-controls={`${idPrefix}-table`}
      onClick={() => setTableVisible(!tableVisible)}
    >
      {tableVisible ? messages.hideTable : messages.showTable}
    </button>
  );
}
