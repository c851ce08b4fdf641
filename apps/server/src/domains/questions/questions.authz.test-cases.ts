import type { AuthzCases } from '../../test/authz';
import {
  insertProviderSurvey,
  insertSurveyDate,
  insertWorkerGroup,
} from '../demographies/survey-config.fixtures';

/** Authorization rows of the questions domain. */
const questionsAuthz: AuthzCases = {
  topicsList: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      const group = await insertWorkerGroup(t, accountA.id);
      return { url: `/api/survey-dates/${date.id}/worker-group/${group.id}/question-groups` };
    },
  },
  topicsSave: {
    // the body names tenant A's date and worker group
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      const group = await insertWorkerGroup(t, accountA.id);
      const topic = {
        survey_date_id: date.id,
        worker_group_id: group.id,
        name: 'Team',
        is_commitment: false,
        is_calculated_in_index: true,
        bg_color: null,
        questions: [{ code: '1', name: 'Q' }],
      };
      return { url: '/api/question-groups', payload: { question_groups: [topic] } };
    },
  },
  providerSurveyQuestions: {
    async request({ t, accountA }) {
      const survey = await insertProviderSurvey(t, accountA.id, { details: { pages: [] } });
      return { url: `/api/sm-surveys/${survey.sm_survey_id}/questions` };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default questionsAuthz;
