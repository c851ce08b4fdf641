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
import type { RouteContractsOf } from './route-definition';
import type { surveyDateRoutes, providerRoutes } from './routes-survey';

/** The contract of {@link surveyDateRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const surveyDateRouteContracts = {
  workerGroupsList: {
    summary: 'List the worker groups',
    query: zDataNamesQuery,
    response: zWorkerGroupsResponse,
  },
  workerGroupsCreate: {
    summary: 'Create a worker group',
    errors: ['conflict'],
    body: zWorkerGroupCreatePayload,
    response: zCreatedResponse,
  },
  surveyDatesList: {
    summary: 'List the survey dates',
    query: zSurveyDatesQuery,
    response: zSurveyDatesResponse,
  },
  surveyDatesLast: { summary: 'Get the latest survey date', response: zLastSurveyDateResponse },
  surveyDatesResponseCount: {
    summary: 'Count a survey date’s responses',
    params: zIdParams,
    response: zResponseCountResponse,
  },
  surveyDatesCreate: {
    summary: 'Create a survey date',
    errors: ['survey-date-exists'],
    body: zSurveyDateAddPayload,
    response: zCreatedResponse,
  },
  surveyDatesSetEnabled: {
    summary: 'Publish or unpublish a survey date',
    params: zIdParams,
    body: zSetEnabledPayload,
    response: zOkResponse,
  },
  itemMatchesList: {
    summary: 'List a survey date’s cross-wave item matches',
    params: zIdParams,
    response: zItemMatchesResponse,
  },
  itemMatchesSave: {
    summary: 'Save cross-wave item match decisions',
    errors: ['item-match-invalid'],
    params: zIdParams,
    body: zItemMatchesSavePayload,
    response: zItemMatchesResponse,
  },
  surveyDatesSetRefresh: {
    summary: 'Turn a survey date’s nightly refresh on or off',
    params: zIdParams,
    body: zSetRefreshPayload,
    response: zOkResponse,
  },
  surveyDatesDelete: {
    summary: 'Delete a survey date',
    errors: ['survey-date-published', 'survey-date-has-answers'],
    params: zIdParams,
    response: zOkResponse,
  },
  surveyDatesDeleteAnswers: {
    summary: 'Delete a survey date’s answers',
    errors: ['survey-date-published'],
    params: zIdParams,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof surveyDateRoutes>;

/** The contract of {@link providerRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const providerRouteContracts = {
  providerSurveys: { summary: 'List the provider surveys', response: zProviderSurveysResponse },
  providerSurveysBySessionAccount: {
    summary: 'List the provider surveys of the session account’s keys',
    response: zProviderSurveysResponse,
  },
  providerApiKeys: {
    summary: 'List the session account’s provider API keys',
    response: zProviderApiKeysResponse,
  },
  providerCollectors: {
    summary: 'List a survey date’s provider collectors',
    errors: ['provider-error'],
    params: zIdParams,
    response: zProviderCollectorsResponse,
  },
  providerSurveyQuestions: {
    summary: 'List a provider survey’s questions',
    errors: ['provider-error'],
    params: zProviderIdParams,
    response: zProviderQuestionsResponse,
  },
  providerClientId: { summary: 'Get the provider OAuth client id', response: zProviderClientIdResponse },
  providerConnect: {
    summary: 'Connect a provider account (OAuth code exchange)',
    errors: ['oauth-failed', 'provider-error'],
    body: zProviderConnectPayload,
    response: zProviderConnectResponse,
  },
  providerApiKeyRename: {
    summary: 'Rename a provider API key',
    params: zIdParams,
    body: zProviderApiKeyRenamePayload,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof providerRoutes>;
