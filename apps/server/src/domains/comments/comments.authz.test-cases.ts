import type { TestApp } from '../../test/app';
import type { AuthzCases } from '../../test/authz';
import { insertSurveyDate, insertWorkerGroup } from '../demographies/survey-config.fixtures';

/** A published date of the account with an open-ended question whose comments are on. */
async function openQuestion(t: TestApp, accountId: number) {
  const date = await insertSurveyDate(t, accountId, { published: true });
  const group = await insertWorkerGroup(t, accountId);
  const topic = await t.database.db
    .insertInto('question_groups')
    .values({
      account_id: accountId,
      survey_date_id: date.id,
      worker_group_id: group.id,
      name: 'Team',
      is_commitment: false,
      is_calculated_in_index: true,
      bg_color: null,
      sort_order: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await t.database.db
    .insertInto('questions')
    .values({
      account_id: accountId,
      question_group_id: topic.id,
      code: 'ESSAY',
      name: 'Mit változtatna?',
      sort_order: 1,
      is_open_ended: true,
      show_comments: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { date, question };
}

/** Authorization rows of the comments domain (docs/api.md "Comments"). */
const commentsAuthz: AuthzCases = {
  commentsList: {
    async request({ t, accountA }) {
      const { date, question } = await openQuestion(t, accountA.id);
      return { url: `/api/comments?survey_date_id=${date.id}&question_id=${question.id}` };
    },
  },
  commentsThemes: {
    async request({ t, accountA }) {
      const { date, question } = await openQuestion(t, accountA.id);
      return { url: `/api/comments/themes?survey_date_id=${date.id}&question_id=${question.id}` };
    },
  },
  commentsXlsx: {
    async request({ t, accountA }) {
      const { date, question } = await openQuestion(t, accountA.id);
      return {
        url: `/api/comments/survey-dates/${date.id}/xlsx?question_id=${question.id}&t=${'x'.repeat(20)}`,
      };
    },
  },
  commentsHide: {
    async request({ t, accountA }) {
      const { date, question } = await openQuestion(t, accountA.id);
      return {
        url: '/api/comments/AAAAAAAAAAAAAAAAAAAAAA/hide',
        payload: { survey_date_id: date.id, question_id: question.id, reason: 'Names a colleague' },
      };
    },
  },
  questionComments: {
    async request({ t, accountA }) {
      const { question } = await openQuestion(t, accountA.id);
      return { url: `/api/questions/${question.id}/comments`, payload: { show_comments: false } };
    },
  },
  commentSettings: {
    noTenantIds: true,
    async request() {
      return { url: '/api/account/comment-settings' };
    },
  },
  commentSettingsSave: {
    noTenantIds: true,
    async request() {
      return {
        url: '/api/account/comment-settings',
        payload: { comment_min_group_size: null, masked_names: [] },
      };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default commentsAuthz;
