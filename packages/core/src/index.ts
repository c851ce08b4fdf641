/**
 * @pulzus/core — the public API. One hand-written barrel, named exports only (style.md §3).
 * Inside the package, import the module itself, never this file. `index.test.ts` snapshots the
 * export list so that every change to the public API shows in review.
 */

// ── contract: schemas, routes, errors, API client ─────────────────────────────────────────────
// (contract section)
export {
  isIsoDate,
  zCreatedResponse,
  zDataUrl,
  zDateTime,
  zEmptyPayload,
  zFileUploadPayload,
  zId,
  zIdParam,
  zIdParams,
  zIsoDate,
  zOkResponse,
  zSetEnabledPayload,
  zStatusTokenResponse,
  zUploadFile,
} from './schemas/common';
export type {
  CreatedResponse,
  DataUrl,
  DateTime,
  EmptyPayload,
  FileUploadPayload,
  Id,
  IdParams,
  IsoDate,
  OkResponse,
  SetEnabledPayload,
  StatusTokenResponse,
  UploadFile,
} from './schemas/common';
export { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './schemas/language-codes';
export type { LanguageCode } from './schemas/language-codes';
export { zLanguage, zLanguageChangeParams, zLanguageCode, zLanguagesResponse } from './schemas/language';
export type { Language, LanguageChangeParams, LanguagesResponse } from './schemas/language';
export {
  ROLE_IDS,
  ROLE_SLUGS,
  roleLabelKey,
  zRole,
  zRoleId,
  zRoleSlug,
  zRolesResponse,
} from './schemas/role';
export type { Role, RoleId, RoleSlug, RolesResponse } from './schemas/role';
export {
  DEFAULT_ACCOUNT_TIME_ZONE,
  isKnownTimeZone,
  zAccount,
  zAccountLanguage,
  zAccountPayload,
  zAccountTimeZone,
  zAccountsResponse,
  zSessionAccountSetPayload,
} from './schemas/account';
export type {
  Account,
  AccountLanguage,
  AccountPayload,
  AccountsResponse,
  SessionAccountSetPayload,
} from './schemas/account';
export {
  zUser,
  zUserCreatePayload,
  zUserPasswordPayload,
  zUsersResponse,
  zUserUpdatePayload,
} from './schemas/user';
export type {
  User,
  UserCreatePayload,
  UserPasswordPayload,
  UsersResponse,
  UserUpdatePayload,
} from './schemas/user';
export {
  SCOPE_MAX_DIMENSIONS,
  zScopeCoverage,
  zScopeDemography,
  zUserScope,
  zUserScopeCheckPayload,
  zUserScopeCheckResponse,
  zUserScopePayload,
  zUserScopeResponse,
} from './schemas/user-scope';
export type {
  ScopeCoverage,
  ScopeDemography,
  UserScope,
  UserScopeCheckPayload,
  UserScopeCheckResponse,
  UserScopePayload,
  UserScopeResponse,
} from './schemas/user-scope';
export {
  SHARE_RECIPIENT_STATUSES,
  zShareCandidate,
  zShareOpenPayload,
  zShareOpenResponse,
  zShareRecipient,
  zShareRecipientStatus,
  zSurveyDateShare,
  zSurveyDateShareCreated,
  zSurveyDateSharePayload,
  zSurveyDateSharesResponse,
} from './schemas/survey-date-share';
export type {
  ShareCandidate,
  ShareOpenPayload,
  ShareOpenResponse,
  ShareRecipient,
  ShareRecipientStatus,
  SurveyDateShare,
  SurveyDateShareCreated,
  SurveyDateSharePayload,
  SurveyDateSharesResponse,
} from './schemas/survey-date-share';
export {
  SCOPE_IMPORT_CHANGES,
  SCOPE_IMPORT_COLUMNS,
  SCOPE_IMPORT_ERROR_CODES,
  SCOPE_IMPORT_LISTED,
  SCOPE_IMPORT_MODES,
  zScopeImportErrorDetails,
  zScopeImportPreview,
  zScopeImportQuery,
  zScopeImportResponse,
  zScopeImportRow,
  zScopeImportRowError,
} from './schemas/scope-import';
export type {
  ScopeImportChange,
  ScopeImportColumn,
  ScopeImportErrorCode,
  ScopeImportErrorDetails,
  ScopeImportMode,
  ScopeImportPreview,
  ScopeImportQuery,
  ScopeImportResponse,
  ScopeImportRow,
  ScopeImportRowError,
} from './schemas/scope-import';
export { zLoginPayload, zPingResponse, zTokenResponse } from './schemas/auth';
export type { LoginPayload, PingResponse, TokenResponse } from './schemas/auth';
export {
  SSO_PROTOCOLS,
  zSsoDomain,
  zSsoDomainSetting,
  zSsoIssuerUrl,
  zSsoOidcCallbackPayload,
  zSsoSamlFinishPayload,
  zSsoSettings,
  zSsoSettingsPayload,
  zSsoSignInResponse,
  zSsoStartPayload,
  zSsoStartResponse,
} from './schemas/sso';
export type {
  SsoDomainSetting,
  SsoOidcCallbackPayload,
  SsoProtocol,
  SsoSamlFinishPayload,
  SsoSettings,
  SsoSettingsPayload,
  SsoSignInResponse,
  SsoStartPayload,
  SsoStartResponse,
} from './schemas/sso';
export {
  PASSWORD_EMAIL_TEMPLATES,
  zChangePasswordPayload,
  zCheckVerifyHashPayload,
  zPasswordEmailTemplate,
  zPasswordReminderPayload,
  zSetPasswordPayload,
} from './schemas/password';
export type {
  ChangePasswordPayload,
  CheckVerifyHashPayload,
  PasswordEmailTemplate,
  PasswordReminderPayload,
  SetPasswordPayload,
} from './schemas/password';
export { zWorkerGroup, zWorkerGroupCreatePayload, zWorkerGroupsResponse } from './schemas/worker-group';
export type { WorkerGroup, WorkerGroupCreatePayload, WorkerGroupsResponse } from './schemas/worker-group';
export {
  zBooleanQueryFlag,
  zLastSurveyDateResponse,
  zResponseCountResponse,
  zSetRefreshPayload,
  zSurveyDate,
  zSurveyDateAddPayload,
  zSurveyDateDay,
  zSurveyDateProviderSurvey,
  zSurveyDatesQuery,
  zSurveyDatesResponse,
} from './schemas/survey-date';
export type {
  LastSurveyDateResponse,
  ResponseCountResponse,
  SetRefreshPayload,
  SurveyDate,
  SurveyDateAddPayload,
  SurveyDateDay,
  SurveyDateProviderSurvey,
  SurveyDatesQuery,
  SurveyDatesResponse,
} from './schemas/survey-date';
export {
  zApiKeyLimit,
  zLimitsResponse,
  zProviderId,
  zProviderIdParams,
  zProviderApiKey,
  zProviderApiKeyRenamePayload,
  zProviderApiKeysResponse,
  zProviderClientIdResponse,
  zProviderCollector,
  zProviderCollectorsResponse,
  zProviderConnectPayload,
  zProviderConnectResponse,
  zProviderQuestion,
  zProviderQuestionsResponse,
  zProviderSurvey,
  zProviderSurveysResponse,
} from './schemas/provider';
export type {
  ApiKeyLimit,
  LimitsResponse,
  ProviderId,
  ProviderIdParams,
  ProviderApiKey,
  ProviderApiKeyRenamePayload,
  ProviderApiKeysResponse,
  ProviderClientIdResponse,
  ProviderCollector,
  ProviderCollectorsResponse,
  ProviderConnectPayload,
  ProviderConnectResponse,
  ProviderQuestion,
  ProviderQuestionsResponse,
  ProviderSurvey,
  ProviderSurveysResponse,
} from './schemas/provider';
export {
  DEMOGRAPHY_TYPES,
  zDemographiesOrderPayload,
  zDemographiesResponse,
  zDemography,
  zDemographyAnswer,
  zDemographyAnswerInput,
  zDemographyCreatePayload,
  zDemographyType,
  zDemographyUpdatePayload,
} from './schemas/demography';
export type {
  DemographiesOrderPayload,
  DemographiesResponse,
  Demography,
  DemographyAnswer,
  DemographyAnswerInput,
  DemographyCreatePayload,
  DemographyType,
  DemographyUpdatePayload,
} from './schemas/demography';
export {
  zCollector,
  zCollectorDemography,
  zCollectorInput,
  zCollectorsResponse,
  zCollectorsSavePayload,
  zCollectorsXlsxUploadPayload,
  zCollectorsXlsxUploadResponse,
} from './schemas/collector';
export type {
  Collector,
  CollectorDemography,
  CollectorInput,
  CollectorsResponse,
  CollectorsSavePayload,
  CollectorsXlsxUploadPayload,
  CollectorsXlsxUploadResponse,
} from './schemas/collector';
export {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  zPlainText,
} from './validation/control-characters';
export {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  zAuditAction,
  zAuditEvent,
  zAuditLogCsvQuery,
  zAuditLogFilters,
  zAuditLogQuery,
  zAuditLogResponse,
  zAuditScope,
  zAuditSubjectType,
} from './schemas/audit';
export type {
  AuditAction,
  AuditEvent,
  AuditLogCsvQuery,
  AuditLogFilters,
  AuditLogQuery,
  AuditLogResponse,
  AuditScope,
  AuditSubjectType,
} from './schemas/audit';
export {
  ITEM_MATCH_STATUSES,
  zItemMatch,
  zItemMatchDecision,
  zItemMatchesResponse,
  zItemMatchesSavePayload,
  zItemMatchKind,
  zItemMatchStatus,
  zItemMatchTarget,
} from './schemas/item-match';
export type {
  ItemMatch,
  ItemMatchDecision,
  ItemMatchesResponse,
  ItemMatchesSavePayload,
  ItemMatchKind,
  ItemMatchStatus,
  ItemMatchTarget,
} from './schemas/item-match';
export {
  zQuestion,
  zTopic,
  zTopicInput,
  zTopicsParams,
  zTopicsResponse,
  zTopicsSavePayload,
  zQuestionInput,
} from './schemas/question';
export type {
  Question,
  Topic,
  TopicInput,
  TopicsParams,
  TopicsResponse,
  TopicsSavePayload,
  QuestionInput,
} from './schemas/question';
export {
  zDocument,
  zDocumentDownloadParams,
  zDocumentDownloadTokenResponse,
  zDocumentsResponse,
  zDocumentUploadPayload,
} from './schemas/document';
export type {
  Document,
  DocumentDownloadParams,
  DocumentDownloadTokenResponse,
  DocumentsResponse,
  DocumentUploadPayload,
} from './schemas/document';
export {
  zEmailTemplate,
  zEmailTemplatesResponse,
  zEmailTemplateUpdatePayload,
} from './schemas/email-template';
export type {
  EmailTemplate,
  EmailTemplatesResponse,
  EmailTemplateUpdatePayload,
} from './schemas/email-template';
export {
  zGraphTranslationsQuery,
  zGraphTranslationsResponse,
  zTranslationsParams,
  zTranslationsUploadPayload,
  zTranslationsUploadResponse,
} from './schemas/translations';
export type {
  GraphTranslationsQuery,
  GraphTranslationsResponse,
  TranslationsParams,
  TranslationsUploadPayload,
  TranslationsUploadResponse,
} from './schemas/translations';
export {
  DOWNLOAD_RESOURCES,
  zDownloadResource,
  zDownloadTicketPayload,
  zDownloadTicketResponse,
  zParticipationXlsxQuery,
  zTicketQuery,
} from './schemas/download-ticket';
export type {
  DownloadResource,
  DownloadTicketPayload,
  DownloadTicketResponse,
  ParticipationXlsxQuery,
  TicketQuery,
} from './schemas/download-ticket';
export {
  REPORT_FORMATS,
  REPORT_STATES,
  zReportData,
  zReportFormat,
  zReportGraph,
  zReportJob,
  zReportPopulation,
  zReportRequest,
  zReportSummary,
} from './schemas/report';
export type {
  ReportData,
  ReportFormat,
  ReportGraph,
  ReportJob,
  ReportPopulation,
  ReportRequest,
  ReportRequestInput,
  ReportSummary,
} from './schemas/report';
export {
  EMBED_CONTROL_OF_FIELD,
  EMBED_CONTROLS,
  EMBED_KEY_NAME_MAX_LENGTH,
  EMBED_KEY_PREFIX,
  EMBED_ROLE,
  EMBED_SECRET_PREFIX,
  EMBED_TOKEN_MAX_LENGTH,
  embedControlsOf,
  graphQueryFields,
  zEmbedClaim,
  zEmbedControl,
  zEmbedGraphs,
  zEmbedKey,
  zEmbedKeyCreatePayload,
  zEmbedKeyCreateResponse,
  zEmbedKeysResponse,
  zEmbedKeyUpdatePayload,
  zEmbedLock,
  zEmbedOrigin,
  zEmbedSessionPayload,
  zEmbedSessionResponse,
  zEmbedSigningSecretResponse,
} from './schemas/embed';
export type {
  EmbedClaim,
  EmbedControl,
  EmbedKey,
  EmbedKeyCreatePayload,
  EmbedKeyCreateResponse,
  EmbedKeysResponse,
  EmbedKeyUpdatePayload,
  EmbedLock,
  EmbedSessionPayload,
  EmbedSessionResponse,
  EmbedSigningSecretResponse,
} from './schemas/embed';
export {
  DATA_IMPORT_REFRESH_MS,
  IMPORT_JOB_ERROR_CODES,
  IMPORT_JOB_KINDS,
  IMPORT_JOB_RUNNING_STATES,
  IMPORT_JOB_STATES,
  isImportJobRunning,
  MANUAL_IMPORT_ERRORS_LISTED,
  MANUAL_IMPORT_LAYOUTS,
  surveysWithRunningImport,
  zFileImportResponse,
  zImportJob,
  zImportJobProgress,
  zImportJobsResponse,
  zImportQueuedResponse,
  zManualImportErrorDetails,
  zManualImportPreview,
  zManualImportPreviewCollector,
  zManualImportRowError,
} from './schemas/data-import';
export type {
  FileImportResponse,
  ImportJob,
  ImportJobErrorCode,
  ImportJobKind,
  ImportJobProgress,
  ImportJobsResponse,
  ImportJobState,
  ImportQueuedResponse,
  ManualImportErrorDetails,
  ManualImportLayout,
  ManualImportPreview,
  ManualImportPreviewCollector,
  ManualImportRowError,
} from './schemas/data-import';
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
export { CHART_GRAPH_SLUGS, GRAPH_SLUGS } from './schemas/graph-slugs';
export type { ChartGraphSlug, GraphSlug } from './schemas/graph-slugs';
export {
  zAnswerFilter,
  zChartGraphSlug,
  zCommitmentDemographicsQuery,
  zCommitmentDetailedQuery,
  zCommitmentRankingQuery,
  zCommitmentTotalQuery,
  zDemographicsQuery,
  zDemographyFilter,
  zGraphDataRequest,
  zGraphFilter,
  zGraphSlug,
  zQuestionFilter,
  zSatisfactionDemographicsQuery,
  zSatisfactionTopicsQuery,
  zSatisfactionTotalQuery,
  zTotalQuery,
  zWorkerGroupFilter,
} from './schemas/graph-query';
export type {
  AnswerFilter,
  DemographyFilter,
  GraphDataRequest,
  GraphFilter,
  GraphQueryOf,
  QuestionFilter,
  WorkerGroupFilter,
} from './schemas/graph-query';
export {
  GRAPH_WARNINGS,
  zGraphExcelExport,
  zGraphExcelExportForm,
  zGraphMeta,
  zGraphResponse,
  zGraphSeries,
  zGraphWarning,
  zTopicColor,
  zWithheldReason,
  WITHHELD_REASONS,
} from './schemas/graph-response';
export type {
  GraphExcelExport,
  GraphExcelExportForm,
  GraphMeta,
  GraphResponse,
  GraphSeries,
  GraphWarning,
  TopicColor,
  WithheldReason,
} from './schemas/graph-response';
export {
  zFilterOption,
  zFilterOptionReason,
  zGraphFilterOptions,
  zGraphFilterOptionsRequest,
} from './schemas/graph-filter-options';
export type {
  FilterOption,
  GraphFilterOptions,
  GraphFilterOptionsRequest,
} from './schemas/graph-filter-options';
export {
  zAdminGraphExplanationsPayload,
  zEnabledGraphs,
  zEnabledGraphsPayload,
  zGraphDimension,
  zGraphDimensionGroup,
  zGraphDimensionsPayload,
  zGraphExplanations,
  zGraphExplanationsPayload,
} from './schemas/graph-settings';
export type {
  AdminGraphExplanationsPayload,
  EnabledGraphs,
  EnabledGraphsPayload,
  GraphDimension,
  GraphDimensionGroup,
  GraphDimensionsPayload,
  GraphExplanations,
  GraphExplanationsPayload,
} from './schemas/graph-settings';
export {
  zParticipationCollector,
  zParticipationDemography,
  zParticipationRateRequest,
  zParticipationRateResponse,
} from './schemas/participation';
export type {
  ParticipationCollector,
  ParticipationDemography,
  ParticipationRateRequest,
  ParticipationRateResponse,
} from './schemas/participation';
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
export {
  COMMENT_THRESHOLD_FLOOR,
  COMMENT_THRESHOLD_MAX,
  commentThreshold,
  zComment,
  zCommentHideParams,
  zCommentHidePayload,
  zCommentSettingsPayload,
  zCommentSettingsResponse,
  zCommentsQuery,
  zCommentsResponse,
  zMaskedNames,
  zQuestionCommentsPayload,
} from './schemas/comments';
export type {
  Comment,
  CommentHideParams,
  CommentHidePayload,
  CommentSettingsPayload,
  CommentSettingsResponse,
  CommentsQuery,
  CommentsQueryInput,
  CommentsResponse,
  QuestionCommentsPayload,
} from './schemas/comments';
export { foldText, MASKED_NAME, maskWords, matchesSearch, nameMasker } from './comments/comment-text';

// The graph engine (the survey cube, computeGraph, the snapshot codec) is server-only: its own
// entry, `@pulzus/core/analytics` (analytics/index.ts), keeps it out of browser bundles.
