import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { listAccounts, listLanguages } from './accounts.queries';
import { addAccount, setAccountEnabled, updateAccount } from './accounts.service';

/**
 * The accounts domain's routes (spec 1 §7): accounts with their own k and the server's `MIN_GROUP_SIZE`
 * (the default and floor of k, for the form), and the language list of their popups.
 */
export async function accountsDomain(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const serverMinGroupSize = app.env.MIN_GROUP_SIZE;

  registerRoute(app, routes.accountsList, async () => ({
    accounts: await listAccounts(db),
    server_min_group_size: serverMinGroupSize,
  }));

  registerRoute(app, routes.accountsAdd, async ({ body }) => ({
    status: 'ok' as const,
    id: await addAccount(db, body, serverMinGroupSize),
  }));

  registerRoute(app, routes.accountsUpdate, async ({ params, body }) => {
    await updateAccount(db, params.id, body, serverMinGroupSize);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.accountsSetEnabled, async ({ params, body }) => {
    if (!(await setAccountEnabled(db, params.id, body.enabled))) throw new AppError('not-found');
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.languages, async () => ({ languages: await listLanguages(db) }));
}
