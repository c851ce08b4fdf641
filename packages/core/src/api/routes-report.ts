import { defineRoute } from './route-definition';

/**
 * The board-ready report (docs/reports.md): a job that runs the graph queries of a survey date as the
 * caller and prints them as PDF or PPTX, its progress, and its file behind a single-use ticket.
 */
export const reportRoutes = {
  /** `POST reports`: a survey date, compare dates, filters, format and language → the queued job. */
  reportCreate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'reports',
  }),
  /** `GET reports/{id}`: the job's state and progress; when done, a download ticket for its file. */
  reportStatus: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'reports/{id}',
  }),
  /** `GET reports/{id}/file?t={ticket}`: the finished PDF or PPTX. */
  reportFile: defineRoute({
    bodyKind: 'download',
    method: 'GET',
    path: 'reports/{id}/file',
    ticket: { resource: 'report-file', idParam: 'id' },
  }),
} as const;
