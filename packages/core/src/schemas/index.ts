/**
 * @pulzus/core/schemas — the zod schemas of the API contract (style.md §9) and their types, for
 * code that validates: the server's routes, forms, tests. `@pulzus/core` re-exports them too; a
 * bundle that imports from here, or from `@pulzus/core` and uses a schema, carries zod — a bundle
 * that only draws charts does not (docs/releasing.md, "Entry points"). Named exports only (style.md §3).
 */
export {
  isIsoDate,
  zCreatedResponse,
  zDataUrl,
  zDateTime,
  zEmptyPayload,
  zFileUploadPayload,
  zId,
  zIdParam,
  zDataNamesQuery,
  zIdParams,
  zIsoDate,
  zOkResponse,
  zSetEnabledPayload,
  zStatusTokenResponse,
  zUploadFile,
} from './common';
export type {
  CreatedResponse,
  DataNamesQuery,
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
} from './common';
export { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './language-codes';
export type { LanguageCode } from './language-codes';
export { zLanguage, zLanguageChangeParams, zLanguageCode, zLanguagesResponse } from './language';
export type { Language, LanguageChangeParams, LanguagesResponse } from './language';
export {
  ROLE_IDS,
  ROLE_SLUGS,
  roleLabelKey,
  zRole,
  zRoleId,
  zRoleSlug,
  zRolesResponse,
} from './role';
export type { Role, RoleId, RoleSlug, RolesResponse } from './role';
export {
  DEFAULT_ACCOUNT_TIME_ZONE,
  isKnownTimeZone,
  zAccount,
  zAccountLanguage,
  zAccountPayload,
  zAccountTimeZone,
  zAccountsResponse,
  zSessionAccountSetPayload,
} from './account';
export type {
  Account,
  AccountLanguage,
  AccountPayload,
  AccountsResponse,
  SessionAccountSetPayload,
} from './account';
export {
  zUser,
  zUserCreatePayload,
  zUserPasswordPayload,
  zUsersResponse,
  zUserUpdatePayload,
} from './user';
export type {
  User,
  UserCreatePayload,
  UserPasswordPayload,
  UsersResponse,
  UserUpdatePayload,
} from './user';
export { zLoginPayload, zPingResponse, zTokenResponse } from './auth';
export type { LoginPayload, PingResponse, TokenResponse } from './auth';
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
} from './sso';
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
} from './sso';
export {
  PASSWORD_EMAIL_TEMPLATES,
  zChangePasswordPayload,
  zCheckVerifyHashPayload,
  zPasswordEmailTemplate,
  zPasswordReminderPayload,
  zSetPasswordPayload,
} from './password';
export type {
  ChangePasswordPayload,
  CheckVerifyHashPayload,
  PasswordEmailTemplate,
  PasswordReminderPayload,
  SetPasswordPayload,
} from './password';
export { zWorkerGroup, zWorkerGroupCreatePayload, zWorkerGroupsResponse } from './worker-group';
export type { WorkerGroup, WorkerGroupCreatePayload, WorkerGroupsResponse } from './worker-group';
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
} from './survey-date';
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
} from './survey-date';
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
} from './provider';
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
} from './provider';
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
} from './demography';
export type {
  DemographiesOrderPayload,
  DemographiesResponse,
  Demography,
  DemographyAnswer,
  DemographyAnswerInput,
  DemographyCreatePayload,
  DemographyType,
  DemographyUpdatePayload,
} from './demography';
export {
  zCollector,
  zCollectorDemography,
  zCollectorInput,
  zCollectorsResponse,
  zCollectorsSavePayload,
  zCollectorsXlsxUploadPayload,
  zCollectorsXlsxUploadResponse,
} from './collector';
export type {
  Collector,
  CollectorDemography,
  CollectorInput,
  CollectorsResponse,
  CollectorsSavePayload,
  CollectorsXlsxUploadPayload,
  CollectorsXlsxUploadResponse,
} from './collector';
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
} from './audit';
export type {
  AuditAction,
  AuditEvent,
  AuditLogCsvQuery,
  AuditLogFilters,
  AuditLogQuery,
  AuditLogResponse,
  AuditScope,
  AuditSubjectType,
} from './audit';
export {
  ITEM_MATCH_STATUSES,
  zItemMatch,
  zItemMatchDecision,
  zItemMatchesResponse,
  zItemMatchesSavePayload,
  zItemMatchKind,
  zItemMatchStatus,
  zItemMatchTarget,
} from './item-match';
export type {
  ItemMatch,
  ItemMatchDecision,
  ItemMatchesResponse,
  ItemMatchesSavePayload,
  ItemMatchKind,
  ItemMatchStatus,
  ItemMatchTarget,
} from './item-match';
export {
  zQuestion,
  zTopic,
  zTopicInput,
  zTopicsParams,
  zTopicsResponse,
  zTopicsSavePayload,
  zQuestionInput,
} from './question';
export type {
  Question,
  Topic,
  TopicInput,
  TopicsParams,
  TopicsResponse,
  TopicsSavePayload,
  QuestionInput,
} from './question';
export {
  zDocument,
  zDocumentDownloadParams,
  zDocumentDownloadTokenResponse,
  zDocumentsResponse,
  zDocumentUploadPayload,
} from './document';
export type {
  Document,
  DocumentDownloadParams,
  DocumentDownloadTokenResponse,
  DocumentsResponse,
  DocumentUploadPayload,
} from './document';
export {
  zEmailTemplate,
  zEmailTemplatesResponse,
  zEmailTemplateUpdatePayload,
} from './email-template';
export type {
  EmailTemplate,
  EmailTemplatesResponse,
  EmailTemplateUpdatePayload,
} from './email-template';
export {
  zGraphTranslationsQuery,
  zGraphTranslationsResponse,
  zTranslationsParams,
  zTranslationsUploadPayload,
  zTranslationsUploadResponse,
} from './translations';
export type {
  GraphTranslationsQuery,
  GraphTranslationsResponse,
  TranslationsParams,
  TranslationsUploadPayload,
  TranslationsUploadResponse,
} from './translations';
export {
  DOWNLOAD_RESOURCES,
  zDownloadResource,
  zDownloadTicketPayload,
  zDownloadTicketResponse,
  zParticipationXlsxQuery,
  zTicketQuery,
} from './download-ticket';
export type {
  DownloadResource,
  DownloadTicketPayload,
  DownloadTicketResponse,
  ParticipationXlsxQuery,
  TicketQuery,
} from './download-ticket';
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
} from './report';
export type {
  ReportData,
  ReportFormat,
  ReportGraph,
  ReportJob,
  ReportPopulation,
  ReportRequest,
  ReportRequestInput,
  ReportSummary,
} from './report';
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
} from './embed';
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
} from './embed';
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
} from './data-import';
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
} from './data-import';
export { CHART_GRAPH_SLUGS, GRAPH_SLUGS } from './graph-slugs';
export type { ChartGraphSlug, GraphSlug } from './graph-slugs';
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
} from './graph-query';
export type {
  AnswerFilter,
  DemographyFilter,
  GraphDataRequest,
  GraphFilter,
  GraphQueryOf,
  QuestionFilter,
  WorkerGroupFilter,
} from './graph-query';
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
} from './graph-response';
export type {
  GraphExcelExport,
  GraphExcelExportForm,
  GraphMeta,
  GraphResponse,
  GraphSeries,
  GraphWarning,
  TopicColor,
  WithheldReason,
} from './graph-response';
export {
  zFilterOption,
  zFilterOptionReason,
  zGraphFilterOptions,
  zGraphFilterOptionsRequest,
} from './graph-filter-options';
export type {
  FilterOption,
  GraphFilterOptions,
  GraphFilterOptionsRequest,
} from './graph-filter-options';
export {
  zAdminGraphExplanationsPayload,
  zEnabledGraphs,
  zEnabledGraphsPayload,
  zGraphDimension,
  zGraphDimensionGroup,
  zGraphDimensionsPayload,
  zGraphExplanations,
  zGraphExplanationsPayload,
} from './graph-settings';
export type {
  AdminGraphExplanationsPayload,
  EnabledGraphs,
  EnabledGraphsPayload,
  GraphDimension,
  GraphDimensionGroup,
  GraphDimensionsPayload,
  GraphExplanations,
  GraphExplanationsPayload,
} from './graph-settings';
export {
  zParticipationCollector,
  zParticipationDemography,
  zParticipationRateRequest,
  zParticipationRateResponse,
} from './participation';
export type {
  ParticipationCollector,
  ParticipationDemography,
  ParticipationRateRequest,
  ParticipationRateResponse,
} from './participation';
export {
  SCOPE_MAX_DIMENSIONS,
  zScopeCoverage,
  zScopeDemography,
  zUserScope,
  zUserScopeCheckPayload,
  zUserScopeCheckResponse,
  zUserScopePayload,
  zUserScopeResponse,
} from './user-scope';
export type {
  ScopeCoverage,
  ScopeDemography,
  UserScope,
  UserScopeCheckPayload,
  UserScopeCheckResponse,
  UserScopePayload,
  UserScopeResponse,
} from './user-scope';
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
} from './survey-date-share';
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
} from './survey-date-share';
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
} from './scope-import';
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
} from './scope-import';
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
} from './comments';
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
} from './comments';
