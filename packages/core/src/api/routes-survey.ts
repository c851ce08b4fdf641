import { defineRoute } from './route-definition';
import { embedCallRoutes } from './routes-embed-calls';

/** Worker group and survey date calls (spec 1 §7, spec 2 §7). */
export const surveyDateRoutes = {
  workerGroupsList: embedCallRoutes.workerGroupsList,
  /** `POST worker-groups`: name; the code is derived from it (spec 1 §3, §7). */
  workerGroupsCreate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'worker-groups',
  }),
  surveyDatesList: embedCallRoutes.surveyDatesList,
  /** `GET survey-dates/get-last-survey-date`: the latest date the caller may see (spec 1 §7). */
  surveyDatesLast: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/get-last-survey-date',
  }),
  /** `GET survey-dates/{id}/response-count`: non-zero locks editing (spec 2 §4, §7). */
  surveyDatesResponseCount: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/response-count',
  }),
  /** `POST survey-dates`: date, sm_api_key, sm_surveys (spec 1 §7). */
  surveyDatesCreate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-dates',
  }),
  /** `POST survey-dates/{id}/set-enabled`: publish or unpublish (spec 1 §7). */
  surveyDatesSetEnabled: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-dates/{id}/set-enabled',
  }),
  /** `GET survey-dates/{id}/item-matches`: the date's provider items matched to earlier dates (docs/import.md). */
  itemMatchesList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/item-matches',
  }),
  /** `PUT survey-dates/{id}/item-matches`: an admin's decisions on matches; answers the new list. */
  itemMatchesSave: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'survey-dates/{id}/item-matches',
  }),
  /** `PATCH survey-dates/{id}/set-refresh`: the nightly fetch flag (spec 1 §7). */
  surveyDatesSetRefresh: defineRoute({
    bodyKind: 'json',
    method: 'PATCH',
    path: 'survey-dates/{id}/set-refresh',
  }),
  /** `DELETE survey-dates/{id}`: only unpublished dates without answers (spec 1 §4). */
  surveyDatesDelete: defineRoute({
    bodyKind: 'json',
    method: 'DELETE',
    path: 'survey-dates/{id}',
  }),
  /** `DELETE survey-dates/{id}/answers`: only unpublished dates (spec 1 §4). */
  surveyDatesDeleteAnswers: defineRoute({
    bodyKind: 'json',
    method: 'DELETE',
    path: 'survey-dates/{id}/answers',
  }),
} as const;

/** Survey provider items and the provider connect flow (spec 1 §7, spec 2 §7). */
export const providerRoutes = {
  /** `GET sm-surveys`: every provider survey of the session account's connected keys (spec 1 §7). */
  providerSurveys: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'sm-surveys',
  }),
  /** `GET sm-surveys-by-session-account`: the surveys used by the session account's dates (spec 1 §7). */
  providerSurveysBySessionAccount: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'sm-surveys-by-session-account',
  }),
  /** `GET sm-api-key`: the session account's connected API keys (spec 1 §7). */
  providerApiKeys: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'sm-api-key',
  }),
  /** `GET survey-dates/{id}/sm-collectors`: the provider collectors of the date's surveys (spec 2 §7). */
  providerCollectors: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/sm-collectors',
  }),
  /** `GET sm-surveys/{id}/questions`: the rated items of a session account's provider survey (spec 2 §7). */
  providerSurveyQuestions: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'sm-surveys/{id}/questions',
  }),
  /** `GET sm-client-id`: client id and state for the connect link (spec 2 §2). */
  providerClientId: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'sm-client-id',
  }),
  /** `POST sm-connect`: exchanges the code; answers the new key's id (spec 2 §7). */
  providerConnect: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'sm-connect',
  }),
  /** `PATCH sm-api-key/{id}`: names the connected key (spec 2 §7). */
  providerApiKeyRename: defineRoute({
    bodyKind: 'json',
    method: 'PATCH',
    path: 'sm-api-key/{id}',
  }),
} as const;
