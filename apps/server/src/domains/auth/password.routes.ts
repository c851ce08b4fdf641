import { isValidEmail, ROLE_IDS, routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { managed } from '../../services/managed-people';
import { clearFailures, findLiveUser, setLoginLock } from './auth.queries';
import { sendPasswordEmail } from './password-links';
import { requestReminder } from './password-reminder';
import {
  changeOwnPassword,
  checkPasswordLink,
  setPasswordWithLink,
  setUserPassword,
} from './password.service';
import { replaceSessionToken } from './session-token';

const OK = { status: 'ok' as const };

/**
 * The public reminder (spec 1 §7 `POST users/password-reminder`): one answer for every valid
 * address — unknown, deleted, disabled, demo or real — and the mail, if any, after it (docs/sign-in.md).
 */
export function registerReminderRoute(app: FastifyInstance): void {
  registerRoute(app, routes.usersPasswordReminder, async ({ body }) => {
    if (!isValidEmail(body.email.trim())) {
      throw new AppError('validation-failed', { fields: [{ path: 'email', message: 'Invalid email' }] });
    }
    await requestReminder(app, body.email);
    return OK;
  });
}

/** The public calls of a password link (spec 1 §2, §7): checking it, and setting the password with it. */
export function registerPasswordLinkRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.usersCheckVerifyHash, async ({ body }) => {
    await checkPasswordLink(app, body.user_id, body.verify_hash);
    return OK;
  });

  registerRoute(app, routes.usersSetPassword, async ({ body, request }) => {
    await setPasswordWithLink(app, body.user_id, body.verify_hash, body.password);
    // the link's owner acted: a new password by link also lifts a lock (docs/sign-in.md)
    await app.audit.record({
      accountId: await app.audit.homeAccountOf(body.user_id),
      action: 'password-reset',
      actorId: body.user_id,
      subject: { type: 'user', id: body.user_id },
      ip: request.ip,
    });
    return OK;
  });
}

/** Password change, admin password and unlock calls (spec 1 §5–§7). */
export function registerPasswordRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.usersChangePassword, async ({ body, auth, reply, request }) => {
    await changeOwnPassword(app, auth.userId, body.old_password, body.new_password);
    await app.audit.record({
      ...app.audit.actor(request),
      accountId: await app.audit.homeAccountOf(auth.userId),
      action: 'password-changed',
      subject: { type: 'user', id: auth.userId },
    });
    // the other sessions end; this one continues on a token of the new version
    if (auth.claims)
      await replaceSessionToken(app, reply, auth.claims, { sessionAccountId: auth.claims.aid ?? null });
    return OK;
  });

  registerRoute(app, routes.usersUpdatePassword, async ({ params, body, auth, reply, request }) => {
    const person = await managed(app.database.db, auth, params.id); // the session account's people only (docs/api.md)
    // no admin takes over another: an admin's password is set by that admin alone, by change or reminder
    // link (docs/security.md "Sessions end when they should")
    if (person.role_id === ROLE_IDS.admin && person.id !== auth.userId)
      throw new AppError('admin-target-not-allowed');
    await setUserPassword(app, params.id, body.password);
    await app.audit.record({
      ...app.audit.actor(request),
      accountId: await app.audit.homeAccountOf(params.id),
      action: 'password-set',
      subject: { type: 'user', id: params.id },
    });
    if (params.id === auth.userId && auth.claims) {
      await replaceSessionToken(app, reply, auth.claims, { sessionAccountId: auth.claims.aid ?? null });
    }
    return OK;
  });

  registerRoute(app, routes.usersSendPasswordReminder, async ({ params, auth }) => {
    await managed(app.database.db, auth, params.id); // the session account's people only (docs/api.md)
    const user = await findLiveUser(app.database.db, params.id);
    if (!user) throw new AppError('not-found');
    if (user.role_id === ROLE_IDS['demo-user']) throw new AppError('not-allowed');
    // a user who never set a password gets the first-password mail
    await sendPasswordEmail(app, user.id, user.password_hash ? 'elfelejtett-jelszo' : 'uj-jelszo');
    return OK;
  });

  registerRoute(app, routes.usersUnlock, async ({ params, auth, request }) => {
    if (params.id === auth.userId) throw new AppError('self-action-not-allowed');
    const db = app.database.db;
    await managed(db, auth, params.id); // the session account's people only (docs/api.md)
    const user = await findLiveUser(db, params.id);
    if (!user) throw new AppError('not-found');
    await setLoginLock(db, user.id, null);
    await clearFailures(db, user.id);
    await app.audit.record({
      ...app.audit.actor(request),
      accountId: user.account_id,
      action: 'login-unlocked',
      subject: { type: 'user', id: user.id },
    });
    return OK;
  });
}
