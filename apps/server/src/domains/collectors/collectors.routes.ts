import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { listCollectors, listDateProviderCollectors } from './collectors.queries';
import { saveCollectors, uploadCollectorsXlsx } from './collectors.service';
import { buildCollectorsSample, userLanguage } from './collectors-sample';
import { writeCollectorsSample } from './collectors-xlsx-write';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The collectors domain: collectors, provider collectors and the collectors xlsx (spec 2 §2 Collectors, §7). */
async function collectorsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.collectorsList, async ({ params, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    return { collectors: await listCollectors(db, accountId, params.id) };
  });

  registerRoute(app, routes.collectorsSave, async ({ params, body, accountId }) => {
    await saveCollectors(db, accountId, params.id, body.collectors);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.collectorsXlsxUpload, async ({ params, body, accountId }) => {
    // exceljs reads the sheet in a worker thread (docs/import.md "Spreadsheet limits")
    await uploadCollectorsXlsx(db, accountId, params.id, body.file, async (bytes) => {
      const rows = await app.uploadParser.run({ kind: 'collectors-xlsx', bytes });
      if (!rows) throw new AppError('invalid-file');
      return rows;
    });
    return { status: 'ok' as const, collectors: await listCollectors(db, accountId, params.id) };
  });

  registerRoute(app, routes.collectorsXlsxDownload, async ({ params, accountId, auth, reply }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    const sample = await buildCollectorsSample(db, accountId, params.id, await userLanguage(db, auth.userId));
    const file = await writeCollectorsSample(sample);
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="collectors-${params.id}.xlsx"`)
      .header('Cache-Control', 'no-store')
      .send(file);
  });

  registerRoute(app, routes.providerCollectors, async ({ params, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    const rows = await listDateProviderCollectors(db, accountId, params.id);
    return { sm_collectors: rows.map(({ id, title }) => ({ id, title })) };
  });
}

/** `collectorsRoutes` as the named `collectors-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const collectorsDomain = domainPlugin(collectorsRoutes, 'collectors', [
  'surveyDateAccess',
  'downloadTickets',
  'audit',
]);
