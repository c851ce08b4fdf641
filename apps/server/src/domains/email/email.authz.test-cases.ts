import type { AuthzCases } from '../../test/authz';

/** Authorization rows of the e-mail domain. */
const emailAuthz: AuthzCases = {
  emailTemplatesList: { request: async () => ({ url: '/api/email-templates' }), noTenantIds: true },
  emailTemplatesUpdate: {
    // a default template: admins without a session account edit it, with one they copy it
    async request({ t }) {
      const row = await t.database.db
        .selectFrom('email_templates')
        .select('id')
        .where('account_id', 'is', null)
        .where('slug', '=', 'uj-jelszo')
        .where('language_id', '=', 1)
        .executeTakeFirstOrThrow();
      return {
        url: `/api/email-templates/${row.id}`,
        payload: {
          name: 'Új jelszó (magyar)',
          slug: 'uj-jelszo',
          subject: 'Tárgy',
          content: 'Link: {{link}}',
          sender_name: 'Pulzus',
          sender_email: 'noreply@pulzus.hu',
        },
      };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default emailAuthz;
