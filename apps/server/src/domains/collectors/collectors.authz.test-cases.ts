import type { AuthzCases } from '../../test/authz';
import { insertSurveyDate } from '../demographies/survey-config.fixtures';

const dateUrl = (suffix: string): AuthzCases[keyof AuthzCases] => ({
  async request({ t, accountA }) {
    const date = await insertSurveyDate(t, accountA.id);
    return { url: `/api/survey-dates/${date.id}/${suffix}` };
  },
});

/** Authorization rows of the collectors domain. */
const collectorsAuthz: AuthzCases = {
  collectorsList: dateUrl('collectors'),
  providerCollectors: dateUrl('sm-collectors'),
  collectorsSave: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      return { url: `/api/survey-dates/${date.id}/collectors`, payload: { collectors: [] } };
    },
  },
  collectorsXlsxUpload: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      return { url: `/api/survey-dates/${date.id}/collectors-xlsx`, payload: { file: 'data:;base64,AAAA' } };
    },
  },
  // a ticket download: the table checks only that the row exists; collectors-xlsx.test.ts covers tickets
  collectorsXlsxDownload: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      return { url: `/api/survey-dates/${date.id}/collectors-xlsx?t=${'x'.repeat(20)}` };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default collectorsAuthz;
