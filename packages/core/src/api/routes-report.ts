import { zIdParams } from '../schemas/common';
import { zTicketQuery } from '../schemas/download-ticket';
import { zReportJob, zReportRequest } from '../schemas/report';
import { defineRoute, userScoped } from './route-definition';

/**
 * The board-ready report (docs/reports.md): a job that runs the graph queries of a survey date as the
 * caller and prints them as PDF or PPTX, its progress, and its file behind a single-use ticket.
 */
export const reportRoutes = {
  /** `POST reports`: a survey date, compare dates, filters, format and language → the queued job. */
  reportCreate: defineRoute({
    ...userScoped,
    summary: 'Start building a report',
    errors: ['field-not-allowed', 'report-busy', 'report-renderer-unavailable'],
    method: 'POST',
    path: 'reports',
    body: zReportRequest,
    response: zReportJob,
  }),
  /** `GET reports/{id}`: the job's state and progress; when done, a download ticket for its file. */
  reportStatus: defineRoute({
    ...userScoped,
    summary: 'Get a report’s progress',
    method: 'GET',
    path: 'reports/{id}',
    params: zIdParams,
    response: zReportJob,
  }),
  /** `GET reports/{id}/file?t={ticket}`: the finished PDF or PPTX. */
  reportFile: defineRoute({
    ...userScoped,
    summary: 'Download a finished report',
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'reports/{id}/file',
    params: zIdParams,
    query: zTicketQuery,
    ticket: { resource: 'report-file', idParam: 'id' },
  }),
} as const;
