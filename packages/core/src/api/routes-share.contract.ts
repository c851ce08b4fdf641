import { zIdParams } from '../schemas/common';
import {
  zShareOpenPayload,
  zShareOpenResponse,
  zSurveyDateShareCreated,
  zSurveyDateSharePayload,
  zSurveyDateSharesResponse,
} from '../schemas/survey-date-share';
import { adminScoped, userScoped, type RouteContractsOf } from './route-definition';
import type { shareRoutes } from './routes-share';

/** The contract of {@link shareRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const shareRouteContracts = {
  surveyDateSharesList: {
    ...adminScoped,
    summary: 'List the shares of a survey date',
    params: zIdParams,
    response: zSurveyDateSharesResponse,
  },
  surveyDateShareCreate: {
    ...adminScoped,
    summary: 'Share a published survey date with scoped users',
    errors: ['survey-date-not-published', 'share-already-sent', 'server-busy'],
    params: zIdParams,
    body: zSurveyDateSharePayload,
    response: zSurveyDateShareCreated,
  },
  surveyDateShareOpen: {
    ...userScoped,
    summary: 'Record that a shared date’s link was opened',
    body: zShareOpenPayload,
    response: zShareOpenResponse,
  },
} as const satisfies RouteContractsOf<typeof shareRoutes>;
