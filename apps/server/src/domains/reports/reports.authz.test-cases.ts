import type { AuthzCases } from '../../test/authz';
import { insertSurveyDate } from '../demographies/survey-config.fixtures';

/** Authorization rows of the reports domain (on a published date of tenant A; slides need no browser). */
const reportsAuthz: AuthzCases = {
  reportCreate: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: '/api/reports', payload: { survey_date_id: date.id, format: 'pptx', language: 'hu' } };
    },
  },
  reportStatus: {
    // a report job of tenant A's user: another tenant's caller gets the 404 of a missing job
    async request({ t, accountA, tokens }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      const created = await t.call({
        method: 'POST',
        url: '/api/reports',
        payload: { survey_date_id: date.id, format: 'pptx', language: 'hu' },
        token: tokens.userA,
      });
      return { url: `/api/reports/${created.json().id}` };
    },
  },
  reportFile: {
    async request() {
      return { url: `/api/reports/1/file?t=${'x'.repeat(20)}` };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default reportsAuthz;
