import { createApiClient, createSession, createStorageTokenHolder, isApiError } from '@pulzus/core';

const session = createSession({ tokens: createStorageTokenHolder() }); // localStorage, key `id_token`
const client = createApiClient({ tokens: session }); // baseUrl default `/api/`

const { token } = await client.login({ body: { email, password } });
session.replaceToken(token);

const { survey_dates } = await client.surveyDatesList();
const counts = await client.surveyDatesResponseCount({ params: { id: 3 } });

try {
  await client.participationRate({ body: { survey_date_id: 3 } });
} catch (error) {
  if (isApiError(error)) console.warn(error.code, error.status); // e.g. `field-not-allowed`, 403
}

// ── not shown in README.md: the values the page around the example has
declare const email: string;
declare const password: string;
// what the page goes on to show
export { counts, survey_dates };
