import { isValidEmail, ROLE_IDS, routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { clearFailures, findLiveUser, findLiveUserByEmail, setLoginLock } from './auth.queries';
import { sendPasswordEmail } from './password-links';
import {
  changeOwnPassword,
  checkPasswordLink,
  setPasswordWithLink,
  setUserPassword,
} from './password.service';
import { replaceSessionToken } from './session-token';

const OK = { status: 'ok' as const };

/** Password change, reminder, link and unlock calls (spec 1 §5–§7). */
export function registerPasswordRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.usersChangePassword, async ({ body, auth, reply }) => {
    await changeOwnPassword(app, auth.userId, body.old_password, body.new_password);
    // the other sessions end; this one continues on a token of the new version
    if (auth.claims)
      await replaceSessionToken(app, reply, auth.claims, { sessionAccountId: auth.claims.aid ?? null });
    return OK;
  });

  registerRoute(app, routes.usersPasswordReminder, async ({ body }) => {
    if (!isValidEmail(body.email.trim())) {
      throw new AppError('validation-failed', { fields: [{ path: 'email', message: 'Invalid email' }] });
    }
    const user = await findLiveUserByEmail(app.database.db, body.email);
    // an unknown address gets the same success and nothing is sent: no enumeration
    if (!user) return OK;
    if (user.role_id === ROLE_IDS['demo-user']) throw new AppError('not-allowed');
    if (user.is_disabled || user.account_disabled) return OK;
    await sendPasswordEmail(app, user.id, body.email_template);
    return OK;
  });

  registerRoute(app, routes.usersCheckVerifyHash, async ({ body }) => {
    await checkPasswordLink(app, body.user_id, body.verify_hash);
    return OK;
  });

  registerRoute(app, routes.usersSetPassword, async ({ body }) => {
    await setPasswordWithLink(app, body.user_id, body.verify_hash, body.password);
    return OK;
  });

  registerRoute(app, routes.usersUpdatePassword, async ({ params, body, auth, reply }) => {
    await setUserPassword(app, params.id, body.password);
    if (params.id === auth.userId && auth.claims) {
      await replaceSessionToken(app, reply, auth.claims, { sessionAccountId: auth.claims.aid ?? null });
    }
    return OK;
  });

  registerRoute(app, routes.usersSendPasswordReminder, async ({ params }) => {
    const user = await findLiveUser(app.database.db, params.id);
    if (!user) throw new AppError('not-found');
    if (user.role_id === ROLE_IDS['demo-user']) throw new AppError('not-allowed');
    // a user who never set a password gets the first-password mail
    await sendPasswordEmail(app, user.id, user.password_hash ? 'elfelejtett-jelszo' : 'uj-jelszo');
    return OK;
  });

  registerRoute(app, routes.usersUnlock, async ({ params, auth }) => {
    if (params.id === auth.userId) throw new AppError('self-action-not-allowed');
    const db = app.database.db;
    const user = await findLiveUser(db, params.id);
    if (!user) throw new AppError('not-found');
    await setLoginLock(db, user.id, null);
    await clearFailures(db, user.id);
    return OK;
  });
}
