import { MAX_DOCUMENT_BYTES, routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { fastifyPath } from '../../services/route-paths';
import { decodeDataUrl } from '../../services/data-url';
import { registerDocumentDownload } from './document-download';
import { issueDocumentToken } from './document-tokens';
import { deleteDocument, findDocument, insertDocument, listDocuments } from './documents.queries';
import { documentMediaType } from './file-type';
import { originalFileName, safeFileName } from '../../services/file-names';

/** The upload's body limit: the base64 of the largest document plus room for the JSON around it. */
export const DOCUMENT_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

/** The documents domain: upload, list, delete and single-use downloads (spec 2 §2 Documents, §7). */
async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  // only the upload gets the larger body limit; Fastify refuses a longer body by its Content-Length
  // (or while streaming) before buffering it
  const uploadUrl = fastifyPath(routes.documentsUpload.path);
  app.addHook('onRoute', (options) => {
    if (options.url === uploadUrl && options.method === routes.documentsUpload.method) {
      options.bodyLimit = DOCUMENT_BODY_LIMIT;
    }
  });

  registerRoute(app, routes.documentsList, async ({ params, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    return { documents: await listDocuments(db, accountId, params.id) };
  });

  registerRoute(app, routes.documentsUpload, async ({ params, body, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    const fileName = safeFileName(body.file_name);
    if (!fileName)
      throw new AppError('validation-failed', { fields: [{ path: 'file_name', message: 'Required' }] });
    const { bytes } = decodeDataUrl(body.file, MAX_DOCUMENT_BYTES);
    const mime = documentMediaType(fileName, bytes);
    const id = await insertDocument(db, accountId, params.id, {
      name: body.name,
      fileName,
      originalFileName: originalFileName(body.file_name),
      mime,
      content: bytes,
      uploadedAt: app.now(),
    });
    return { status: 'ok' as const, id };
  });

  registerRoute(app, routes.documentsDelete, async ({ params, accountId }) => {
    const document = await findDocument(db, accountId, params.id);
    if (!document) throw new AppError('not-found');
    await deleteDocument(db, accountId, params.id);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.documentsDownloadToken, async ({ params, accountId, auth }) => {
    const document = await findDocument(db, accountId, params.id);
    // users see documents of published dates only (spec 2 §6)
    if (!document || (!auth.isAdmin && !document.enabled_for_users)) throw new AppError('not-found');
    const owner = { userId: auth.userId, accountId, impersonatorId: auth.impersonatorId };
    return { token: await issueDocumentToken(db, owner, params.id, app.now()) };
  });

  registerDocumentDownload(app);
}

/** `documentsRoutes` as the named `documents-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const documentsDomain = domainPlugin(documentsRoutes, 'documents', ['surveyDateAccess', 'audit']);
