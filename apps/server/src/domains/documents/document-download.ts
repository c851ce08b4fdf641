import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { fastifyPath } from '../../services/route-paths';
import { roleSlugOf } from '../../security/roles';
import { documentFile, findDocument } from './documents.queries';
import { consumeDocumentToken } from './document-tokens';
import { accountDisabledFlag, tokenUserStanding } from './document-tokens.queries';
import { attachmentDisposition } from '../../services/file-names';

/** The active user behind a consumed token, or null when disabled, deleted or of a disabled account. */
async function tokenUser(app: FastifyInstance, userId: number) {
  const user = await tokenUserStanding(app.database.db, userId);
  if (!user || user.is_disabled || user.deleted_at || user.account_disabled) return null;
  return roleSlugOf(user.role_id);
}

/** Whether the account a token was issued in is enabled: disabling it ends its downloads too (docs/sessions.md). */
async function accountEnabled(app: FastifyInstance, accountId: number): Promise<boolean> {
  const account = await accountDisabledFlag(app.database.db, accountId);
  return account?.is_disabled === false;
}

/**
 * `GET documents/download/{token}` (spec 2 §7): the token in the path is the credential, so this call
 * is registered here rather than by `registerRoute`, whose ticket check reads `?t=`. It opens the file
 * once, within 60 seconds, as an attachment; users only for published dates.
 */
export function registerDocumentDownload(app: FastifyInstance): void {
  const def = routes.documentsDownload;
  app.apiRoutes.push(def);
  app.route({
    method: def.method,
    url: fastifyPath(def.path),
    schema: {
      params: def.params,
      description: 'Access: user, session account, single-use document token in the path.',
      tags: ['documents'],
    },
    handler: async (request, reply) => {
      const db = app.database.db;
      const { token } = request.params as { token: string };
      const owner = await consumeDocumentToken(db, token, app.now());
      const role = owner && (await tokenUser(app, owner.userId));
      if (!owner || !role || !(await accountEnabled(app, owner.accountId))) {
        throw new AppError('download-ticket-invalid');
      }
      const document = await findDocument(db, owner.accountId, owner.documentId);
      if (!document || (role !== 'admin' && !document.enabled_for_users)) throw new AppError('not-found');
      const file = await documentFile(db, owner.accountId, owner.documentId);
      if (!file) throw new AppError('not-found');
      await app.audit.record({
        accountId: owner.accountId,
        action: 'download',
        actorId: owner.userId,
        impersonatorId: owner.impersonatorId,
        subject: { type: 'download', id: owner.documentId, name: file.fileName },
        detail: 'document',
        ip: request.ip,
      });
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('Cache-Control', 'no-store')
        .send(file.content);
    },
  });
}
