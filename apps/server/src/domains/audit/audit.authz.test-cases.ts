import type { AuthzCases } from '../../test/authz';

/** Authorization rows of the audit log. */
const auditAuthz: AuthzCases = {
  auditLogList: {
    noTenantIds: true,
    async request() {
      return { url: '/api/audit-log' };
    },
  },
  // a ticket download: the table checks only that the row exists; audit.test.ts covers tickets
  auditLogDownload: {
    async request({ accountA }) {
      return { url: `/api/audit-log/${accountA.id}/csv?t=${'x'.repeat(20)}` };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default auditAuthz;
