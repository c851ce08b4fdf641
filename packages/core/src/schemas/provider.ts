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
export const zSmSurvey = z.object({
  id: zProviderId,
  title: z.string(),
  sm_api_key_id: zId,
  sm_collector_count: z.number().int().nonnegative(),
});
/** A provider survey. */
export type SmSurvey = z.infer<typeof zSmSurvey>;

/** The answer of `GET sm-surveys` and `GET sm-surveys-by-session-account` (spec 1 §7). */
export const zSmSurveysResponse = z.object({ sm_surveys: z.array(zSmSurvey) });
/** The answer of the provider survey lists. */
export type SmSurveysResponse = z.infer<typeof zSmSurveysResponse>;

/** A connected provider API key: id and name (spec 1 §3). */
export const zSmApiKey = z.object({ id: zId, name: z.string() });
/** A provider API key. */
export type SmApiKey = z.infer<typeof zSmApiKey>;

/** The answer of `GET sm-api-key` (spec 1 §7). */
export const zSmApiKeysResponse = z.object({ sm_api_keys: z.array(zSmApiKey) });
/** The answer of `GET sm-api-key`. */
export type SmApiKeysResponse = z.infer<typeof zSmApiKeysResponse>;

/** A provider collector: id and title (spec 2 §3). */
export const zSmCollector = z.object({ id: zProviderId, title: z.string() });
/** A provider collector. */
export type SmCollector = z.infer<typeof zSmCollector>;

/** The answer of `GET survey-dates/{id}/sm-collectors` (spec 2 §7). */
export const zSmCollectorsResponse = z.object({ sm_collectors: z.array(zSmCollector) });
/** The answer of the provider collector list. */
export type SmCollectorsResponse = z.infer<typeof zSmCollectorsResponse>;

/** A rated item of a provider survey: its item code (question id, or `questionId:rowId`) and text. */
export const zSmQuestion = z.object({ id: z.string().min(1), title: z.string() });
/** A rated item of a provider survey. */
export type SmQuestion = z.infer<typeof zSmQuestion>;

/** The answer of `GET sm-surveys/{id}/questions` (spec 2 §7). */
export const zSmQuestionsResponse = z.object({ sm_questions: z.array(zSmQuestion) });
/** The answer of the provider question list. */
export type SmQuestionsResponse = z.infer<typeof zSmQuestionsResponse>;

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
export const zSmClientIdResponse = z.object({
  client_id: z.string().min(1),
  state: z.string().min(1),
  /** The provider's authorize page (provider-api §2.1); the connect link adds client_id, state and redirect_uri. */
  authorize_url: z.string().url().optional(),
  /** The redirect URI registered with the provider app. */
  redirect_uri: z.string().url().optional(),
});
/** The answer of `GET sm-client-id`. */
export type SmClientIdResponse = z.infer<typeof zSmClientIdResponse>;

/** The `POST sm-connect` payload: the code and state from the provider's redirect; the server checks the state (spec 2 §2, §7). */
export const zSmConnectPayload = z.object({ code: z.string().min(1), state: z.string().min(1) });
/** The `POST sm-connect` payload. */
export type SmConnectPayload = z.infer<typeof zSmConnectPayload>;

/** The answer of `POST sm-connect`: the new API key's id (spec 2 §7). */
export const zSmConnectResponse = z.object({ id: zId });
/** The answer of `POST sm-connect`. */
export type SmConnectResponse = z.infer<typeof zSmConnectResponse>;

/** The `PATCH sm-api-key/{id}` payload: the key's name, required (spec 2 §5, §7). */
export const zSmApiKeyRenamePayload = z.object({ name: z.string().trim().min(1) });
/** The `PATCH sm-api-key/{id}` payload. */
export type SmApiKeyRenamePayload = z.infer<typeof zSmApiKeyRenamePayload>;
