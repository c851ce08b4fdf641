import type { AuthzCases } from '../../test/authz';

/** Authorization rows of the downloads domain. */
const downloadsAuthz: AuthzCases = {
  downloadTickets: {
    // the survey date named in the body belongs to tenant A
    async request({ t, accountA }) {
      const date = await t.database.db
        .insertInto('survey_dates')
        .values({ account_id: accountA.id, date: '2026-03-01', sm_api_key_id: null, enabled_for_users: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: '/api/download-tickets', payload: { resource: 'participation-xlsx', id: date.id } };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default downloadsAuthz;
