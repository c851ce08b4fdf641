import type { ReportData, ReportFormat } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import type { CommentServices } from '../comments/comments.service';
import type { ReportQueue } from './report-jobs';
import type { ReportPdfRenderer } from './report-pdf';
import { writeReportPptx } from './report-pptx';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { buildReportComments, REPORT_COMMENT_EXAMPLES } from './report-comments';

/** What a report is built with besides the graph services: its queue, the PDF renderer and the comment services. */
export interface ReportServices {
  jobs: ReportQueue;
  pdf: ReportPdfRenderer;
  comments: CommentServices;
}

const services = new WeakMap<object, ReportServices>();

/**
 * The report queue, renderer and comment services of an app, for tests and the benchmark; throws when the domain
 * is not registered.
 */
export function reportServicesOf(app: FastifyInstance): ReportServices {
  const found = services.get(app.database);
  if (!found) throw new Error('the reports domain is not registered');
  return found;
}

/** Keeps the report services the reports domain built for an app, for {@link reportServicesOf}. */
export function keepReportServices(app: FastifyInstance, found: ReportServices): void {
  services.set(app.database, found);
}

/** Forgets an app's report services when it closes, unless another registration of the domain replaced them. */
export function dropReportServices(app: FastifyInstance, jobs: ReportQueue): void {
  if (services.get(app.database)?.jobs === jobs) services.delete(app.database);
}

/** Writes the report's file in its format. */
export function renderReport(
  pdf: ReportPdfRenderer,
  data: ReportData,
  format: ReportFormat,
): Promise<Buffer> {
  return format === 'pdf' ? pdf.render(data, data.texts['report-page'] ?? '') : writeReportPptx(data);
}

/** Whether the caller's report job `id` is done, so its file may be ticketed (`POST download-tickets`). */
export async function reportFileReady(
  app: FastifyInstance,
  id: number,
  owner: { userId: number; accountId: number },
): Promise<boolean> {
  return (await reportServicesOf(app).jobs.status(id, owner))?.state === 'done';
}
