import type { AuthzCases } from '../../test/authz';
import { insertSurveyDate } from '../demographies/survey-config.fixtures';

/** Authorization rows of the item matching domain. */
const itemMatchesAuthz: AuthzCases = {
  itemMatchesList: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: `/api/survey-dates/${date.id}/item-matches` };
    },
  },
  itemMatchesSave: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return {
        url: `/api/survey-dates/${date.id}/item-matches`,
        payload: { decisions: [{ source_code: '1:2', action: 'break' }] },
      };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default itemMatchesAuthz;
