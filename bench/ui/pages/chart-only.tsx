// A consumer's page that imports only BarChart, built from the packages' dist/ as npm installs
// them (no `source` condition): what one chart adds over React is `chart_only_page_gzip_kb` minus
// `react_baseline_gzip_kb` (same harness). No ThemeProvider: the chart falls back to the default theme.
import { BarChart } from '@pulzus/widgets';
import { benchGraphResponse } from './bench-data';
import { installBench } from './harness';

installBench({
  Chart: BarChart,
  prepare: benchGraphResponse,
  bars: '[data-chart-bars] rect[role="img"]',
  attribute: 'width',
});
