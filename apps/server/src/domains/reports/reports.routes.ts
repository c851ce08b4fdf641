import { type ReportFormat, routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { REPORT_PAGE_DIR } from '../../asset-dirs';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { attachmentDisposition } from '../../services/file-names';
import { domainPlugin } from '../domain-plugin';
import { graphServicesOf, readableDates } from '../graphs/graphs.service';
import { CommentDataCache, commentIdKey, type CommentServices } from '../comments/comments.service';
import { buildReportComments } from './report-comments';
import { buildReportData } from './report-data.service';
import { createReportQueue } from './report-jobs';
import { ReportPdfRenderer } from './report-pdf';
import { dropReportServices, keepReportServices, renderReport } from './reports.service';

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The share of a report's time its data takes; the rest is printing it (for the progress bar). */
const DATA_SHARE = 0.6;

/**
 * The reports domain (docs/reports.md): `POST reports` checks the dates as `graph/data` does and
 * queues the report; `GET reports/{id}` answers its progress; once it is done, `POST download-tickets`
 * gives its owner a ticket (downloads domain) and `GET reports/{id}/file?t=` sends the file.
 */
async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const graph = graphServicesOf(app);
  const pdf = new ReportPdfRenderer({ chromiumPath: app.env.CHROMIUM_PATH, pageDir: REPORT_PAGE_DIR });
  const env = app.env;
  // the comments section reads through the comments domain's own functions (docs/reports.md "Comments")
  const comments: CommentServices = {
    graphs: graph,
    data: new CommentDataCache(),
    idKey: commentIdKey(env.JWT_SECRET),
  };
  const jobs = createReportQueue({
    db: app.database.db,
    engine: app.database.kind,
    workers: env.REPORT_WORKERS,
    queue: env.REPORT_QUEUE,
    perUser: 2,
    keepMs: 10 * 60_000,
    now: () => app.now(),
    claimLocks: app.database.kind === 'postgres' && env.DATABASE_POOL_SIZE >= 2,
    // the same report as B's closure built in the API process: its data as the caller, then its file
    build: async (caller, accountId, request, progress) => {
      const data = await buildReportData(graph, caller, accountId, request, (done) =>
        progress(done * DATA_SHARE),
      );
      data.comments = await buildReportComments(comments, caller, accountId, request);
      return renderReport(pdf, data, request.format);
    },
    onError: (error) => app.log.error({ err: error }, 'a report failed'),
  });
  keepReportServices(app, { jobs, pdf, comments });
  // reports run where the import workers run (docs/reports.md "Queue"): `npm start`'s process, or `npm run worker`
  if (env.IMPORT_WORKERS === 'true' || (env.IMPORT_WORKERS === 'auto' && env.NODE_ENV !== 'test'))
    app.addHook('onReady', () => jobs.startWorkers());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await pdf.close();
    dropReportServices(app, jobs);
  });

  registerRoute(app, routes.reportCreate, async ({ body, auth, accountId, request }) => {
    if (body.format === 'pdf') pdf.assertAvailable();
    // the same 404 as graph/data for another tenant's, a missing or (for users) an unpublished date, at once
    await readableDates(
      app.database.db,
      accountId,
      [body.survey_date_id, ...body.compare_survey_date_ids],
      auth,
    );
    const created = await jobs.create(auth, accountId, body);
    // its file leaves through a ticket, recorded as a download; the request is recorded too, so a login-as
    // session's names the admin (docs/security.md "Audit log")
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'report-requested',
      subject: { type: 'download', id: created.id, name: 'report-file' },
      detail: body.format,
    });
    return created;
  });

  registerRoute(app, routes.reportStatus, async ({ params, auth, accountId }) => {
    const owner = { userId: auth.userId, accountId };
    const job = await jobs.status(params.id, owner);
    if (!job) throw new AppError('not-found');
    return job;
  });

  registerRoute(app, routes.reportFile, async ({ params, auth, accountId, reply }) => {
    const found = await jobs.file(params.id, { userId: auth.userId, accountId });
    if (!found) throw new AppError('not-found');
    return reply
      .header('Content-Type', CONTENT_TYPES[found.format])
      .header('Content-Disposition', attachmentDisposition(`pulzus-report-${params.id}.${found.format}`))
      .header('Cache-Control', 'no-store')
      .send(found.file);
  });
}

/** The reports domain as a named plugin: its tickets and their audit record are services (docs/architecture.md). */
export const reportsDomain = domainPlugin(reportsRoutes, 'reports', ['downloadTickets', 'audit']);
