import { type GraphMessageKey, graphMessages } from '@pulzus/core';
import { pickMessages } from '../session/pick-messages';

/** The texts a chart shows (core catalogue keys `chart-*`); English by default, Hungarian built in, any of them overridable by props. */
export interface ChartMessages {
  /** Visible short text beside a withheld mark. */
  withheldShort: string;
  /** Accessible and table text of a withheld value. */
  withheld: string;
  /** Status text of the loading skeleton. */
  loading: string;
  /** Shown when there is nothing to draw. */
  empty: string;
  /** Shown when the data could not be loaded. */
  error: string;
  /** Toggle that shows the data table. */
  showTable: string;
  /** Toggle that hides the data table again. */
  hideTable: string;
  /** Header of the category column of the data table. */
  category: string;
  /** Button that downloads the chart as SVG. */
  exportSvg: string;
  /** Button that downloads the chart as PNG. */
  exportPng: string;
  /** Accessible name of the legend list. */
  legend: string;
  /** Accessible name of the chart tool buttons. */
  toolbar: string;
}

/** The catalogue key of each chart text (core's graphs area, so the embed bundle has them). */
const CHART_MESSAGE_KEYS = {
  withheldShort: 'chart-withheld-short',
  withheld: 'chart-withheld',
  loading: 'chart-loading',
  empty: 'chart-empty',
  error: 'chart-error',
  showTable: 'chart-show-table',
  hideTable: 'chart-hide-table',
  category: 'chart-category',
  exportSvg: 'chart-export-svg',
  exportPng: 'chart-export-png',
  legend: 'chart-legend',
  toolbar: 'chart-toolbar',
} as const satisfies Record<keyof ChartMessages, GraphMessageKey>;

/** English chart texts (the default), from the core catalogue. */
export const CHART_MESSAGES_EN: ChartMessages = pickMessages(graphMessages.en, CHART_MESSAGE_KEYS);

/** Hungarian chart texts, from the core catalogue. */
export const CHART_MESSAGES_HU: ChartMessages = pickMessages(graphMessages.hu, CHART_MESSAGE_KEYS);

/** The chart texts of a language ('hu' or English otherwise) with the given overrides. */
export function chartMessages(
  language: string | undefined,
  overrides?: Partial<ChartMessages>,
): ChartMessages {
  return { ...(language === 'hu' ? CHART_MESSAGES_HU : CHART_MESSAGES_EN), ...overrides };
}
