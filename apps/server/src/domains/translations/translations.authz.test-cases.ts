import type { AuthzCases } from '../../test/authz';

const CSV_URL = `data:text/csv;base64,${Buffer.from('key,hu,en\n').toString('base64')}`;

/** Authorization rows of the translations domain. */
const translationsAuthz: AuthzCases = {
  accountTranslations: {
    noTenantIds: true,
    async request() {
      return { url: '/api/account/translations' };
    },
  },
  accountGraphTranslations: {
    noTenantIds: true,
    async request() {
      return { url: '/api/account/translations/graph?lang=en' };
    },
  },
  // the path names tenant A's account: another tenant's admin gets the 404 of a missing id
  translationsUpload: {
    async request({ accountA }) {
      return { url: `/api/language/${accountA.id}/csv`, payload: { file: CSV_URL } };
    },
  },
  // a ticket download: the table checks only that the row exists; translations.test.ts covers tickets
  translationsDownload: {
    async request({ accountA }) {
      return { url: `/api/language/${accountA.id}/csv?t=${'x'.repeat(20)}` };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default translationsAuthz;
