/**
 * @pulzus/core — the public API. One hand-written barrel, named exports only (style.md §3).
 * Inside the package, import the module itself, never this file. `index.test.ts` snapshots the
 * export list so that every change to the public API shows in review.
 */

// ── contract: schemas, routes, errors, API client ─────────────────────────────────────────────
// (contract section)
// the schemas are listed once, in their own entry `@pulzus/core/schemas` (schemas/index.ts)
export * from './schemas/index';

export { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './validation/control-characters';

export { ERROR_CATALOGUE, ERROR_CODES, errorMessageKey, isErrorCode } from './errors/catalogue';
export type { ErrorCode } from './errors/catalogue';
export { zErrorBody, zValidationIssue } from './errors/error-body';

export { ApiError, isApiError } from './errors/api-error';
export type { ErrorDetails } from './errors/api-error';
export {
  changePasswordErrorMessageKey,
  COLLECTOR_UPLOAD_ERROR_CODES,
  collectorUploadErrorMessageKey,
  loginErrorMessage,
  brokenPasswordRule,
  PASSWORD_FIELD_MESSAGE_KEYS,
  passwordErrorMessageKey,
  replacePlaceholder,
} from './errors/message-keys';
export { summarizeManualImportErrors } from './errors/manual-import';
export type { ManualImportErrorMessage } from './errors/manual-import';
export { createMemoryStorage, createStorageTokenHolder, TOKEN_STORAGE_KEY } from './api/token-holder';
export type { TokenHolder, TokenStorage } from './api/token-holder';
export type { RouteDefinition } from './api/route-definition';
export { ROUTE_NAMES } from './api/route-table';
export type { RouteName } from './api/route-table';
export { routes } from './api/routes';
export type { Routes } from './api/routes';
export { LANGUAGE_HEADER } from './api/headers';

export {
  DATA_IMPORT_PATH,
  oauthReturnAction,
  PROVIDER_CONNECT_STATE_KEY,
  providerConnectUrl,
} from './api/provider-connect';

export type { FetchFunction } from './api/request';
export type { ApiClient, CallArgs, CallResult } from './api/client-types';
export { createApiClient, createEmbedApiClient } from './api/client';
export type { EmbedRouteName } from './api/routes-embed-calls';
export type { ApiClientOptions, ResponseSchemas } from './api/client';
// (end contract section)

// ── session, validation, dates, messages ──────────────────────────────────────────────────────
// (rules section)
export { PING_INTERVAL_MS } from './session/constants';
export { decodeToken } from './session/decode-token';
export { createPingSchedule } from './session/ping-schedule';

export { createSession } from './session/session';
export type { Session, SessionOptions } from './session/session';
export { zTokenClaims } from './session/token-claims';
export type { TokenClaims } from './session/token-claims';
export { newAccountForm, zAccountForm } from './validation/account-form';
export type { AccountForm } from './validation/account-form';
export { zCollectorEditForm, zCollectorForm } from './validation/collector-form';
export { embedSnippet, newEmbedKeyForm, zEmbedKeyForm } from './validation/embed-key-form';
export type { EmbedKeyForm } from './validation/embed-key-form';
export { addEmbedOrigin, EMBED_ORIGIN_INVALID, isEmbedOriginAllowed } from './validation/embed-origin';

export {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_UPLOAD_ACCEPT,
  MAX_DOCUMENT_BYTES,
  validateDocumentFile,
} from './validation/document-file';

export type { CollectorEditForm, CollectorForm } from './validation/collector-form';
export { newDemographyForm, zDemographyAnswerForm, zDemographyForm } from './validation/demography-form';
export type {
  DemographyAnswerForm,
  DemographyForm,
  DemographyFormValues,
} from './validation/demography-form';
export { isValidEmail, validateForgottenPasswordEmail } from './validation/email';
export { formErrors, zRequiredText } from './validation/form-errors';
export type { FormErrors } from './validation/form-errors';
export { validateLogin } from './validation/login';
export type { LoginForm } from './validation/login';
export {
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateAdminSetPassword,
  validateChangePassword,
  validateNewPassword,
} from './validation/password';
export type { ChangePasswordForm, PasswordPair } from './validation/password';
export { zProviderConnectForm } from './validation/provider-connect-form';
export type { ProviderConnectForm } from './validation/provider-connect-form';
export { zQuestionForm, zTopicForm } from './validation/question-form';
export type { QuestionForm, TopicForm } from './validation/question-form';
export { zSessionAccountForm } from './validation/session-account-form';
export type { SessionAccountForm } from './validation/session-account-form';
export { checkSurveyDateForm, surveyDateCreateBody, surveysForApiKey } from './validation/survey-date-form';
export type { SurveyDateForm } from './validation/survey-date-form';
export {
  COLLECTOR_UPLOAD_ACCEPT,
  MANUAL_IMPORT_ACCEPT,
  TRANSLATIONS_UPLOAD_ACCEPT,
  validateCollectorUpload,
  validateManualImportFile,
  zDocumentUploadForm,
  zTranslationsUploadForm,
} from './validation/uploads';
export type { ChosenFile, DocumentUploadForm, TranslationsUploadForm } from './validation/uploads';
export {
  defaultUserRole,
  newUserForm,
  USER_SCREEN_ROLES,
  userFormSchema,
  userRoleOptions,
  zUserForm,
} from './validation/user-form';
export type { UserForm, UserScreen } from './validation/user-form';
export { workerGroupCode, zWorkerGroupForm } from './validation/worker-group-form';
export type { WorkerGroupForm } from './validation/worker-group-form';
export { moveWrapped, wrapAroundTarget } from './validation/wrap-around-move';
export type { MoveDirection } from './validation/wrap-around-move';
export { dateLocaleFor } from './dates/date-locale';
export { formatNumber, formatPercent } from './dates/number-format';
export {
  defaultSurveyDateMonth,
  latestSurveyDate,
  SURVEY_DATE_MONTHS,
  surveyDateYearChoices,
} from './dates/survey-date-choices';
export { formatSurveyDate } from './dates/survey-date-format';
export { formatTimestamp, formatTimestampInZone } from './dates/timestamp-format';

export {
  graphMessages,
  interpolate,
  isMessageKey,
  messages,
  resolveLanguage,
  translate,
} from './i18n/catalogue';
export type { GraphMessageKey, MessageKey, MessageParams } from './i18n/catalogue';
export { BUILTIN_TEXTS } from './i18n/builtin-texts';
export type { BuiltinTextKey } from './i18n/builtin-texts';
export { BASE_TEXT_KEYS, BASE_TEXTS } from './i18n/base-texts';
export type { BaseTextKey } from './i18n/base-texts';
// (end rules section)

// ── graphs: slugs, query builders, sidebar rules, participation, index maths ──────────────────
// (graph section)

export { BAR_AXIS_MAX, barChartHeight, CHART_MIN_HEIGHT } from './graph/chart-size';
export { defaultGraphDimensions, dimensionsOf, withDefaultDimensions } from './graph/dimension-defaults';
export { canBeMainDimension, GRAPH_DIMENSION_USE, singleMainDimension } from './graph/dimension-settings';

export { graphTitleKey } from './graph/graph-messages';
export { GRAPH_PALETTE } from './graph/graph-palette';
export { graphQuery } from './graph/graph-query-builder';

export { isChartGraphSlug } from './graph/graph-slug';
export { chooseMainDimension, setDimensionFilter } from './graph/main-dimension';
export {
  canChooseOption,
  canRemoveTag,
  DEMOGRAPHY_FILTER_MIN_SELECTION,
  MULTI_SELECT,
} from './graph/multi-select-limits';

export { completionRatio, participationTables } from './graph/participation-table';
export type {
  ParticipationTable,
  ParticipationTableDemography,
  ParticipationTotal,
} from './graph/participation-table';

export { changeSatisfactionIndex, changeSurveyDates } from './graph/sidebar-dates';
export { sidebarFilters, sidebarQuery } from './graph/sidebar-query';

export {
  addQuestionFilter,
  removeQuestionFilter,
  updateQuestionFilter,
} from './graph/sidebar-question-filters';
export { INITIAL_SIDEBAR_STATE } from './graph/sidebar-state';
export type { QuestionFilterDraft, SidebarState } from './graph/sidebar-state';
export {
  carriedFilterSearch,
  sidebarStateFromSearch,
  sidebarStateToSearch,
  withSearch,
} from './graph/sidebar-search-params';
export { droppedFilters } from './graph/dropped-filters';
export {
  graphNotices,
  seriesMinimum,
  WITHHELD_REASON_KEYS,
  withheldReasonAt,
} from './graph/withheld-reasons';

export type { DroppedFilter } from './graph/dropped-filters';
export {
  engagementHeadline,
  HOME_TILE_GRAPHS,
  heatmapGlance,
  homeTileQueries,
  largestMeaningfulChanges,
  participationSummary,
  statementExtremes,
  topicRanking,
} from './graph/results-home';
export { heatmapTint } from './graph/heatmap-tint';
export type {
  EngagementHeadline,
  HeatmapGlance,
  HeatmapGlanceRow,
  HomeCategoryValue,
  HomeChange,
  HomeTileQuery,
  HomeValue,
  StatementExtremes,
  TopicRanking,
} from './graph/results-home';
export {
  filterDemographyIds,
  showEmployeeGroupSelect,
  showHideNotAnswered,
} from './graph/sidebar-visibility';
export { changeWorkerGroup, validDemographyId } from './graph/sidebar-worker-group';

export { isMultiDateGraph, maxSurveyDates } from './graph/survey-date-limits';
export { TOPIC_COLOR_NAMES, TOPIC_COLORS, topicColorHex } from './graph/topic-colors';
export type { TopicColorName } from './graph/topic-colors';
export {
  MULTI_SELECT_SEARCH_DEBOUNCE_MS,
  QUESTION_FILTER_DEBOUNCE_MS,
  SIDEBAR_TRANSITION_MS,
} from './graph/ui-timings';
export {
  DRIVER_QUADRANTS,
  driverDividers,
  driverPoints,
  driverQuadrant,
  focusRanking,
} from './graph/driver-quadrants';
export type { DriverDividers, DriverPoint, DriverQuadrant } from './graph/driver-quadrants';
export { graphRoute, visibleWelcomeLinks } from './graph/welcome-links';
export type { WelcomeLink } from './graph/welcome-links';
export {
  chartQueryDefinition,
  GRAPH_DEFINITIONS,
  graphDefinition,
  graphQueryFieldNames,
  ROW_DIMENSIONS,
  WELCOME_GROUP_IDS,
} from './graph/graph-definitions';
export { requestedDemographyId, requestedSurveyDates, requestsEveryDate } from './graph/request-dates';
export type { RowDimension } from './graph/graph-definitions';

export { changeMargin, changeMeaningful } from './indexes/change-margin';

export { largestRemainderPercents } from './indexes/largest-remainder';

export { MIN_GROUP_SIZE, resolveMinGroupSize } from './indexes/min-group-size';

export { asCount, asPercent } from './indexes/units';
export type { Share } from './indexes/units';
// (end graph section)

// Comments (docs/privacy.md "Comments", docs/api.md "Comments"): the contract, accent-insensitive search and masking

export { MASKED_NAME, matchesSearch, nameMasker } from './comments/comment-text';

// The graph engine (the survey cube, computeGraph, the snapshot codec) is server-only: its own
// entry, `@pulzus/core/analytics` (analytics/index.ts), keeps it out of browser bundles.
