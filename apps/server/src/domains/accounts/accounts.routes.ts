import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { listAccounts, listLanguages, setAccountDisabled } from './accounts.queries';
import { addAccount, updateAccount } from './accounts.service';

/** The accounts domain's routes (spec 1 §7): accounts and the language list of their popups. */
export async function accountsDomain(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.accountsList, async () => ({ accounts: await listAccounts(db) }));

  registerRoute(app, routes.accountsAdd, async ({ body }) => ({
    status: 'ok' as const,
    id: await addAccount(db, body),
  }));

  registerRoute(app, routes.accountsUpdate, async ({ params, body }) => {
    await updateAccount(db, params.id, body);
    return { status: 'ok' as const };
  });

  // a disabled account's users are refused by the auth plugin from their next call (spec 1 §4)
  registerRoute(app, routes.accountsSetEnabled, async ({ params, body }) => {
    if (!(await setAccountDisabled(db, params.id, !body.enabled))) throw new AppError('not-found');
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.languages, async () => ({ languages: await listLanguages(db) }));
}
