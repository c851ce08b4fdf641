import { defineRoute } from './route-definition';

/** The audit log (docs/security.md "Audit log"): admins read the session account's events. */
export const auditRoutes = {
  /** `GET audit-log`: one page of the session account's events (or those of no account), newest first. */
  auditLogList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'audit-log',
  }),
  /** `GET audit-log/{accountId}/csv?t={ticket}`: every event the filters match, as csv. */
  auditLogDownload: defineRoute({
    bodyKind: 'download',
    method: 'GET',
    path: 'audit-log/{accountId}/csv',
    ticket: { resource: 'audit-log-csv', idParam: 'accountId' },
  }),
} as const;
