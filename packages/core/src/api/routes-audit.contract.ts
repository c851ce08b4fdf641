import { zAuditLogCsvParams, zAuditLogCsvQuery, zAuditLogQuery, zAuditLogResponse } from '../schemas/audit';
import { adminScoped, type RouteContractsOf } from './route-definition';
import type { auditRoutes } from './routes-audit';

/** The contract of {@link auditRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const auditRouteContracts = {
  auditLogList: {
    ...adminScoped,
    summary: 'List the audit log',
    query: zAuditLogQuery,
    response: zAuditLogResponse,
  },
  auditLogDownload: {
    ...adminScoped,
    credential: 'ticket',
    summary: 'Download the audit log as csv',
    params: zAuditLogCsvParams,
    query: zAuditLogCsvQuery,
  },
} as const satisfies RouteContractsOf<typeof auditRoutes>;
