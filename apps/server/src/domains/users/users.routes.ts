import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../routing';
import { sendFirstPasswordEmail } from './first-password';
import { toUserAnswer } from './user-answer';
import { listAccountPeople, listAdmins, listRoles } from './users.queries';
import { createPerson, deletePerson, setPersonEnabled, updatePerson } from './users.service';

/** The users domain's routes (spec 1 §7): the users and admins screens and the role list. */
export async function usersDomain(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.roles, async () => ({ roles: await listRoles(db) }));

  registerRoute(app, routes.usersList, async ({ accountId }) => {
    const now = app.now();
    return { users: (await listAccountPeople(db, accountId)).map((row) => toUserAnswer(row, now)) };
  });

  registerRoute(app, routes.usersAdmins, async () => {
    const now = app.now();
    return { users: (await listAdmins(db)).map((row) => toUserAnswer(row, now)) };
  });

  registerRoute(app, routes.usersCreate, async ({ body, auth }) => {
    const id = await createPerson(db, auth, body);
    // after the commit: the link's token row refers to the new user (spec 1 §5 send-set-password-email)
    if (body.send_set_password_email) await sendFirstPasswordEmail(app, id);
    return { status: 'ok' as const, id };
  });

  registerRoute(app, routes.usersUpdate, async ({ params, body, auth }) => {
    await updatePerson(db, auth, params.id, body);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.usersDelete, async ({ params, auth }) => {
    await deletePerson(db, auth, params.id, app.now());
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.usersSetEnabled, async ({ params, body, auth }) => {
    await setPersonEnabled(db, auth, params.id, body.enabled);
    return { status: 'ok' as const };
  });
}
