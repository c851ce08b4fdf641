/**
 * @pulzus/core — the public API. One hand-written barrel, named exports only (style.md §3).
 * Inside the package, import the module itself, never this file. `index.test.ts` snapshots the
 * export list so that every change to the public API shows in review.
 */

// ── contract: schemas, routes, errors, API client ─────────────────────────────────────────────
// (contract section)
// the schemas are listed once, in their own entry `@pulzus/core/schemas` (schemas/index.ts)
export * from './schemas/index';

export {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  zPlainText,
} from './validation/control-characters';

export {
  codeForStatus,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorMessageKey,
  errorStatus,
  isErrorCode,
} from './errors/catalogue';
export type { ErrorCatalogueEntry, ErrorCode, ErrorMessageKey } from './errors/catalogue';
export { zCellErrorDetails, zErrorBody, zLoginErrorDetails, zValidationIssue } from './errors/error-body';
export type { CellErrorDetails, ErrorBody, LoginErrorDetails, ValidationIssue } from './errors/error-body';
export { ApiError, isApiError } from './errors/api-error';
export type { ErrorDetails } from './errors/api-error';
export {
  CHANGE_PASSWORD_ERROR_CODES,
  changePasswordErrorMessageKey,
  COLLECTOR_UPLOAD_ERROR_CODES,
  collectorUploadErrorMessageKey,
  LOGIN_ERROR_CODES,
  loginErrorMessage,
  loginErrorMessageKey,
  brokenPasswordRule,
  PASSWORD_ERROR_CODES,
  PASSWORD_FIELD_MESSAGE_KEYS,
  PASSWORD_GUESSABLE_MESSAGE_KEYS,
  passwordErrorMessageKey,
  replacePlaceholder,
} from './errors/message-keys';
export {
  MANUAL_IMPORT_ERRORS_SHOWN,
  manualImportErrorMessage,
  summarizeManualImportErrors,
} from './errors/manual-import';
export type { ManualImportErrorMessage } from './errors/manual-import';
export { createMemoryStorage, createStorageTokenHolder, TOKEN_STORAGE_KEY } from './api/token-holder';
export type { TokenHolder, TokenStorage } from './api/token-holder';
export type {
  BodyKind,
  HttpMethod,
  RouteAccess,
  RouteCredential,
  RouteDefinition,
  RouteTicket,
} from './api/route-definition';
export { ROUTE_NAMES, routes } from './api/routes';
export type { RouteName, Routes } from './api/routes';
export {
  buildRequestHeaders,
  isRelativeUrl,
  isUnsafeMethod,
  isUploadPath,
  LANGUAGE_HEADER,
  readDocumentCookie,
  REFRESH_TOKEN_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './api/headers';
export type { HeaderInput } from './api/headers';
export { DEFAULT_BASE_URL } from './api/url';
export {
  DATA_IMPORT_PATH,
  oauthReturnAction,
  PROVIDER_AUTHORIZE_URL,
  PROVIDER_CONNECT_STATE_KEY,
  providerConnectUrl,
} from './api/provider-connect';
export type { OAuthReturnAction } from './api/provider-connect';
export type { FetchFunction, ResponseIssue, ResponseSchema } from './api/request';
export type { ApiClient, CallArgs, CallOptions, CallResult, RouteMethod } from './api/client-types';
export { createApiClient, createEmbedApiClient } from './api/client';
export type { EmbedRouteName } from './api/route-index';
export type { ApiClientOptions, CheckedRoute, ResponseSchemas } from './api/client';
// (end contract section)

// ── session, validation, dates, messages ──────────────────────────────────────────────────────
// (rules section)
export {
  ADMIN_ROLE,
  DEFAULT_CLOCK_OFFSET_SECONDS,
  PING_INTERVAL_MS,
  REFRESH_HEADER,
} from './session/constants';
export {
  decodeToken,
  readTokenClaims,
  TOKEN_NOT_JWT_MESSAGE,
  TOKEN_UNDECODABLE_MESSAGE,
} from './session/decode-token';
export { createPingSchedule } from './session/ping-schedule';
export type { PingSchedule, PingScheduleOptions, PingTimers } from './session/ping-schedule';
export { createSession } from './session/session';
export type { Session, SessionOptions } from './session/session';
export { zTokenClaims } from './session/token-claims';
export type { TokenClaims } from './session/token-claims';
export { newAccountForm, zAccountForm } from './validation/account-form';
export type { AccountForm } from './validation/account-form';
export { zCollectorEditForm, zCollectorForm } from './validation/collector-form';
export { embedSnippet, newEmbedKeyForm, zEmbedKeyForm } from './validation/embed-key-form';
export type { EmbedKeyForm, EmbedSnippetInput } from './validation/embed-key-form';
export {
  addEmbedOrigin,
  EMBED_KEY_MAX_ORIGINS,
  EMBED_ORIGIN_DUPLICATE,
  EMBED_ORIGIN_INVALID,
  EMBED_ORIGINS_TOO_MANY,
  isEmbedOriginAllowed,
  normaliseEmbedOrigin,
} from './validation/embed-origin';
export type { AddEmbedOriginResult } from './validation/embed-origin';
export {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_KIND_REFUSED,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_UPLOAD_ACCEPT,
  MAX_DOCUMENT_BYTES,
  validateDocumentFile,
} from './validation/document-file';
export type { DocumentFile } from './validation/document-file';
export type { CollectorEditForm, CollectorForm } from './validation/collector-form';
export { newDemographyForm, zDemographyAnswerForm, zDemographyForm } from './validation/demography-form';
export type {
  DemographyAnswerForm,
  DemographyForm,
  DemographyFormValues,
} from './validation/demography-form';
export {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isValidEmail,
  validateForgottenPasswordEmail,
} from './validation/email';
export {
  formErrors,
  NUMERIC_FIELD,
  REQUIRED_FIELD,
  showsInvalid,
  WHOLE_NUMBER_FIELD,
  zRequiredCount,
  zRequiredId,
  zRequiredNumber,
  zRequiredText,
} from './validation/form-errors';
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
export type { SurveyChoice, SurveyDateForm, SurveyDateFormCheck } from './validation/survey-date-form';
export {
  COLLECTOR_UPLOAD_ACCEPT,
  INVALID_FILE,
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
export { dateFnsLocaleFor, dateLocaleFor } from './dates/date-locale';
export { formatNumber, formatPercent, numberFormatter, percentFormatter } from './dates/number-format';
export {
  defaultSurveyDateMonth,
  latestSurveyDate,
  SURVEY_DATE_MONTHS,
  SURVEY_DATE_YEAR_SPAN,
  surveyDateYearChoices,
} from './dates/survey-date-choices';
export { formatSurveyDate, SURVEY_DATE_FORMAT_EN, SURVEY_DATE_FORMAT_HU } from './dates/survey-date-format';
export { formatTimestamp, formatTimestampInZone, TIMESTAMP_FORMAT } from './dates/timestamp-format';
export {
  formatStorageDate,
  parseStorageDate,
  SURVEY_DATE_STORAGE_FORMAT,
  surveyDateOfMonth,
  yearMonthOf,
} from './dates/survey-date-storage';
export type { YearMonth } from './dates/survey-date-storage';
export {
  graphMessages,
  interpolate,
  isMessageKey,
  MESSAGE_AREAS,
  messages,
  resolveLanguage,
  translate,
} from './i18n/catalogue';
export type { GraphMessageKey, MessageKey, MessageParams } from './i18n/catalogue';
export { BUILTIN_TEXT_KEYS, BUILTIN_TEXTS } from './i18n/builtin-texts';
export type { BuiltinTextKey, BuiltinTexts } from './i18n/builtin-texts';
export { BASE_TEXT_KEYS, BASE_TEXTS } from './i18n/base-texts';
export type { BaseTextKey, BaseTexts } from './i18n/base-texts';
// (end rules section)

// ── graphs: slugs, query builders, sidebar rules, participation, index maths ──────────────────
// (graph section)

export {
  BAR_AXIS_MAX,
  BAR_CHART_FRAME_HEIGHT,
  BAR_HEIGHT_PER_BAR,
  barChartHeight,
  CHART_MIN_HEIGHT,
} from './graph/chart-size';
export {
  defaultDemographyDimension,
  defaultGraphDimensions,
  defaultWorkerGroupDimension,
  dimensionsOf,
  withDefaultDimensions,
} from './graph/dimension-defaults';
export {
  canBeMainDimension,
  GRAPH_DIMENSION_USE,
  mainDimensionRow,
  singleMainDimension,
} from './graph/dimension-settings';
export type { GraphDimensionUse, MainDimensionScope } from './graph/dimension-settings';
export { executeGraphQuery } from './graph/execute-graph-query';
export type { GraphDataTransport } from './graph/execute-graph-query';
export { graphTitleKey } from './graph/graph-messages';
export { GRAPH_PALETTE, seriesColor } from './graph/graph-palette';
export { GraphQueryBuilder, graphQuery } from './graph/graph-query-builder';
export type { CompiledGraphQuery } from './graph/graph-query-builder';
export { isChartGraphSlug, isGraphSlug } from './graph/graph-slug';
export { chooseMainDimension, setDimensionFilter } from './graph/main-dimension';
export {
  canChooseOption,
  canRemoveTag,
  DEMOGRAPHY_FILTER_MIN_SELECTION,
  MULTI_SELECT,
} from './graph/multi-select-limits';
export { mergeParticipationRows } from './graph/participation-merge';
export type { ParticipationUnit } from './graph/participation-merge';
export { completionRatio, participationTables, titleDemography } from './graph/participation-table';
export type {
  ParticipationRow,
  ParticipationTable,
  ParticipationTableDemography,
  ParticipationTotal,
} from './graph/participation-table';
export { parseQuestionFilterAnswers } from './graph/question-filter-answers';
export { changeSatisfactionIndex, changeSurveyDates } from './graph/sidebar-dates';
export { sidebarFilters, sidebarQuery } from './graph/sidebar-query';
export type { SidebarQueryOptions } from './graph/sidebar-query';
export {
  addQuestionFilter,
  compileQuestionFilters,
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
  WITHHELD_NOTICE_KEYS,
  WITHHELD_REASON_KEYS,
  withheldReasonAt,
} from './graph/withheld-reasons';
export type { GraphNotice } from './graph/withheld-reasons';
export type { DroppedFilter } from './graph/dropped-filters';
export {
  engagementHeadline,
  HOME_TILE_GRAPHS,
  heatmapGlance,
  homeTileQueries,
  homeValue,
  largestMeaningfulChanges,
  participationSummary,
  statementExtremes,
  topicRanking,
} from './graph/results-home';
export { HEATMAP_MAX_TINT, heatmapTint } from './graph/heatmap-tint';
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
  isWorkerGroupRow,
  showEmployeeGroupSelect,
  showHideNotAnswered,
} from './graph/sidebar-visibility';
export { changeWorkerGroup, validDemographyId } from './graph/sidebar-worker-group';
export type { SidebarDemography } from './graph/sidebar-worker-group';
export { GRAPH_SURVEY_DATE_LIMITS, isMultiDateGraph, maxSurveyDates } from './graph/survey-date-limits';
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
export { graphRoute, visibleWelcomeLinks, WELCOME_LINKS } from './graph/welcome-links';
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
export type {
  DimensionDefault,
  GraphChartKind,
  GraphDateSource,
  GraphDefinition,
  GraphDimensionDefinition,
  GraphQueryFields,
  RowDimension,
  WelcomeGroupId,
} from './graph/graph-definitions';
export { ANSWER_BANDS, answerBand, isAnswer } from './indexes/answer-band';
export type { AnswerBand } from './indexes/answer-band';
export { addBandCounts, countBands, EMPTY_BAND_COUNTS, totalAnswers } from './indexes/band-counts';
export type { BandCounts } from './indexes/band-counts';
export { changeMargin, changeMeaningful } from './indexes/change-margin';
export { engagementAnswers } from './indexes/engagement-index';
export { indexCell } from './indexes/index-cell';
export { bandDistribution, largestRemainderPercents } from './indexes/largest-remainder';
export type { BandDistribution } from './indexes/largest-remainder';
export { MIN_GROUP_SIZE, resolveMinGroupSize } from './indexes/min-group-size';
export { poolAnswers } from './indexes/pooled-answers';
export type { AnswerSheet, PooledAnswers } from './indexes/pooled-answers';
export { populationWarning } from './indexes/population-warning';
export { positiveShare } from './indexes/positive-share';
export { privacyGate } from './indexes/privacy-gate';
export type { GatedValue } from './indexes/privacy-gate';
export { roundedPercent, roundHalfUp } from './indexes/round-half-up';
export { satisfactionAnswers } from './indexes/satisfaction-index';
export { topicAnswers } from './indexes/topic-index';
export {
  commitmentItemCodes,
  indexTopicItemCodes,
  isIndexTopic,
  topicItemCodes,
} from './indexes/topic-items';
export type { IndexTopic } from './indexes/topic-items';
export { asCount, asPercent, asShare, shareOf, shareToPercent } from './indexes/units';
export type { Count, Percent, Share } from './indexes/units';
// (end graph section)

// Comments (docs/privacy.md "Comments", docs/api.md "Comments"): the contract, accent-insensitive search and masking

export { foldText, MASKED_NAME, maskWords, matchesSearch, nameMasker } from './comments/comment-text';

// The graph engine (the survey cube, computeGraph, the snapshot codec) is server-only: its own
// entry, `@pulzus/core/analytics` (analytics/index.ts), keeps it out of browser bundles.
