import { ChartAxes } from './ChartAxes';
import { ChartBars } from './ChartBars';
import { ChartDataTable } from './ChartDataTable';
import { ChartGrid } from './ChartGrid';
import { ChartLegend } from './ChartLegend';
import { ChartSvg } from './ChartSvg';
import { ChartToolbar } from './ChartToolbar';
import { ChartTooltip } from './ChartTooltip';

/** The standard composition of a chart's parts under a chart root: tools, SVG, tooltip, legend, data table. */
export function ChartParts({ exportable }: { exportable: boolean }) {
  return (
    <>
      <ChartToolbar exportable={exportable} />
      <ChartSvg>
        <ChartGrid />
        <ChartAxes />
        <ChartBars />
      </ChartSvg>
      <ChartTooltip />
      <ChartLegend />
      <ChartDataTable />
    </>
  );
}
