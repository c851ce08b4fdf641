import type { GraphResponse } from '@pulzus/core';
import { BarChart, theme } from '@pulzus/widgets';
import { ThemeProvider } from 'styled-components';
import { benchGraphResponse } from './bench-data';
import { installBench } from './harness';

/** Our BarChart from @pulzus/widgets, as a portal page or the embed draws it: inside the theme provider. */
function PulzusBars({ data }: { data: GraphResponse }) {
  return (
    <ThemeProvider theme={theme}>
      <BarChart data={data} title="Engagement index by unit" language="en" />
    </ThemeProvider>
  );
}

/** Installs the benchmark of our BarChart. */
export function installPulzusBench(): void {
  installBench({
    Chart: PulzusBars,
    prepare: benchGraphResponse,
    bars: '[data-chart-bars] rect[role="img"]',
    attribute: 'width',
  });
}
