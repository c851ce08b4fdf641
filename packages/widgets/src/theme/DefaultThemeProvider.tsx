import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { withDefaultTheme } from './with-default-theme';

/**
 * Gives what it wraps the Pulzus theme: a surrounding ThemeProvider's theme laid over the default,
 * or the default alone. Every chart root wraps itself in it, so a chart draws with no provider at
 * all (packages/widgets/README.md "BarChart and ColumnChart"), its shared parts (status, tooltip,
 * data table, toolbar) included.
 */
export function DefaultThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withDefaultTheme}>{children}</ThemeProvider>;
}
