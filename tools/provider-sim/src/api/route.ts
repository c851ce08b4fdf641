import type { SurveyRecord } from '../data/types.ts';
import type { SimState } from '../state.ts';
import { ApiError } from './errors.ts';

/** What a `/v3` handler gets: the state, the simulator's base URL, the request URL and path captures. */
export interface ApiRequest {
  state: SimState;
  base: string;
  url: URL;
  params: string[];
}

/** A `GET /v3` route: a path pattern, the scope it needs (provider-api §1) and its handler. */
export interface Route {
  pattern: RegExp;
  scope: string;
  handle(req: ApiRequest): object;
}

/** Finds a survey or answers 404 `1020`. */
export function requireSurvey(state: SimState, id: string | undefined): SurveyRecord {
  const survey = id === undefined ? undefined : state.survey(id);
  if (!survey) throw new ApiError('1020');
  return survey;
}
