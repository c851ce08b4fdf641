import { createContext, useContext } from 'react';

/** How a printed document lays its charts out (docs/reports.md "Print layout"). */
export interface PrintLayout {
  /**
   * The tallest a chart's drawing may be, px: what a page holds beneath a graph's heading, so the heading,
   * the chart and its legend share one page.
   */
  readonly maxChartHeight: number;
}

/**
 * Whether the charts are drawn for paper (the printed report, docs/reports.md "Print layout"), and how:
 * no screen controls (tools, view switches, "show data table" buttons, sorting buttons), the data tables
 * shown, the drawing no taller than a page holds. The report document provides a layout; everything else
 * the default `null` (the screen).
 */
export const PrintModeContext = createContext<PrintLayout | null>(null);

/** Whether the surrounding document is printed (see {@link PrintModeContext}). */
export function usePrintMode(): boolean {
  return useContext(PrintModeContext) !== null;
}

/** The print layout of the surrounding document, or null on screen (see {@link PrintModeContext}). */
export function usePrintLayout(): PrintLayout | null {
  return useContext(PrintModeContext);
}
