/**
 * @pulzus/widgets — the public API. One hand-written barrel, named exports only (style.md §3).
 */
export { theme, themeCssVariables } from './theme/theme';
export type { PulzusTheme } from './theme/theme';
// ── session bindings (helper P1) ──
export { createPulzusI18n } from './session/i18n';
export { PulzusContext } from './session/pulzus-context';
export type { PulzusContextValue } from './session/pulzus-context';
export { PulzusProvider } from './session/PulzusProvider';
export type { PulzusProviderProps } from './session/PulzusProvider';
export { createPulzusQueryClient, QUERY_STALE_TIME_MS } from './session/query-client';
export { pulzusQueryKeys } from './session/query-keys';
export { readSessionSnapshot } from './session/session-snapshot';
export type { SessionSnapshot } from './session/session-snapshot';
export { useApiClient } from './session/useApiClient';
export { usePulzus } from './session/usePulzus';
export { useSession } from './session/useSession';
export { useT } from './session/useT';
export type { TranslateFunction } from './session/useT';
// ── end session bindings ──
export { BarChart, barChartHeightOf } from './BarChart/BarChart';
export type { BarChartProps } from './BarChart/BarChart';
export { ColumnChart } from './ColumnChart/ColumnChart';
export type { ColumnChartProps } from './ColumnChart/ColumnChart';
export type { ChartProps } from './Chart/ChartRoot';
export { CHART_MESSAGES_EN, CHART_MESSAGES_HU, chartMessages } from './Chart/chart-messages';
export type { ChartMessages } from './Chart/chart-messages';
export {
  chartPngBlob,
  chartSvgMarkup,
  downloadBlob,
  exportChart,
  exportFileName,
} from './Chart/chart-export';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { InfoPopover } from './InfoPopover/InfoPopover';
export type { InfoPopoverProps } from './InfoPopover/InfoPopover';
export { ParticipationTable } from './ParticipationTable/ParticipationTable';
export type {
  ParticipationTableProps,
  ParticipationWorkerGroup,
} from './ParticipationTable/ParticipationTable';
export {
  PARTICIPATION_MESSAGES_EN,
  PARTICIPATION_MESSAGES_HU,
  participationMessages,
} from './ParticipationTable/participation-messages';
export type { ParticipationMessages } from './ParticipationTable/participation-messages';
