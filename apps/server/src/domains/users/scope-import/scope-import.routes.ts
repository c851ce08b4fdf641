import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../routing';
import { acceptMultipart } from '../../../services/multipart-form';
import { applyScopeImport, MAX_SCOPE_IMPORT_BYTES, previewScopeImport } from './scope-import.service';

/**
 * The scope import routes (docs/api.md "Scope import"): an admin uploads an xlsx or csv of e-mail, name and scope,
 * previews what it would change, then applies it all or nothing. Both are multipart uploads into the users domain.
 */
export function registerScopeImportRoutes(app: FastifyInstance): void {
  acceptMultipart(app, MAX_SCOPE_IMPORT_BYTES);

  registerRoute(app, routes.usersScopeImportPreview, async ({ accountId, query, request }) =>
    previewScopeImport(app, accountId, request.body, query.mode),
  );

  registerRoute(app, routes.usersScopeImport, async ({ accountId, query, request }) =>
    applyScopeImport(app, request, accountId, request.body, query.mode),
  );
}
