import { type AuditAction, routes } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { sendFirstPasswordEmail } from './first-password';
import { toUserAnswer } from './user-answer';
import { parseStoredScope } from '../graphs/graphs.service';
import { registerScopeImportRoutes } from './scope-import/scope-import.routes';
import { registerScopeRoutes } from './user-scopes';
import { accountScopeRows } from './user-scopes.queries';
import { listAccountPeople, listAdmins, listRoles } from './users.queries';
import { createPerson, deletePerson, setPersonEnabled, updatePerson } from './users.service';

/** The users domain's routes (spec 1 §7): the users and admins screens and the role list. */
async function usersRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.roles, async () => ({ roles: await listRoles(db) }));
  // scoped viewers (docs/privacy.md "Rule 10"): a user's scope, set by an admin
  registerScopeRoutes(app);
  registerScopeImportRoutes(app);

  registerRoute(app, routes.usersList, async ({ accountId }) => {
    const now = app.now();
    // each person's scope in this account beside them, so the screen shows and filters by it
    const scopes = await accountScopeRows(db, accountId);
    return {
      users: (await listAccountPeople(db, accountId)).map((row) => {
        const scope = scopes.get(row.id);
        return { ...toUserAnswer(row, now), scope: scope === undefined ? null : parseStoredScope(scope) };
      }),
    };
  });

  registerRoute(app, routes.usersAdmins, async () => {
    const now = app.now();
    return { users: (await listAdmins(db)).map((row) => toUserAnswer(row, now)) };
  });

  // the person's account keeps the event; an admin's (no account) is a platform event
  const audit = (
    request: FastifyRequest,
    action: AuditAction,
    user: { id: number; accountId: number | null },
    detail: string | null = null,
  ) =>
    app.audit.record({
      ...app.audit.actor(request),
      accountId: user.accountId,
      action,
      subject: { type: 'user', id: user.id },
      detail,
    });

  registerRoute(app, routes.usersCreate, async ({ body, auth, request }) => {
    const id = await createPerson(db, auth, body);
    const accountId = body.role === 'admin' ? null : auth.accountId;
    await audit(request, 'user-created', { id, accountId }, body.role);
    // after the commit: the link's token row refers to the new user (spec 1 §5 send-set-password-email)
    if (body.send_set_password_email) await sendFirstPasswordEmail(app, id);
    return { status: 'ok' as const, id };
  });

  registerRoute(app, routes.usersUpdate, async ({ params, body, auth, request }) => {
    const { accountId, roleChanged } = await updatePerson(db, auth, params.id, body);
    const subject = { id: params.id, accountId };
    await audit(
      request,
      roleChanged ? 'role-changed' : 'user-updated',
      subject,
      roleChanged ? body.role : null,
    );
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.usersDelete, async ({ params, auth, request }) => {
    const user = await deletePerson(db, auth, params.id, app.now());
    await audit(request, 'user-deleted', { id: user.id, accountId: user.account_id });
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.usersSetEnabled, async ({ params, body, auth, request }) => {
    const user = await setPersonEnabled(db, auth, params.id, body.enabled);
    await audit(request, body.enabled ? 'user-enabled' : 'user-disabled', {
      id: user.id,
      accountId: user.account_id,
    });
    return { status: 'ok' as const };
  });
}

/** `usersRoutes` as the named `users-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const usersDomain = domainPlugin(usersRoutes, 'users', ['audit']);
