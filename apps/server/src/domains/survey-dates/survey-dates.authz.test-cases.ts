import type { AuthzCases, AuthzWorld } from '../../test/authz';
import {
  createApiKey,
  createProviderSurvey,
  createSurveyDate,
  createWorkerGroup,
} from './survey-dates.fixtures';

/** A date of tenant A with one worker group; `url` puts its id into the path. */
function onDate(url: (id: number) => string, payload?: unknown) {
  return async ({ t, accountA }: AuthzWorld) => {
    const date = await createSurveyDate(t, accountA.id);
    return { url: url(date.id), ...(payload === undefined ? {} : { payload }) };
  };
}

let month = 0;

/** Authorization rows of the survey-dates domain. */
const surveyDatesAuthz: AuthzCases = {
  surveyDatesList: { noTenantIds: true, request: async () => ({ url: '/api/survey-dates' }) },
  surveyDatesLast: {
    noTenantIds: true,
    request: async () => ({ url: '/api/survey-dates/get-last-survey-date' }),
  },
  surveyDatesResponseCount: { request: onDate((id) => `/api/survey-dates/${id}/response-count`) },
  surveyDatesCreate: {
    // tenant A's API key, survey and worker group: another tenant's admin gets a 404
    async request({ t, accountA }) {
      const key = await createApiKey(t, accountA.id);
      const survey = await createProviderSurvey(t, accountA.id, key.id);
      const group = await createWorkerGroup(t, accountA.id);
      return {
        url: '/api/survey-dates',
        payload: {
          date: `2040-${String((month++ % 12) + 1).padStart(2, '0')}-01`,
          sm_api_key: key.id,
          sm_surveys: [{ sm_survey_id: survey.sm_survey_id, worker_group_id: group.id }],
        },
      };
    },
  },
  surveyDatesSetEnabled: {
    request: onDate((id) => `/api/survey-dates/${id}/set-enabled`, { enabled: true }),
  },
  surveyDatesSetRefresh: {
    request: onDate((id) => `/api/survey-dates/${id}/set-refresh`, { is_refresh_enabled: true }),
  },
  surveyDatesDelete: { request: onDate((id) => `/api/survey-dates/${id}`) },
  surveyDatesDeleteAnswers: { request: onDate((id) => `/api/survey-dates/${id}/answers`) },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default surveyDatesAuthz;
