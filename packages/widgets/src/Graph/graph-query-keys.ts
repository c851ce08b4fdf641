import type { GraphDataRequest, GraphFilterOptionsRequest } from '@pulzus/core';
import { pulzusQueryKeys } from '../session/query-keys';

/** The react-query keys of the graph widget, each under the session account (spec 1 §4). */
export const graphQueryKeys = {
  /** `GET survey-dates`, every date for admins. */
  surveyDates: (accountId: number | null, all: boolean) =>
    [...pulzusQueryKeys.surveyDates(accountId), all ? 'all' : 'active'] as const,
  /** `GET worker-groups`. */
  workerGroups: (accountId: number | null) => ['account', accountId, 'worker-groups'] as const,
  /** `GET survey-dates/{id}/demographies`. */
  demographies: (accountId: number | null, surveyDateId: number | null) =>
    ['account', accountId, 'survey-date', surveyDateId, 'demographies'] as const,
  /** `GET survey-dates/{id}/graph-dimensions`. */
  graphDimensions: (accountId: number | null, surveyDateId: number | null) =>
    ['account', accountId, 'survey-date', surveyDateId, 'graph-dimensions'] as const,
  /** `GET survey-dates/{id}/worker-group/{id}/question-groups` of each of the worker groups, together. */
  topics: (
    accountId: number | null,
    surveyDateId: number | null,
    workerGroupIds: readonly number[],
  ) => ['account', accountId, 'survey-date', surveyDateId, 'question-groups', workerGroupIds] as const,
  /** `POST graph/filter-options` of a date and the filters chosen so far (no texts: any language). */
  filterOptions: (accountId: number | null, request: GraphFilterOptionsRequest | null) =>
    ['account', accountId, 'graph-filter-options', request] as const,
  /** `POST graph/data` of a compiled request; series names depend on the language. */
  graphData: (accountId: number | null, language: string, request: GraphDataRequest | null) =>
    ['account', accountId, 'graph-data', language, request] as const,
} as const;
