import { routes, zTranslationsUploadPayload } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { UTF8_BOM } from '../../spreadsheets/csv';
import { decodeDataUrl } from '../../services/data-url';
import { catalogueRows, graphCatalogue, mergeCatalogue, planUploadRows } from './catalogue-overrides';
import { writeCsv } from '../../spreadsheets/csv';
import { acceptMultipart, MAX_CSV_BYTES } from '../../services/multipart-form';
import { accountDataNames, applyUploadPlan, loadOverrides } from './translations.queries';

/** The csv bytes of an upload: a multipart file part, or a data URL (multipart text field or JSON). */
async function uploadedBytes(body: unknown): Promise<Uint8Array> {
  const parsed = zTranslationsUploadPayload.safeParse(body);
  if (!parsed.success) throw new AppError('invalid-file');
  const { file } = parsed.data;
  if (typeof file === 'string') return decodeDataUrl(file, MAX_CSV_BYTES).bytes;
  if (file.size > MAX_CSV_BYTES) throw new AppError('payload-too-large');
  return new Uint8Array(await file.arrayBuffer());
}

/** The translations domain: per-account overrides of the hu/en catalogue, csv download and upload (spec 2 §2 Translations, §7). */
async function translationsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  acceptMultipart(app);

  registerRoute(app, routes.accountTranslations, async ({ accountId }) => ({
    translations: mergeCatalogue(await loadOverrides(db, accountId)),
  }));

  // the embed element's texts: one language, the graph areas only (an embed token may call it)
  registerRoute(app, routes.accountGraphTranslations, async ({ accountId, query }) => ({
    language: query.lang,
    translations: graphCatalogue(await loadOverrides(db, accountId), query.lang),
  }));

  // the ticket names the account; only the session account's csv (another account's id is a 404)
  registerRoute(app, routes.translationsDownload, async ({ params, accountId, reply }) => {
    if (params.accountId !== accountId) throw new AppError('not-found');
    const [overrides, dataNames, dataOverrides] = await Promise.all([
      loadOverrides(db, accountId),
      accountDataNames(db, accountId),
      loadOverrides(db, accountId, 'data'),
    ]);
    const csv = UTF8_BOM + writeCsv(catalogueRows(overrides, dataNames, dataOverrides));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="translations-${accountId}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  registerRoute(app, routes.translationsUpload, async ({ params, accountId, request }) => {
    if (params.accountId !== accountId) throw new AppError('not-found');
    // the csv is parsed in a worker thread (docs/import.md "Spreadsheet limits")
    const rows = await app.uploadParser.run({ kind: 'csv', bytes: await uploadedBytes(request.body) });
    const dataKeys = new Set((await accountDataNames(db, accountId)).map((d) => d.key));
    const plan = planUploadRows(rows, dataKeys);
    return { status: 'ok' as const, updated_count: await applyUploadPlan(db, accountId, plan) };
  });
}

/** `translationsRoutes` as the named `translations-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const translationsDomain = domainPlugin(translationsRoutes, 'translations', [
  'downloadTickets',
  'audit',
]);
