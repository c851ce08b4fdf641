import {
  zCreatedResponse,
  zDataNamesQuery,
  zIdParams,
  zOkResponse,
  zSetEnabledPayload,
} from '../schemas/common';
import { zItemMatchesResponse, zItemMatchesSavePayload } from '../schemas/item-match';
import {
  zProviderIdParams,
  zProviderApiKeyRenamePayload,
  zProviderApiKeysResponse,
  zProviderClientIdResponse,
  zProviderCollectorsResponse,
  zProviderConnectPayload,
  zProviderConnectResponse,
  zProviderQuestionsResponse,
  zProviderSurveysResponse,
} from '../schemas/provider';
import {
  zLastSurveyDateResponse,
  zResponseCountResponse,
  zSetRefreshPayload,
  zSurveyDateAddPayload,
  zSurveyDatesQuery,
  zSurveyDatesResponse,
} from '../schemas/survey-date';
import { zWorkerGroupCreatePayload, zWorkerGroupsResponse } from '../schemas/worker-group';
import { adminScoped, defineRoute, userScoped } from './route-definition';

const adminGlobal = {
  access: 'admin',
  credential: 'bearer',
  accountScoped: false,
  bodyKind: 'json',
} as const;

/** Worker group and survey date calls (spec 1 §7, spec 2 §7). */
export const surveyDateRoutes = {
  /** `GET worker-groups` (spec 1 §7). */
  workerGroupsList: defineRoute({
    ...userScoped,
    summary: 'List the worker groups',
    embed: true,
    method: 'GET',
    path: 'worker-groups',
    query: zDataNamesQuery,
    response: zWorkerGroupsResponse,
  }),
  /** `POST worker-groups`: name; the code is derived from it (spec 1 §3, §7). */
  workerGroupsCreate: defineRoute({
    ...adminScoped,
    summary: 'Create a worker group',
    errors: ['conflict'],
    method: 'POST',
    path: 'worker-groups',
    body: zWorkerGroupCreatePayload,
    response: zCreatedResponse,
  }),
  /** `GET survey-dates`: published dates; `?all=true` gives admins every date (spec 1 §6, spec 2 §7). */
  surveyDatesList: defineRoute({
    ...userScoped,
    summary: 'List the survey dates',
    embed: true,
    method: 'GET',
    path: 'survey-dates',
    query: zSurveyDatesQuery,
    response: zSurveyDatesResponse,
  }),
  /** `GET survey-dates/get-last-survey-date`: the latest date the caller may see (spec 1 §7). */
  surveyDatesLast: defineRoute({
    ...userScoped,
    summary: 'Get the latest survey date',
    method: 'GET',
    path: 'survey-dates/get-last-survey-date',
    response: zLastSurveyDateResponse,
  }),
  /** `GET survey-dates/{id}/response-count`: non-zero locks editing (spec 2 §4, §7). */
  surveyDatesResponseCount: defineRoute({
    ...adminScoped,
    summary: 'Count a survey date’s responses',
    method: 'GET',
    path: 'survey-dates/{id}/response-count',
    params: zIdParams,
    response: zResponseCountResponse,
  }),
  /** `POST survey-dates`: date, sm_api_key, sm_surveys (spec 1 §7). */
  surveyDatesCreate: defineRoute({
    ...adminScoped,
    summary: 'Create a survey date',
    errors: ['survey-date-exists'],
    method: 'POST',
    path: 'survey-dates',
    body: zSurveyDateAddPayload,
    response: zCreatedResponse,
  }),
  /** `POST survey-dates/{id}/set-enabled`: publish or unpublish (spec 1 §7). */
  surveyDatesSetEnabled: defineRoute({
    ...adminScoped,
    summary: 'Publish or unpublish a survey date',
    method: 'POST',
    path: 'survey-dates/{id}/set-enabled',
    params: zIdParams,
    body: zSetEnabledPayload,
    response: zOkResponse,
  }),
  /** `GET survey-dates/{id}/item-matches`: the date's provider items matched to earlier dates (docs/import.md). */
  itemMatchesList: defineRoute({
    ...adminScoped,
    summary: 'List a survey date’s cross-wave item matches',
    method: 'GET',
    path: 'survey-dates/{id}/item-matches',
    params: zIdParams,
    response: zItemMatchesResponse,
  }),
  /** `PUT survey-dates/{id}/item-matches`: an admin's decisions on matches; answers the new list. */
  itemMatchesSave: defineRoute({
    ...adminScoped,
    summary: 'Save cross-wave item match decisions',
    errors: ['item-match-invalid'],
    method: 'PUT',
    path: 'survey-dates/{id}/item-matches',
    params: zIdParams,
    body: zItemMatchesSavePayload,
    response: zItemMatchesResponse,
  }),
  /** `PATCH survey-dates/{id}/set-refresh`: the nightly fetch flag (spec 1 §7). */
  surveyDatesSetRefresh: defineRoute({
    ...adminScoped,
    summary: 'Turn a survey date’s nightly refresh on or off',
    method: 'PATCH',
    path: 'survey-dates/{id}/set-refresh',
    params: zIdParams,
    body: zSetRefreshPayload,
    response: zOkResponse,
  }),
  /** `DELETE survey-dates/{id}`: only unpublished dates without answers (spec 1 §4). */
  surveyDatesDelete: defineRoute({
    ...adminScoped,
    summary: 'Delete a survey date',
    errors: ['survey-date-published', 'survey-date-has-answers'],
    method: 'DELETE',
    path: 'survey-dates/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /** `DELETE survey-dates/{id}/answers`: only unpublished dates (spec 1 §4). */
  surveyDatesDeleteAnswers: defineRoute({
    ...adminScoped,
    summary: 'Delete a survey date’s answers',
    errors: ['survey-date-published'],
    method: 'DELETE',
    path: 'survey-dates/{id}/answers',
    params: zIdParams,
    response: zOkResponse,
  }),
} as const;

/** Survey provider items and the provider connect flow (spec 1 §7, spec 2 §7). */
export const providerRoutes = {
  /** `GET sm-surveys`: every provider survey of the session account's connected keys (spec 1 §7). */
  providerSurveys: defineRoute({
    ...adminScoped,
    summary: 'List the provider surveys',
    method: 'GET',
    path: 'sm-surveys',
    response: zProviderSurveysResponse,
  }),
  /** `GET sm-surveys-by-session-account`: the surveys used by the session account's dates (spec 1 §7). */
  providerSurveysBySessionAccount: defineRoute({
    ...adminScoped,
    summary: 'List the provider surveys of the session account’s keys',
    method: 'GET',
    path: 'sm-surveys-by-session-account',
    response: zProviderSurveysResponse,
  }),
  /** `GET sm-api-key`: the session account's connected API keys (spec 1 §7). */
  providerApiKeys: defineRoute({
    ...adminScoped,
    summary: 'List the session account’s provider API keys',
    method: 'GET',
    path: 'sm-api-key',
    response: zProviderApiKeysResponse,
  }),
  /** `GET survey-dates/{id}/sm-collectors`: the provider collectors of the date's surveys (spec 2 §7). */
  providerCollectors: defineRoute({
    ...adminScoped,
    summary: 'List a survey date’s provider collectors',
    errors: ['provider-error'],
    method: 'GET',
    path: 'survey-dates/{id}/sm-collectors',
    params: zIdParams,
    response: zProviderCollectorsResponse,
  }),
  /** `GET sm-surveys/{id}/questions`: the rated items of a session account's provider survey (spec 2 §7). */
  providerSurveyQuestions: defineRoute({
    ...adminScoped,
    summary: 'List a provider survey’s questions',
    errors: ['provider-error'],
    method: 'GET',
    path: 'sm-surveys/{id}/questions',
    params: zProviderIdParams,
    response: zProviderQuestionsResponse,
  }),
  /** `GET sm-client-id`: client id and state for the connect link (spec 2 §2). */
  providerClientId: defineRoute({
    ...adminGlobal,
    summary: 'Get the provider OAuth client id',
    method: 'GET',
    path: 'sm-client-id',
    response: zProviderClientIdResponse,
  }),
  /** `POST sm-connect`: exchanges the code; answers the new key's id (spec 2 §7). */
  providerConnect: defineRoute({
    ...adminGlobal,
    summary: 'Connect a provider account (OAuth code exchange)',
    errors: ['oauth-failed', 'provider-error'],
    method: 'POST',
    path: 'sm-connect',
    body: zProviderConnectPayload,
    response: zProviderConnectResponse,
  }),
  /** `PATCH sm-api-key/{id}`: names the connected key (spec 2 §7). */
  providerApiKeyRename: defineRoute({
    ...adminGlobal,
    summary: 'Rename a provider API key',
    method: 'PATCH',
    path: 'sm-api-key/{id}',
    params: zIdParams,
    body: zProviderApiKeyRenamePayload,
    response: zOkResponse,
  }),
} as const;
