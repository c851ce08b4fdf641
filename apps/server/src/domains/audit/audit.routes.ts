import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { UTF8_BOM, writeCsv } from '../../spreadsheets/csv';
import { neutraliseCsvCell } from '../../services/spreadsheet-safety';
import { allAuditEvents, listAuditEvents } from './audit.queries';

/** A page of the audit log holds 50 events unless asked otherwise. */
export const AUDIT_PAGE_SIZE = 50;

const CSV_HEADER = ['time', 'action', 'actor', 'impersonator', 'subject_type', 'subject', 'detail', 'ip'];

/** The audit log of the session account (docs/security.md "Audit log"): a page to read, a csv to keep. */
async function auditRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.auditLogList, async ({ query, accountId }) => {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? AUDIT_PAGE_SIZE;
    const { events, total } = await listAuditEvents(db, accountId, query, page, pageSize);
    return { events, total, page, page_size: pageSize };
  });

  // the ticket names the account; only the session account's log (another account's id is a 404)
  registerRoute(app, routes.auditLogDownload, async ({ params, query, accountId, reply }) => {
    if (params.accountId !== accountId) throw new AppError('not-found');
    const lines: string[] = [UTF8_BOM, writeCsv([CSV_HEADER])];
    for await (const events of allAuditEvents(db, accountId, query)) {
      const rows = events.map((e) =>
        [
          e.at,
          e.action,
          e.actor_name ?? '',
          e.impersonator_name ?? '',
          e.subject_type ?? '',
          e.subject_name ?? '',
          e.detail ?? '',
          e.ip ?? '',
        ].map(neutraliseCsvCell),
      );
      lines.push(writeCsv(rows));
    }
    const scope = query.scope === 'platform' ? 'platform' : String(accountId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-log-${scope}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(lines.join(''));
  });
}

/** `auditRoutes` as the named `audit-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const auditDomain = domainPlugin(auditRoutes, 'audit', ['downloadTickets', 'audit']);
