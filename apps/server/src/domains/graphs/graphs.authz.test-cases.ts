import type { AuthzCases } from '../../test/authz';
import { insertSurveyDate } from '../demographies/survey-config.fixtures';

/** Authorization rows of the graphs domain (each on a published date of tenant A). */
const graphsAuthz: AuthzCases = {
  graphData: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return {
        url: '/api/graph/data',
        payload: { type: 'total', query: { survey_dates: [date.id], filters: [] } },
      };
    },
  },
  graphFilterOptions: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: '/api/graph/filter-options', payload: { survey_date_id: date.id, filters: [] } };
    },
  },
  participationRate: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: '/api/graph/participation-rate', payload: { survey_date_id: date.id } };
    },
  },
  participationXlsx: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: `/api/graph/participation-rate/survey-dates/${date.id}/xlsx?t=${'x'.repeat(20)}` };
    },
  },
  graphExcelExport: {
    async request() {
      return { url: `/api/graph/excel-export?t=${'x'.repeat(20)}`, payload: { data: '{}' } };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default graphsAuthz;
