import type { AuthzCases } from '../../test/authz';
import { insertDemography, insertSurveyDate, insertWorkerGroup } from './survey-config.fixtures';

const body = (surveyDateId: number, workerGroupId: number) => ({
  survey_date_id: surveyDateId,
  name: 'Age',
  code: `age-${surveyDateId}`,
  type: 'survey',
  worker_groups: [workerGroupId],
  answers: [{ name: 'Young', value: 1 }],
});

/** Authorization rows of the demographies domain. */
const demographiesAuthz: AuthzCases = {
  demographiesList: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: `/api/survey-dates/${date.id}/demographies` };
    },
  },
  demographiesCreate: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      const group = await insertWorkerGroup(t, accountA.id);
      return { url: `/api/survey-dates/${date.id}/demographies`, payload: body(date.id, group.id) };
    },
  },
  demographiesUpdate: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      const group = await insertWorkerGroup(t, accountA.id);
      const d = await insertDemography(t, accountA.id, date.id);
      return { url: `/api/demographies/${d.id}`, payload: body(date.id, group.id) };
    },
  },
  demographiesDelete: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      const d = await insertDemography(t, accountA.id, date.id);
      return { url: `/api/demographies/${d.id}` };
    },
  },
  demographiesOrder: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      const d = await insertDemography(t, accountA.id, date.id);
      return { url: `/api/survey-dates/${date.id}/demographies-order`, payload: { order: [d.id] } };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default demographiesAuthz;
