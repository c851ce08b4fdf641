import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { reportFileReady } from '../reports/reports.service';
import { ticketSurveyDate } from './downloads.queries';

/** `POST download-tickets`: a single-use, 60-second ticket for one `?t=` download (spec 2 §7). */
async function downloadsRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.downloadTickets, async ({ body, auth, accountId }) => {
    const db = app.database.db;
    if (body.resource === 'report-file') {
      // the caller's own finished report only (docs/reports.md); another's or an unfinished one is a 404
      if (!(await reportFileReady(app, body.id, { userId: auth.userId, accountId })))
        throw new AppError('not-found');
    } else if (body.resource === 'translations-csv' || body.resource === 'audit-log-csv') {
      // the translations csv and the audit log of the session account only
      if (body.id !== accountId || !auth.isAdmin) throw new AppError('not-found');
    } else {
      const date = await ticketSurveyDate(db, accountId, body.id);
      // another tenant's date, or an unpublished one for a user, is the same 404 as a missing one
      if (!date || (!auth.isAdmin && !date.enabled_for_users)) throw new AppError('not-found');
      if (body.resource === 'collectors-xlsx' && !auth.isAdmin) throw new AppError('forbidden');
    }
    const ticket = await app.downloadTickets.issue(auth, body.resource, body.id);
    return { ticket };
  });
}

/** `downloadsRoutes` as the named `downloads-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const downloadsDomain = domainPlugin(downloadsRoutes, 'downloads', ['downloadTickets']);
