import { routes } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { sliceTurn } from '../../event-loop-slices';
import { registerRoute } from '../../routing';
import { recentImportJobs } from './import-job-log.queries';
import { setUpImportQueue } from './import-queue';
import { logManualImport, settleOrphanedImportJobs } from './import-tracking';
import { accountKeyIds, isKeyRevoked, surveyRowsByProviderId } from './imports.queries';
import { apiKeyLimits } from './limits';
import { manualImport, previewManualImport } from './manual/manual-import.service';
import { multipartFile } from './multipart-file';

/** The largest manual import file accepted, in bytes. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

/** The import domain: the provider import queue and the manual import (spec 2 §7, §8). */
export async function importsDomain(app: FastifyInstance): Promise<void> {
  const queue = setUpImportQueue(app);
  acceptUpload(app);

  const requireAccount = (accountId: number | null): number => {
    if (accountId === null) throw new AppError('no-session-account');
    return accountId;
  };
  const queued = async (accountId: number) => ({
    status: 'queued' as const,
    queue_length: await queue.queueLength(accountId),
  });
  const ensureUsable = async (accountId: number, keyId: number) => {
    // a revoked token cannot import: say so now, in a form the UI shows (provider-api §2.4)
    if (await isKeyRevoked(app.database.db, accountId, keyId))
      throw new AppError('provider-error', { reason: 'revoked' });
  };

  registerRoute(app, routes.dataImportLimits, async ({ auth }) => {
    const accountId = auth.accountId;
    if (accountId === null) return { queue_length: 0, api_keys: [] };
    return {
      queue_length: await queue.queueLength(accountId),
      api_keys: await apiKeyLimits(app.database.db, accountId, app.now()),
    };
  });

  // the progress view: running jobs and those finished lately (docs/import.md "The import queue")
  registerRoute(app, routes.dataImportJobs, async ({ accountId }) => {
    await settleOrphanedImportJobs(app.database.db, queue, accountId, app.now());
    return { import_jobs: await recentImportJobs(app.database.db, accountId, app.now()) };
  });

  registerRoute(app, routes.dataImportSurveys, async ({ auth }) => {
    const accountId = requireAccount(auth.accountId);
    const keys = await accountKeyIds(app.database.db, accountId);
    for (const keyId of keys) {
      await ensureUsable(accountId, keyId);
      await queue.send({ kind: 'surveys', accountId, apiKeyId: keyId });
    }
    return queued(accountId);
  });

  for (const [route, kind] of [
    [routes.dataImportSurveyDetails, 'details'],
    [routes.dataImportSurveyCollectors, 'collectors'],
    [routes.dataImportSurveyResponses, 'responses'],
  ] as const) {
    registerRoute(app, route, async ({ accountId, params }) => {
      const rows = await surveyRowsByProviderId(app.database.db, accountId, params.id);
      if (rows.length === 0) throw new AppError('not-found');
      for (const row of rows) await ensureUsable(accountId, row.sm_api_key_id);
      for (const row of rows) await queue.send({ kind, accountId, providerSurveyId: row.id });
      return queued(accountId);
    });
  }

  // the file is parsed in a worker thread; matching it to the designs stays here (docs/import.md)
  const readRows = (bytes: Uint8Array) => app.uploadParser.run({ kind: 'manual-import-sheet', bytes });
  registerRoute(app, routes.dataImportManual, async ({ accountId, request }) => {
    const bytes = uploadedBytes(request);
    const count = await logManualImport(
      app.database.db,
      accountId,
      () => app.now(),
      () =>
        manualImport(app.database.db, accountId, bytes, {
          readRows,
          // PGlite's one connection: a single long transaction would hold every other request, so
          // the rows are staged in short steps and published at once
          stagedWrites: app.database.kind === 'pglite',
        }),
    );
    return { status: 'ok' as const, imported_count: count };
  });

  // a dry run of the same file: nothing is stored, so nothing is logged (docs/import.md)
  registerRoute(app, routes.dataImportManualPreview, async ({ accountId, request }) =>
    previewManualImport(app.database.db, accountId, uploadedBytes(request), readRows),
  );
}

/**
 * Takes this plugin's multipart bodies (spec 1 §7: the manual import is multipart): the body is
 * gathered as it streams in, and its `file` part is found without a parse of the whole form
 * (multipart-file.ts), so a large upload never holds the event loop.
 */
function acceptUpload(app: FastifyInstance): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    async (request: FastifyRequest, body: Buffer) => {
      // twelve uploads that arrive together are read one a turn of the event loop, not all in one
      await sliceTurn();
      return { file: multipartFile(body, String(request.headers['content-type'])) };
    },
  );
}

function uploadedBytes(request: FastifyRequest): Uint8Array | null {
  return (request.body as { file?: Uint8Array | null } | undefined)?.file ?? null;
}
