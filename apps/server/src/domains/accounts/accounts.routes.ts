import { type AuditAction, routes } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { listAccounts, listLanguages } from './accounts.queries';
import { addAccount, setAccountEnabled, updateAccount } from './accounts.service';

/**
 * The accounts domain's routes (spec 1 §7): accounts with their own k and the server's `MIN_GROUP_SIZE`
 * (the default and floor of k, for the form), and the language list of their popups.
 */
async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const serverMinGroupSize = app.env.MIN_GROUP_SIZE;

  registerRoute(app, routes.accountsList, async () => ({
    accounts: await listAccounts(db),
    server_min_group_size: serverMinGroupSize,
  }));

  // an account's events are kept in that account (docs/security.md "Audit log")
  const audit = (request: FastifyRequest, action: AuditAction, accountId: number) =>
    app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action,
      subject: { type: 'account', id: accountId },
    });

  registerRoute(app, routes.accountsAdd, async ({ body, request }) => {
    const id = await addAccount(db, body, serverMinGroupSize);
    await audit(request, 'account-created', id);
    return { status: 'ok' as const, id };
  });

  registerRoute(app, routes.accountsUpdate, async ({ params, body, request }) => {
    await updateAccount(db, params.id, body, serverMinGroupSize);
    await audit(request, 'account-updated', params.id);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.accountsSetEnabled, async ({ params, body, request }) => {
    if (!(await setAccountEnabled(db, params.id, body.enabled))) throw new AppError('not-found');
    await audit(request, body.enabled ? 'account-enabled' : 'account-disabled', params.id);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.languages, async () => ({ languages: await listLanguages(db) }));
}

/** `accountsRoutes` as the named `accounts-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const accountsDomain = domainPlugin(accountsRoutes, 'accounts', ['audit']);
