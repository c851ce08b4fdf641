/**
 * @pulzus/widgets — the public API. One hand-written barrel, named exports only (style.md §3).
 */
export { theme, themeCssVariables } from './theme/theme';
export type { PulzusTheme } from './theme/theme';
// ── session bindings ──
export { addCatalogueTexts, createCatalogueI18n } from './session/i18n';
export { I18nextTranslatorProvider } from './session/I18nextTranslatorProvider';
export type { I18nextTranslatorProviderProps } from './session/I18nextTranslatorProvider';
export { createCatalogueTranslator, TranslatorContext } from './session/translator';
export type { I18nCatalogue, Translator } from './session/translator';
export { PulzusContext } from './session/pulzus-context';
export type { PulzusContextValue } from './session/pulzus-context';
export { PulzusProvider } from './session/PulzusProvider';
export type { PulzusProviderProps } from './session/PulzusProvider';
export { createPulzusQueryClient, QUERY_STALE_TIME_MS } from './session/query-client';
export { allTopicsQuery } from './query/all-topics-query';
export { routeKey, routeKeyPrefix } from './query/route-key';
export type { QueryRouteName, RouteArgs, RouteKey, RouteKeyPrefix } from './query/route-key';
export { routeMutation, routeMutationKey } from './query/route-mutation';
export type { MutationRouteName } from './query/route-mutation';
export { routeQuery } from './query/route-query';
export type { RouteQueryOptions, RouteQueryRest } from './query/route-query';
export { surveyDateScope } from './query/survey-date-scope';
export { useRouteMutation } from './query/useRouteMutation';
export type { Invalidation, RouteMutationOptions } from './query/useRouteMutation';
export { readSessionSnapshot } from './session/session-snapshot';
export type { SessionSnapshot } from './session/session-snapshot';
export { useAccountTranslations } from './session/useAccountTranslations';
export { useApiClient } from './session/useApiClient';
export { usePulzus } from './session/usePulzus';
export { useSession } from './session/useSession';
export { useFormatTimestamp } from './session/useFormatTimestamp';
export { useSwitchSessionAccount } from './session/useSwitchSessionAccount';
export { useT } from './session/useT';
export type { TranslateFunction } from './session/useT';
// ── end session bindings ──
export { BarChart, barChartHeightOf } from './BarChart/BarChart';
export type { BarChartProps } from './BarChart/BarChart';
export { ColumnChart } from './ColumnChart/ColumnChart';
export type { ColumnChartProps } from './ColumnChart/ColumnChart';
export { Heatmap } from './Heatmap/Heatmap';
export type { HeatmapMessages, HeatmapProps } from './Heatmap/Heatmap';
export { TrendChart } from './TrendChart/TrendChart';
export type { TrendChartProps } from './TrendChart/TrendChart';
export { DriverQuadrant } from './DriverQuadrant/DriverQuadrant';
export type { DriverQuadrantMessages, DriverQuadrantProps } from './DriverQuadrant/DriverQuadrant';
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
export { fileExtension, fileKind } from './Documents/file-kind';
export type { FileKind } from './Documents/file-kind';
export { FileTypeIcon } from './Documents/FileTypeIcon';
export { useDocumentDownload } from './Documents/useDocumentDownload';
export type { DocumentDownload } from './Documents/useDocumentDownload';
export { InfoPopover } from './InfoPopover/InfoPopover';
export type { InfoPopoverProps } from './InfoPopover/InfoPopover';
export { ReportButton } from './Report/ReportButton';
export type { ReportButtonProps, ReportSelection } from './Report/ReportButton';
export { ReportDialog } from './Report/ReportDialog';
export type { ReportDialogProps, ReportDialogState } from './Report/ReportDialog';
export { ReportDocument } from './Report/ReportDocument';
export type { ReportDocumentProps } from './Report/ReportDocument';
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
// ── basic UI primitives and toasts ──
export { Alert } from './ui/Alert';
export type { Tone } from './ui/Alert';
export { Button } from './ui/Button';
export type { ButtonSize, ButtonVariant } from './ui/Button';
export { Card, Form, FormActions, PageHeader, PageTitle, PublicPage } from './ui/Card';
export { ConfirmDialog } from './ui/ConfirmDialog';
export type { ConfirmDialogProps } from './ui/ConfirmDialog';
export { DataTable } from './ui/DataTable';
export type { DataTableColumn, DataTableProps } from './ui/DataTable';
export { FileField } from './ui/FileField';
export type { FileFieldProps } from './ui/FileField';
export { formatDateTime } from './ui/format-date-time';
export { keyResolver } from './ui/key-resolver';
export { Modal } from './ui/Modal';
export type { ModalProps, ModalSize } from './ui/Modal';
export { openInNewWindow } from './ui/open-in-new-window';
export { errorKey, LoadError, Loading } from './ui/PageStatus';
export { SelectField } from './ui/SelectField';
export type { SelectFieldOption, SelectFieldProps } from './ui/SelectField';
export { Switch } from './ui/Switch';
export type { SwitchProps } from './ui/Switch';
export { TextAreaField } from './ui/TextAreaField';
export type { TextAreaFieldProps } from './ui/TextAreaField';
export { TextField } from './ui/TextField';
export type { TextFieldProps } from './ui/TextField';
export { TOAST_DURATION_MS, useToasts } from './ui/toast-store';
export type { Toast, ToastState } from './ui/toast-store';
export { Toasts } from './ui/Toasts';
// ── end basic UI primitives ──
// ── sidebar, filters and the connected graph ──
// the comments view's parts, shared by the portal's comments page and the embed element (docs/comments.md)
export { CommentsFilters } from './Comments/CommentsFilters';
export type { CommentsFiltersProps } from './Comments/CommentsFilters';
export {
  COMMENTS_SEARCH_DEBOUNCE_MS,
  CommentsPanels,
  CommentsSearchField,
  CommentsWithheld,
} from './Comments/CommentsParts';
export type {
  CommentItem,
  CommentsAnswer,
  CommentsPanelsProps,
  CommentsSearchFieldProps,
  CommentThemesAnswer,
} from './Comments/CommentsParts';
export {
  type CommentsFilterChoice,
  commentsFilterCount,
  commentsFilterQuery,
  commentsGraphFilters,
  offeredDemographies,
} from './Comments/comments-filters';
export { CommentsControls } from './Comments/comments-styles';
export { DemographyFilters } from './DemographyFilters/DemographyFilters';
export type { DemographyFiltersProps } from './DemographyFilters/DemographyFilters';
export { Graph } from './Graph/Graph';
export type { GraphProps } from './Graph/Graph';
export { defaultGraphHref, ResultsHome } from './Home/ResultsHome';
export type { ResultsHomeProps } from './Home/ResultsHome';
export type { HomeFilter, ResultsHomeModel } from './Home/useResultsHome';
export { HomeTile } from './Home/HomeTile';
export type { HomeTileLinkProps, HomeTileProps } from './Home/HomeTile';
export type { HomeTileState } from './Home/home-tile-state';
export { EngagementTile } from './Home/EngagementTile';
export type { EngagementTileProps } from './Home/EngagementTile';
export { ParticipationTile } from './Home/ParticipationTile';
export type { ParticipationTileProps } from './Home/ParticipationTile';
export { TopicsTile } from './Home/TopicsTile';
export type { TopicsTileProps } from './Home/TopicsTile';
export { StatementsTile } from './Home/StatementsTile';
export type { StatementsTileProps } from './Home/StatementsTile';
export { ChangesTile } from './Home/ChangesTile';
export type { ChangesTileData, ChangesTileProps } from './Home/ChangesTile';
export { HeatmapGlanceTile } from './Home/HeatmapGlanceTile';
export type { HeatmapGlanceTileProps } from './Home/HeatmapGlanceTile';
export { GraphExportButton } from './Graph/GraphExportButton';
export type { GraphExportButtonProps } from './Graph/GraphExportButton';
export { graphControls, isBarGraph } from './Graph/graph-controls';
export type { GraphControls } from './Graph/graph-controls';
export { GRAPH_SIDEBAR_BREAKPOINT_PX, isNarrowViewport } from './Graph/narrow-viewport';
export { graphStartQueries } from './Graph/graph-start-queries';
export { useFilterRefusals } from './Graph/useFilterRefusals';
export { useGraphModel } from './Graph/useGraphModel';
export type { GraphModel } from './Graph/useGraphModel';
export { MultiSelect } from './MultiSelect/MultiSelect';
export type { MultiSelectProps } from './MultiSelect/MultiSelect';
export { QuestionFilters } from './QuestionFilters/QuestionFilters';
export type { QuestionFiltersProps } from './QuestionFilters/QuestionFilters';
export { SearchSelect } from './Select/SearchSelect';
export type { SearchSelectProps } from './Select/SearchSelect';
export { Select } from './Select/Select';
export type { SelectProps } from './Select/Select';
export type { SelectItems, SelectOption, SelectOptionGroup } from './Select/select-options';
export { SidebarLayout } from './Sidebar/Sidebar';
export type { SidebarLayoutProps, SidebarLinkComponent, SidebarLinkProps } from './Sidebar/Sidebar';
export { SurveyDateSelect } from './SurveyDateSelect/SurveyDateSelect';
export type { SurveyDateSelectProps } from './SurveyDateSelect/SurveyDateSelect';
// ── end sidebar, filters and graph ──
