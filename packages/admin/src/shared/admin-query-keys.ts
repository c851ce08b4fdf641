import type { AuditLogQuery } from '@pulzus/core';

/**
 * The react-query keys of the admin screens. Account-scoped lists carry the session account id
 * (`aid`) after `'account'`, as the widgets' `pulzusQueryKeys` do, so a session-account change
 * loads fresh data (spec 2 §2).
 */
export const adminQueryKeys = {
  /** `GET languages`: every language, for the account popups. */
  languages: () => ['languages'] as const,
  /** `GET users/admin`: the administrators. */
  admins: (accountId: number | null) => ['account', accountId, 'admin', 'admins'] as const,
  /** `GET users/get-user-list`: the session account's users. */
  users: (accountId: number | null) => ['account', accountId, 'admin', 'users'] as const,
  /** `GET worker-groups` of a session account. */
  workerGroups: (accountId: number | null) => ['account', accountId, 'worker-groups'] as const,
  /** `GET survey-dates?all=true`: every survey date of a session account. */
  allSurveyDates: (accountId: number | null) => ['account', accountId, 'admin', 'survey-dates'] as const,
  /** `GET sm-surveys` of a session account. */
  providerSurveys: (accountId: number | null) => ['account', accountId, 'sm-surveys'] as const,
  /** `GET sm-api-key` of a session account. */
  providerApiKeys: (accountId: number | null) => ['account', accountId, 'sm-api-keys'] as const,
  /** `GET data-import/limits`: the queue length and the keys' daily limits (spec 2 §2). */
  importLimits: (accountId: number | null) => ['account', accountId, 'data-import', 'limits'] as const,
  /** `GET data-import/jobs`: the running and recent import jobs. */
  importJobs: (accountId: number | null) => ['account', accountId, 'data-import', 'jobs'] as const,
  /** `GET sm-client-id`: the connect link's client id and state, fetched once per screen visit (spec 2 §2). */
  providerClientId: (accountId: number | null) => ['account', accountId, 'sm-client-id'] as const,
  /** `GET email-templates`. */
  emailTemplates: (accountId: number | null) => ['account', accountId, 'admin', 'email-templates'] as const,
  /** `GET embed-keys`: the session account's embed keys (docs/embedding.md). */
  embedKeys: (accountId: number | null) => ['account', accountId, 'admin', 'embed-keys'] as const,
  /** `GET audit-log`: one page of the session account's (or the platform's) events under the filters. */
  auditLog: (accountId: number | null, query: AuditLogQuery) =>
    ['account', accountId, 'admin', 'audit-log', query] as const,
  /** `GET admin/graph-explanations`: every language's explanation texts (spec 2 §7). */
  graphExplanations: (accountId: number | null) =>
    ['account', accountId, 'admin', 'graph-explanations'] as const,
  /** `GET survey-dates/{id}/graph-dimensions` as the list of groups; the graph widget's key, so its sidebars reload too. */
  graphDimensions: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'graph-dimensions'] as const,
  /** Everything cached for one survey date of a session account: the prefix to reload after a change. */
  surveyDate: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId] as const,
  /** `GET survey-dates/{id}/response-count`: non-zero locks editing (spec 2 §4). */
  responseCount: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'response-count'] as const,
  /** `GET survey-dates/{id}/demographies` as the list; the graph widget's key, so its sidebars reload too. */
  demographies: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'demographies'] as const,
  /** `GET survey-dates/{id}/collectors`. */
  collectors: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'collectors'] as const,
  /** `GET survey-dates/{id}/sm-collectors`: the provider collectors of a date. */
  providerCollectors: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'sm-collectors'] as const,
  /** `GET survey-dates/{id}/worker-group/{workerGroupId}/question-groups`: one worker group's topics on a date. */
  topics: (accountId: number | null, surveyDateId: number, workerGroupId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'question-groups', workerGroupId] as const,
  /** `GET survey-dates/{id}/item-matches`: a date's items matched to earlier dates. */
  itemMatches: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'item-matches'] as const,
  /** `GET sm-surveys/{id}/questions`: the rated items of a provider survey. */
  providerSurveyQuestions: (accountId: number | null, providerSurveyId: string) =>
    ['account', accountId, 'sm-surveys', providerSurveyId, 'questions'] as const,
  /** `GET survey-dates/{id}/documents`; the portal documents page's key, so both lists reload together. */
  documents: (accountId: number | null, surveyDateId: number) =>
    ['account', accountId, 'survey-date', surveyDateId, 'documents'] as const,
} as const;
