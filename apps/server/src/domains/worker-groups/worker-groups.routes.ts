import { routes, workerGroupCode } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { callerDataNames } from '../translations/translations.service';
import { isUniqueViolation } from '../../services/unique-violation';
import { insertWorkerGroup, listWorkerGroups, workerGroupCodeTaken } from './worker-groups.queries';

/** The worker-groups domain's routes (spec 1 §7); each registered from the core route table. */
export async function workerGroupsDomain(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.workerGroupsList, async ({ query, accountId, auth }) => {
    const groups = await listWorkerGroups(app.database.db, accountId);
    if (query.names !== 'display') return { worker_groups: groups };
    // for showing: the names in the caller's language (docs/i18n.md "Data names")
    const names = await callerDataNames(app.database.db, auth, accountId);
    return { worker_groups: groups.map((g) => ({ ...g, name: names.of('worker-group', g.name) })) };
  });

  registerRoute(app, routes.workerGroupsCreate, async ({ body, accountId }) => {
    const db = app.database.db;
    // the company's own code, else the slug of the name (spec 1 §3); a name with no letter or digit has none
    const code = body.code ?? workerGroupCode(body.name);
    const field = body.code === undefined ? 'name' : 'code';
    if (code === '') {
      throw new AppError('validation-failed', {
        fields: [{ path: 'name', message: 'No code can be derived' }],
      });
    }
    if (await workerGroupCodeTaken(db, accountId, code)) throw new AppError('conflict', { field });
    try {
      const id = await insertWorkerGroup(db, accountId, { name: body.name, code });
      return { status: 'ok' as const, id };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', { field });
      throw error;
    }
  });
}
