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
import { adminScoped, userScoped, type RouteContractsOf } from './route-definition';
import type { surveyDateRoutes, providerRoutes } from './routes-survey';

/** Admins only, not tied to an account: the provider's surveys and keys. */
const adminGlobal = {
  access: 'admin',
  credential: 'bearer',
  accountScoped: false,
} as const;

/** The contract of {@link surveyDateRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const surveyDateRouteContracts = {
  workerGroupsList: {
    ...userScoped,
    embed: true,
    summary: 'List the worker groups',
    query: zDataNamesQuery,
    response: zWorkerGroupsResponse,
  },
  workerGroupsCreate: {
    ...adminScoped,
    summary: 'Create a worker group',
    errors: ['conflict'],
    body: zWorkerGroupCreatePayload,
    response: zCreatedResponse,
  },
  surveyDatesList: {
    ...userScoped,
    embed: true,
    summary: 'List the survey dates',
    query: zSurveyDatesQuery,
    response: zSurveyDatesResponse,
  },
  surveyDatesLast: {
    ...userScoped,
    summary: 'Get the latest survey date',
    response: zLastSurveyDateResponse,
  },
  surveyDatesResponseCount: {
    ...adminScoped,
    summary: 'Count a survey date’s responses',
    params: zIdParams,
    response: zResponseCountResponse,
  },
  surveyDatesCreate: {
    ...adminScoped,
    summary: 'Create a survey date',
    errors: ['survey-date-exists'],
    body: zSurveyDateAddPayload,
    response: zCreatedResponse,
  },
  surveyDatesSetEnabled: {
    ...adminScoped,
    summary: 'Publish or unpublish a survey date',
    params: zIdParams,
    body: zSetEnabledPayload,
    response: zOkResponse,
  },
  itemMatchesList: {
    ...adminScoped,
    summary: 'List a survey date’s cross-wave item matches',
    params: zIdParams,
    response: zItemMatchesResponse,
  },
  itemMatchesSave: {
    ...adminScoped,
    summary: 'Save cross-wave item match decisions',
    errors: ['item-match-invalid'],
    params: zIdParams,
    body: zItemMatchesSavePayload,
    response: zItemMatchesResponse,
  },
  surveyDatesSetRefresh: {
    ...adminScoped,
    summary: 'Turn a survey date’s nightly refresh on or off',
    params: zIdParams,
    body: zSetRefreshPayload,
    response: zOkResponse,
  },
  surveyDatesDelete: {
    ...adminScoped,
    summary: 'Delete a survey date',
    errors: ['survey-date-published', 'survey-date-has-answers'],
    params: zIdParams,
    response: zOkResponse,
  },
  surveyDatesDeleteAnswers: {
    ...adminScoped,
    summary: 'Delete a survey date’s answers',
    errors: ['survey-date-published'],
    params: zIdParams,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof surveyDateRoutes>;

/** The contract of {@link providerRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const providerRouteContracts = {
  providerSurveys: {
    ...adminScoped,
    summary: 'List the provider surveys',
    response: zProviderSurveysResponse,
  },
  providerSurveysBySessionAccount: {
    ...adminScoped,
    summary: 'List the provider surveys of the session account’s keys',
    response: zProviderSurveysResponse,
  },
  providerApiKeys: {
    ...adminScoped,
    summary: 'List the session account’s provider API keys',
    response: zProviderApiKeysResponse,
  },
  providerCollectors: {
    ...adminScoped,
    summary: 'List a survey date’s provider collectors',
    errors: ['provider-error'],
    params: zIdParams,
    response: zProviderCollectorsResponse,
  },
  providerSurveyQuestions: {
    ...adminScoped,
    summary: 'List a provider survey’s questions',
    errors: ['provider-error'],
    params: zProviderIdParams,
    response: zProviderQuestionsResponse,
  },
  providerClientId: {
    ...adminGlobal,
    summary: 'Get the provider OAuth client id',
    response: zProviderClientIdResponse,
  },
  providerConnect: {
    ...adminGlobal,
    summary: 'Connect a provider account (OAuth code exchange)',
    errors: ['oauth-failed', 'provider-error'],
    body: zProviderConnectPayload,
    response: zProviderConnectResponse,
  },
  providerApiKeyRename: {
    ...adminGlobal,
    summary: 'Rename a provider API key',
    params: zIdParams,
    body: zProviderApiKeyRenamePayload,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof providerRoutes>;
