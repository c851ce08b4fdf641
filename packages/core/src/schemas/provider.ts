import { z } from 'zod';
import { zDateTime, zId } from './common';

/** An id assigned by the survey provider (SurveyMonkey ids are digit strings). */
export const zProviderId = z.string().min(1).max(64);
/** An id assigned by the survey provider. */
export type ProviderId = z.infer<typeof zProviderId>;

/** Path parameters of the calls addressed by a provider survey id. */
export const zProviderIdParams = z.object({ id: zProviderId });
/** Path parameters of the calls addressed by a provider survey id. */
export type ProviderIdParams = z.infer<typeof zProviderIdParams>;

/** A provider survey: id, title, its API key and collector count (spec 1 §3, spec 2 §3). */
export const zProviderSurvey = z.object({
  id: zProviderId,
  title: z.string(),
  sm_api_key_id: zId,
  sm_collector_count: z.number().int().nonnegative(),
});
/** A provider survey. */
export type ProviderSurvey = z.infer<typeof zProviderSurvey>;

/** The answer of `GET sm-surveys` and `GET sm-surveys-by-session-account` (spec 1 §7). */
export const zProviderSurveysResponse = z.object({ sm_surveys: z.array(zProviderSurvey) });
/** The answer of the provider survey lists. */
export type ProviderSurveysResponse = z.infer<typeof zProviderSurveysResponse>;

/** A connected provider API key: id and name (spec 1 §3). */
export const zProviderApiKey = z.object({ id: zId, name: z.string() });
/** A provider API key. */
export type ProviderApiKey = z.infer<typeof zProviderApiKey>;

/** The answer of `GET sm-api-key` (spec 1 §7). */
export const zProviderApiKeysResponse = z.object({ sm_api_keys: z.array(zProviderApiKey) });
/** The answer of `GET sm-api-key`. */
export type ProviderApiKeysResponse = z.infer<typeof zProviderApiKeysResponse>;

/** A provider collector: id and title (spec 2 §3). */
export const zProviderCollector = z.object({ id: zProviderId, title: z.string() });
/** A provider collector. */
export type ProviderCollector = z.infer<typeof zProviderCollector>;

/** The answer of `GET survey-dates/{id}/sm-collectors` (spec 2 §7). */
export const zProviderCollectorsResponse = z.object({ sm_collectors: z.array(zProviderCollector) });
/** The answer of the provider collector list. */
export type ProviderCollectorsResponse = z.infer<typeof zProviderCollectorsResponse>;

/** A rated item of a provider survey: its item code (question id, or `questionId:rowId`) and text. */
export const zProviderQuestion = z.object({
  id: z.string().min(1),
  title: z.string(),
  /** An open-ended question (docs/import.md "Comments"): its answers are comments, never a rated item. */
  open_ended: z.boolean().optional(),
});
/** A rated item of a provider survey, or an open-ended question (`open_ended`). */
export type ProviderQuestion = z.infer<typeof zProviderQuestion>;

/** The answer of `GET sm-surveys/{id}/questions` (spec 2 §7). */
export const zProviderQuestionsResponse = z.object({ sm_questions: z.array(zProviderQuestion) });
/** The answer of the provider question list. */
export type ProviderQuestionsResponse = z.infer<typeof zProviderQuestionsResponse>;

/** The daily limit state of one API key: name, remaining queries, reset time (spec 2 §3). */
export const zApiKeyLimit = z.object({
  id: zId,
  name: z.string(),
  day_remaining: z.number().int().nonnegative(),
  day_reset: zDateTime,
});
/** The daily limit state of one API key. */
export type ApiKeyLimit = z.infer<typeof zApiKeyLimit>;

/** The answer of `GET data-import/limits` (spec 2 §3, §7). */
export const zLimitsResponse = z.object({
  queue_length: z.number().int().nonnegative(),
  api_keys: z.array(zApiKeyLimit),
});
/** The answer of `GET data-import/limits`. */
export type LimitsResponse = z.infer<typeof zLimitsResponse>;

/** The answer of `GET sm-client-id`: the OAuth client id and the server's state value (spec 2 §2). */
export const zProviderClientIdResponse = z.object({
  client_id: z.string().min(1),
  state: z.string().min(1),
  /** The provider's authorize page (provider-api §2.1); the connect link adds client_id, state and redirect_uri. */
  authorize_url: z.string().url().optional(),
  /** The redirect URI registered with the provider app. */
  redirect_uri: z.string().url().optional(),
});
/** The answer of `GET sm-client-id`. */
export type ProviderClientIdResponse = z.infer<typeof zProviderClientIdResponse>;

/** The `POST sm-connect` payload: the code and state from the provider's redirect; the server checks the state (spec 2 §2, §7). */
export const zProviderConnectPayload = z.object({ code: z.string().min(1), state: z.string().min(1) });
/** The `POST sm-connect` payload. */
export type ProviderConnectPayload = z.infer<typeof zProviderConnectPayload>;

/** The answer of `POST sm-connect`: the new API key's id (spec 2 §7). */
export const zProviderConnectResponse = z.object({ id: zId });
/** The answer of `POST sm-connect`. */
export type ProviderConnectResponse = z.infer<typeof zProviderConnectResponse>;

/** The `PATCH sm-api-key/{id}` payload: the key's name, required (spec 2 §5, §7). */
export const zProviderApiKeyRenamePayload = z.object({ name: z.string().trim().min(1) });
/** The `PATCH sm-api-key/{id}` payload. */
export type ProviderApiKeyRenamePayload = z.infer<typeof zProviderApiKeyRenamePayload>;
