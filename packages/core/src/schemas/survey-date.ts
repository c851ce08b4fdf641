import { z } from 'zod';
import { zId, zIsoDate } from './common';
import { zProviderId } from './provider';

/** A survey date's day: `yyyy-MM-dd`, the first day of the chosen month (spec 1 §3). */
export const zSurveyDateDay = zIsoDate.refine((date) => date.endsWith('-01'), {
  message: 'A survey date is the first day of its month',
});
/** A survey date's day. */
export type SurveyDateDay = z.infer<typeof zSurveyDateDay>;

/** One provider survey of a survey date, answered by one worker group (spec 1 §3). */
export const zSurveyDateProviderSurvey = z.object({
  sm_survey_id: zProviderId,
  worker_group_id: zId,
  respondent_count: z.number().int().nonnegative(),
});
/** One provider survey of a survey date. */
export type SurveyDateProviderSurvey = z.infer<typeof zSurveyDateProviderSurvey>;

/** A survey date (spec 1 §3, spec 2 §3). */
export const zSurveyDate = z.object({
  id: zId,
  date: zSurveyDateDay,
  enabled_for_users: z.boolean(),
  is_refresh_enabled: z.boolean(),
  answer_count: z.number().int().nonnegative(),
  sm_api_key_id: zId.nullable(),
  sm_surveys: z.array(zSurveyDateProviderSurvey),
});
/** A survey date. */
export type SurveyDate = z.infer<typeof zSurveyDate>;

/** The answer of `GET survey-dates` (spec 1 §7). */
export const zSurveyDatesResponse = z.object({ survey_dates: z.array(zSurveyDate) });
/** The answer of `GET survey-dates`. */
export type SurveyDatesResponse = z.infer<typeof zSurveyDatesResponse>;

/** A boolean query flag: `true`/`false` on the wire, a boolean once parsed. */
export const zBooleanQueryFlag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

/** The query of `GET survey-dates`: `all=true` lists every date, for admins only (spec 2 §6). */
export const zSurveyDatesQuery = z.object({ all: zBooleanQueryFlag.optional() });
/** The query of `GET survey-dates`. */
export type SurveyDatesQuery = z.output<typeof zSurveyDatesQuery>;

/** The `POST survey-dates` payload; at least one worker group gets a survey (spec 1 §5, §7). */
export const zSurveyDateAddPayload = z.object({
  date: zSurveyDateDay,
  sm_api_key: zId,
  sm_surveys: z.array(z.object({ sm_survey_id: zProviderId, worker_group_id: zId })).min(1),
});
/** The `POST survey-dates` payload. */
export type SurveyDateAddPayload = z.infer<typeof zSurveyDateAddPayload>;

/** The `PATCH survey-dates/{id}/set-refresh` payload (spec 1 §7). */
export const zSetRefreshPayload = z.object({ is_refresh_enabled: z.boolean() });
/** The `PATCH survey-dates/{id}/set-refresh` payload. */
export type SetRefreshPayload = z.infer<typeof zSetRefreshPayload>;

/** The answer of `GET survey-dates/{id}/response-count`; non-zero locks editing (spec 2 §4). */
export const zResponseCountResponse = z.object({ answers_count: z.number().int().nonnegative() });
/** The answer of the response-count call. */
export type ResponseCountResponse = z.infer<typeof zResponseCountResponse>;

/** The answer of `GET survey-dates/get-last-survey-date`; null while there is none (spec 1 §7). */
export const zLastSurveyDateResponse = z.object({ last_date: zSurveyDateDay.nullable() });
/** The answer of the last-survey-date call. */
export type LastSurveyDateResponse = z.infer<typeof zLastSurveyDateResponse>;
