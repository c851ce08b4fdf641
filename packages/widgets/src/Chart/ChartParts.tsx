import { ChartAxes } from './ChartAxes';
import { ChartBars } from './ChartBars';
import { BarDataTableOnDemand } from './BarDataTableOnDemand';
import { ChartGrid } from './ChartGrid';
import { ChartLegend } from './ChartLegend';
import { ChartSvg } from './ChartSvg';
import { ChartToolbar } from './ChartToolbar';
import { ChartTooltipOnDemand } from './ChartTooltipOnDemand';
import { usePrintMode } from './print-mode';

/**
 * The standard composition of a chart's parts under a chart root: tools, SVG, tooltip, legend, data
 * table; the tooltip's and the table's code load on demand, after the bars (docs/releasing.md "Size budgets").
 */
export function ChartParts() {
  // on paper the tools have no use: the data table is shown instead (print-mode.ts)
  const print = usePrintMode();
  return (
    <>
      {!print && <ChartToolbar />}
      <ChartSvg>
        <ChartGrid />
        <ChartAxes />
        <ChartBars />
      </ChartSvg>
      <ChartTooltipOnDemand />
      <ChartLegend />
      <BarDataTableOnDemand />
    </>
  );
}
