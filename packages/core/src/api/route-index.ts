import type { RouteDefinition } from './route-definition';
import type { RouteName, routes } from './routes';

/** What the client needs of one route: its method, path template, body kind and download ticket. */
export type RouteIndexEntry = Pick<RouteDefinition, 'method' | 'path' | 'bodyKind' | 'ticket'>;

/** One entry per call name of the route table. */
export type RouteIndex = { readonly [K in RouteName]: RouteIndexEntry };

/** The call that exchanges an embed key for an embed token: the one embed call without an `embed` flag. */
export const EMBED_EXCHANGE_ROUTE = 'embedSession';

/** The call names of {@link embedRouteIndex}. */
export type EmbedRouteName =
  | {
      [K in RouteName]: (typeof routes)[K] extends { readonly embed: true } ? K : never;
    }[RouteName]
  | typeof EMBED_EXCHANGE_ROUTE;

/** The routes an embed token may call, and the key exchange. */
export type EmbedRouteIndex = { readonly [K in EmbedRouteName]: RouteIndexEntry };

/**
 * Every route of `routes` as plain data, keyed by call name: what `createApiClient` needs, without the
 * zod schemas, so that a browser bundle of the client carries no zod (docs/embedding.md "The
 * element (client)"). Written from `routes`; route-index.test.ts fails when the two differ and
 * rewrites this file when run with
 * `UPDATE_ROUTE_INDEX=1 npx vitest run --project core packages/core/src/api/route-index.test.ts`.
 */
export const routeIndex: RouteIndex = {
  login: { method: 'POST', path: 'login', bodyKind: 'json' },
  logout: { method: 'POST', path: 'logout', bodyKind: 'json' },
  sessionReturn: { method: 'POST', path: 'session/return', bodyKind: 'json' },
  ping: { method: 'GET', path: 'ping', bodyKind: 'json' },
  sessionAccountSet: { method: 'POST', path: 'session-account/set', bodyKind: 'json' },
  accountLanguages: { method: 'GET', path: 'account/languages', bodyKind: 'json' },
  accountLanguageChange: { method: 'GET', path: 'account/languages/change/{langId}', bodyKind: 'json' },
  accountLanguageSet: { method: 'POST', path: 'account/languages/change/{langId}', bodyKind: 'json' },
  languages: { method: 'GET', path: 'languages', bodyKind: 'json' },
  roles: { method: 'GET', path: 'roles', bodyKind: 'json' },
  accountsList: { method: 'GET', path: 'accounts', bodyKind: 'json' },
  accountsAdd: { method: 'POST', path: 'accounts/add', bodyKind: 'json' },
  accountsUpdate: { method: 'PUT', path: 'accounts/{id}', bodyKind: 'json' },
  accountsSetEnabled: { method: 'POST', path: 'accounts/{id}/set-enabled', bodyKind: 'json' },
  usersList: { method: 'GET', path: 'users/get-user-list', bodyKind: 'json' },
  usersAdmins: { method: 'GET', path: 'users/admin', bodyKind: 'json' },
  usersCreate: { method: 'POST', path: 'users', bodyKind: 'json' },
  usersUpdate: { method: 'PUT', path: 'users/{id}', bodyKind: 'json' },
  usersDelete: { method: 'DELETE', path: 'users/{id}', bodyKind: 'json' },
  usersSetEnabled: { method: 'POST', path: 'users/{id}/set-enabled', bodyKind: 'json' },
  usersLoginAs: { method: 'POST', path: 'users/{id}/login-as', bodyKind: 'json' },
  usersSendPasswordReminder: { method: 'POST', path: 'users/{id}/send-password-reminder', bodyKind: 'json' },
  usersUpdatePassword: { method: 'PUT', path: 'users/{id}/password', bodyKind: 'json' },
  usersUnlock: { method: 'POST', path: 'users/{id}/unlock-user', bodyKind: 'json' },
  usersChangePassword: { method: 'POST', path: 'users/change-password', bodyKind: 'json' },
  usersPasswordReminder: { method: 'POST', path: 'users/password-reminder', bodyKind: 'json' },
  usersCheckVerifyHash: { method: 'POST', path: 'users/check-verify-hash', bodyKind: 'json' },
  usersSetPassword: { method: 'POST', path: 'users/set-password', bodyKind: 'json' },
  usersScope: { method: 'GET', path: 'users/{id}/scope', bodyKind: 'json' },
  usersScopeSave: { method: 'PUT', path: 'users/{id}/scope', bodyKind: 'json' },
  usersScopeCheck: { method: 'POST', path: 'users/scope-check', bodyKind: 'json' },
  usersScopeImportPreview: { method: 'POST', path: 'users/scope-import/preview', bodyKind: 'upload' },
  usersScopeImport: { method: 'POST', path: 'users/scope-import', bodyKind: 'upload' },
  sessionScope: { method: 'GET', path: 'session/scope', bodyKind: 'json' },
  workerGroupsList: { method: 'GET', path: 'worker-groups', bodyKind: 'json' },
  workerGroupsCreate: { method: 'POST', path: 'worker-groups', bodyKind: 'json' },
  surveyDatesList: { method: 'GET', path: 'survey-dates', bodyKind: 'json' },
  surveyDatesLast: { method: 'GET', path: 'survey-dates/get-last-survey-date', bodyKind: 'json' },
  surveyDatesResponseCount: { method: 'GET', path: 'survey-dates/{id}/response-count', bodyKind: 'json' },
  surveyDatesCreate: { method: 'POST', path: 'survey-dates', bodyKind: 'json' },
  surveyDatesSetEnabled: { method: 'POST', path: 'survey-dates/{id}/set-enabled', bodyKind: 'json' },
  itemMatchesList: { method: 'GET', path: 'survey-dates/{id}/item-matches', bodyKind: 'json' },
  itemMatchesSave: { method: 'PUT', path: 'survey-dates/{id}/item-matches', bodyKind: 'json' },
  surveyDatesSetRefresh: { method: 'PATCH', path: 'survey-dates/{id}/set-refresh', bodyKind: 'json' },
  surveyDatesDelete: { method: 'DELETE', path: 'survey-dates/{id}', bodyKind: 'json' },
  surveyDatesDeleteAnswers: { method: 'DELETE', path: 'survey-dates/{id}/answers', bodyKind: 'json' },
  providerSurveys: { method: 'GET', path: 'sm-surveys', bodyKind: 'json' },
  providerSurveysBySessionAccount: { method: 'GET', path: 'sm-surveys-by-session-account', bodyKind: 'json' },
  providerApiKeys: { method: 'GET', path: 'sm-api-key', bodyKind: 'json' },
  providerCollectors: { method: 'GET', path: 'survey-dates/{id}/sm-collectors', bodyKind: 'json' },
  providerSurveyQuestions: { method: 'GET', path: 'sm-surveys/{id}/questions', bodyKind: 'json' },
  providerClientId: { method: 'GET', path: 'sm-client-id', bodyKind: 'json' },
  providerConnect: { method: 'POST', path: 'sm-connect', bodyKind: 'json' },
  providerApiKeyRename: { method: 'PATCH', path: 'sm-api-key/{id}', bodyKind: 'json' },
  demographiesList: { method: 'GET', path: 'survey-dates/{id}/demographies', bodyKind: 'json' },
  demographiesCreate: { method: 'POST', path: 'survey-dates/{id}/demographies', bodyKind: 'json' },
  demographiesUpdate: { method: 'PUT', path: 'demographies/{id}', bodyKind: 'json' },
  demographiesDelete: { method: 'DELETE', path: 'demographies/{id}', bodyKind: 'json' },
  demographiesOrder: { method: 'PUT', path: 'survey-dates/{id}/demographies-order', bodyKind: 'json' },
  collectorsList: { method: 'GET', path: 'survey-dates/{id}/collectors', bodyKind: 'json' },
  collectorsSave: { method: 'PUT', path: 'survey-dates/{id}/collectors', bodyKind: 'json' },
  collectorsXlsxUpload: { method: 'POST', path: 'survey-dates/{id}/collectors-xlsx', bodyKind: 'json' },
  collectorsXlsxDownload: {
    method: 'GET',
    path: 'survey-dates/{id}/collectors-xlsx',
    bodyKind: 'download',
    ticket: { resource: 'collectors-xlsx', idParam: 'id' },
  },
  topicsList: {
    method: 'GET',
    path: 'survey-dates/{id}/worker-group/{workerGroupId}/question-groups',
    bodyKind: 'json',
  },
  topicsSave: { method: 'PUT', path: 'question-groups', bodyKind: 'json' },
  dataImportLimits: { method: 'GET', path: 'data-import/limits', bodyKind: 'json' },
  dataImportJobs: { method: 'GET', path: 'data-import/jobs', bodyKind: 'json' },
  dataImportSurveys: { method: 'POST', path: 'data-import/surveys', bodyKind: 'json' },
  dataImportSurveyDetails: { method: 'POST', path: 'data-import/surveys/{id}/details', bodyKind: 'json' },
  dataImportSurveyCollectors: {
    method: 'POST',
    path: 'data-import/surveys/{id}/collectors',
    bodyKind: 'json',
  },
  dataImportSurveyResponses: { method: 'POST', path: 'data-import/surveys/{id}/responses', bodyKind: 'json' },
  dataImportManual: { method: 'POST', path: 'data-import/manual-import', bodyKind: 'upload' },
  dataImportManualPreview: { method: 'POST', path: 'data-import/manual-import/preview', bodyKind: 'upload' },
  adminImportCsv: { method: 'POST', path: 'admin/import-csv', bodyKind: 'upload' },
  documentsList: { method: 'GET', path: 'survey-dates/{id}/documents', bodyKind: 'json' },
  documentsUpload: { method: 'POST', path: 'survey-dates/{id}/documents', bodyKind: 'json' },
  documentsDelete: { method: 'DELETE', path: 'documents/{id}', bodyKind: 'json' },
  documentsDownloadToken: { method: 'POST', path: 'documents/{id}/download', bodyKind: 'json' },
  documentsDownload: { method: 'GET', path: 'documents/download/{token}', bodyKind: 'download' },
  graphData: { method: 'POST', path: 'graph/data', bodyKind: 'json' },
  graphFilterOptions: { method: 'POST', path: 'graph/filter-options', bodyKind: 'json' },
  graphExcelExport: {
    method: 'POST',
    path: 'graph/excel-export',
    bodyKind: 'download',
    ticket: { resource: 'graph-excel-export' },
  },
  participationRate: { method: 'POST', path: 'graph/participation-rate', bodyKind: 'json' },
  participationXlsx: {
    method: 'GET',
    path: 'graph/participation-rate/survey-dates/{id}/xlsx',
    bodyKind: 'download',
    ticket: { resource: 'participation-xlsx', idParam: 'id' },
  },
  graphDimensions: { method: 'GET', path: 'survey-dates/{id}/graph-dimensions', bodyKind: 'json' },
  graphDimensionsSave: { method: 'POST', path: 'survey-dates/{id}/graph-dimensions', bodyKind: 'json' },
  enabledGraphs: { method: 'GET', path: 'account/enabled-graphs', bodyKind: 'json' },
  enabledGraphsSave: { method: 'POST', path: 'account/enabled-graphs', bodyKind: 'json' },
  graphExplanations: { method: 'GET', path: 'account/graph-explanations', bodyKind: 'json' },
  adminGraphExplanations: { method: 'GET', path: 'admin/graph-explanations', bodyKind: 'json' },
  graphExplanationsSave: { method: 'POST', path: 'account/graph-explanations', bodyKind: 'json' },
  emailTemplatesList: { method: 'GET', path: 'email-templates', bodyKind: 'json' },
  emailTemplatesUpdate: { method: 'POST', path: 'email-templates/{id}', bodyKind: 'json' },
  translationsDownload: {
    method: 'GET',
    path: 'language/{accountId}/csv',
    bodyKind: 'download',
    ticket: { resource: 'translations-csv', idParam: 'accountId' },
  },
  translationsUpload: { method: 'POST', path: 'language/{accountId}/csv', bodyKind: 'upload' },
  accountTranslations: { method: 'GET', path: 'account/translations', bodyKind: 'json' },
  accountGraphTranslations: { method: 'GET', path: 'account/translations/graph', bodyKind: 'json' },
  downloadTickets: { method: 'POST', path: 'download-tickets', bodyKind: 'json' },
  reportCreate: { method: 'POST', path: 'reports', bodyKind: 'json' },
  reportStatus: { method: 'GET', path: 'reports/{id}', bodyKind: 'json' },
  reportFile: {
    method: 'GET',
    path: 'reports/{id}/file',
    bodyKind: 'download',
    ticket: { resource: 'report-file', idParam: 'id' },
  },
  embedKeysList: { method: 'GET', path: 'embed-keys', bodyKind: 'json' },
  embedKeysCreate: { method: 'POST', path: 'embed-keys', bodyKind: 'json' },
  embedKeysUpdate: { method: 'PUT', path: 'embed-keys/{id}', bodyKind: 'json' },
  embedKeysRotateSecret: { method: 'POST', path: 'embed-keys/{id}/signing-secret', bodyKind: 'json' },
  embedKeysRevoke: { method: 'DELETE', path: 'embed-keys/{id}', bodyKind: 'json' },
  embedSession: { method: 'POST', path: 'embed/session', bodyKind: 'json' },
  auditLogList: { method: 'GET', path: 'audit-log', bodyKind: 'json' },
  auditLogDownload: {
    method: 'GET',
    path: 'audit-log/{accountId}/csv',
    bodyKind: 'download',
    ticket: { resource: 'audit-log-csv', idParam: 'accountId' },
  },
  ssoStart: { method: 'POST', path: 'sso/start', bodyKind: 'json' },
  ssoOidcCallback: { method: 'POST', path: 'sso/oidc/callback', bodyKind: 'json' },
  ssoSamlFinish: { method: 'POST', path: 'sso/saml/finish', bodyKind: 'json' },
  ssoSettings: { method: 'GET', path: 'sso/settings', bodyKind: 'json' },
  ssoSettingsUpdate: { method: 'PUT', path: 'sso/settings', bodyKind: 'json' },
  surveyDateSharesList: { method: 'GET', path: 'survey-dates/{id}/shares', bodyKind: 'json' },
  surveyDateShareCreate: { method: 'POST', path: 'survey-dates/{id}/shares', bodyKind: 'json' },
  surveyDateShareOpen: { method: 'POST', path: 'survey-date-shares/open', bodyKind: 'json' },
  commentsList: { method: 'GET', path: 'comments', bodyKind: 'json' },
  commentsThemes: { method: 'GET', path: 'comments/themes', bodyKind: 'json' },
  commentsXlsx: {
    method: 'GET',
    path: 'comments/survey-dates/{id}/xlsx',
    bodyKind: 'download',
    ticket: { resource: 'comments-xlsx', idParam: 'id' },
  },
  commentsHide: { method: 'POST', path: 'comments/{commentId}/hide', bodyKind: 'json' },
  questionComments: { method: 'PUT', path: 'questions/{id}/comments', bodyKind: 'json' },
  commentSettings: { method: 'GET', path: 'account/comment-settings', bodyKind: 'json' },
  commentSettingsSave: { method: 'PUT', path: 'account/comment-settings', bodyKind: 'json' },
};

/**
 * The routes an embed token may call (those marked `embed`, docs/embedding.md) and the key exchange: the
 * index of the `<pulzus-graph>` element's client, which then carries none of the other routes. The
 * server answers 403 to an embed token on any other route, so the element loses no call it could make.
 */
export const embedRouteIndex: EmbedRouteIndex = {
  workerGroupsList: { method: 'GET', path: 'worker-groups', bodyKind: 'json' },
  surveyDatesList: { method: 'GET', path: 'survey-dates', bodyKind: 'json' },
  demographiesList: { method: 'GET', path: 'survey-dates/{id}/demographies', bodyKind: 'json' },
  topicsList: {
    method: 'GET',
    path: 'survey-dates/{id}/worker-group/{workerGroupId}/question-groups',
    bodyKind: 'json',
  },
  graphData: { method: 'POST', path: 'graph/data', bodyKind: 'json' },
  graphFilterOptions: { method: 'POST', path: 'graph/filter-options', bodyKind: 'json' },
  graphDimensions: { method: 'GET', path: 'survey-dates/{id}/graph-dimensions', bodyKind: 'json' },
  graphExplanations: { method: 'GET', path: 'account/graph-explanations', bodyKind: 'json' },
  accountGraphTranslations: { method: 'GET', path: 'account/translations/graph', bodyKind: 'json' },
  embedSession: { method: 'POST', path: 'embed/session', bodyKind: 'json' },
  commentsList: { method: 'GET', path: 'comments', bodyKind: 'json' },
  commentsThemes: { method: 'GET', path: 'comments/themes', bodyKind: 'json' },
};
