import { GRAPH_SLUGS } from '@pulzus/core';
import type { AuthzCases } from '../../test/authz';
import { insertSurveyDate } from '../demographies/survey-config.fixtures';

const accountWide = (url: string, payload?: unknown): AuthzCases[keyof AuthzCases] => ({
  noTenantIds: true,
  async request() {
    return payload === undefined ? { url } : { url, payload };
  },
});

/** Authorization rows of the graph settings domain. */
const graphSettingsAuthz: AuthzCases = {
  graphDimensions: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: `/api/survey-dates/${date.id}/graph-dimensions` };
    },
  },
  graphDimensionsSave: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      return {
        url: `/api/survey-dates/${date.id}/graph-dimensions`,
        payload: { grouped_graph_dimensions: [] },
      };
    },
  },
  enabledGraphs: accountWide('/api/account/enabled-graphs'),
  enabledGraphsSave: accountWide('/api/account/enabled-graphs', {
    enabled_graphs: Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, true])),
  }),
  graphExplanations: accountWide('/api/account/graph-explanations'),
  adminGraphExplanations: accountWide('/api/admin/graph-explanations'),
  graphExplanationsSave: accountWide('/api/account/graph-explanations', { graph_explanations: {} }),
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default graphSettingsAuthz;
