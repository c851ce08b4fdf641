import { zIdParams } from '../schemas/common';
import { zTicketQuery } from '../schemas/download-ticket';
import { zReportJob, zReportRequest } from '../schemas/report';
import { userScoped, type RouteContractsOf } from './route-definition';
import type { reportRoutes } from './routes-report';

/** The contract of {@link reportRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const reportRouteContracts = {
  reportCreate: {
    ...userScoped,
    summary: 'Start building a report',
    errors: ['field-not-allowed', 'report-busy', 'report-renderer-unavailable'],
    body: zReportRequest,
    response: zReportJob,
  },
  reportStatus: {
    ...userScoped,
    summary: 'Get a report’s progress',
    params: zIdParams,
    response: zReportJob,
  },
  reportFile: {
    ...userScoped,
    credential: 'ticket',
    summary: 'Download a finished report',
    params: zIdParams,
    query: zTicketQuery,
  },
} as const satisfies RouteContractsOf<typeof reportRoutes>;
