import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ROLE_IDS, routes } from '@pulzus/core';
import { AppError } from '../../errors';
import { type AuthContext, nowSeconds } from '../../services/auth';
import { type RouteContext, registerRoute } from '../../routing';
import { managed } from '../../services/managed-people';
import { revokeImpersonation, revokeSession } from '../../services/revocation.queries';
import { replaceSessionToken } from './session-token';
import {
  accountLanguages,
  accountStanding,
  impersonatorRow,
  loginAsTarget,
  setSessionAccount,
  setUserLanguage,
} from './sessions.queries';
import { SESSION_MAX_AGE_S, type SessionClaims } from '../../services/tokens';

/** What the language switch reads: the GET and the POST take the same path parameter. */
type LanguageSwitch =
  | RouteContext<typeof routes.accountLanguageChange>
  | RouteContext<typeof routes.accountLanguageSet>;

/** The verified token of a bearer call. */
function claimsOf(auth: AuthContext): SessionClaims {
  if (!auth.claims) throw new AppError('unauthorized');
  return auth.claims;
}

/** Keep-alive, session account, language and login-as calls (spec 1 §4, §7). */
export function registerSessionRoutes(app: FastifyInstance): void {
  // the answer's X-SE-Token (added by the auth plugin) slides the session (spec 1 §4)
  registerRoute(app, routes.ping, async () => ({ status: 'ok' as const }));

  registerRoute(app, routes.sessionAccountSet, async ({ body, auth, reply }) => {
    const db = app.database.db;
    const accountId = body.account_id === 0 ? null : body.account_id;
    if (accountId !== null) {
      const account = await accountStanding(db, accountId);
      if (!account) throw new AppError('not-found');
      // a disabled account's sessions are refused (docs/sessions.md): it cannot be worked in
      if (account.is_disabled) throw new AppError('not-allowed');
    }
    await setSessionAccount(db, auth.userId, accountId);
    const token = await replaceSessionToken(app, reply, claimsOf(auth), { sessionAccountId: accountId });
    return { status: 'ok' as const, token };
  });

  registerRoute(app, routes.accountLanguages, async ({ accountId }) => ({
    languages: (await accountLanguages(app.database.db, accountId)).map((l) => ({
      id: l.id,
      code: l.code as 'hu' | 'en',
      name: l.name,
    })),
  }));

  // spec 1's GET and the POST new clients call (a call that changes state is no GET): one switch
  const switchLanguage = async ({ params, auth, accountId, reply, request }: LanguageSwitch) => {
    // only a language of the session account (spec 1 §2 user menu); another is the 404 of a missing one
    const languages = await accountLanguages(app.database.db, accountId);
    const language = languages.find((l) => l.id === params.langId);
    if (!language) throw new AppError('not-found');
    await setUserLanguage(app.database.db, auth.userId, params.langId);
    // a write of the user's: in a login-as session the admin is named too (docs/security.md "Audit log")
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'language-changed',
      subject: { type: 'user', id: auth.userId },
      detail: language.code,
    });
    const claims = claimsOf(auth);
    // an admin keeps the session account of this token; a user's account comes from the user row
    const token = await replaceSessionToken(app, reply, claims, { sessionAccountId: claims.aid ?? null });
    return { status: 'ok' as const, token };
  };
  registerRoute(app, routes.accountLanguageChange, switchLanguage);
  registerRoute(app, routes.accountLanguageSet, switchLanguage);

  // docs/sessions.md "Impersonation": a user or demo user of the session account, never an admin
  registerRoute(app, routes.usersLoginAs, async ({ params, auth, request, reply }) => {
    if (params.id === auth.userId) throw new AppError('self-action-not-allowed');
    const claims = claimsOf(auth);
    // an impersonated session cannot start another one
    if (claims.imp !== undefined) throw new AppError('not-allowed');
    const db = app.database.db;
    const person = await managed(db, auth, params.id);
    // no admin takes over another (docs/security.md "Sessions end when they should")
    if (person.role_id === ROLE_IDS.admin) throw new AppError('admin-target-not-allowed');
    const target = await loginAsTarget(db, person.id);
    // a disabled user's token would be refused on the next call anyway
    if (target.is_disabled || target.account_disabled) throw new AppError('not-allowed');
    const admin = await impersonatorRow(db, auth.userId);
    // the admin's sign-in time and session carry over: login-as never extends the 12-hour cap,
    // and signing out of the user's session ends the admin's too; the login-as session's own id
    // is what returning revokes
    const token = await replaceSessionToken(app, reply, claims, {
      userId: target.id,
      impersonator: {
        id: auth.userId,
        nickname: admin.nickname,
        tokenVersion: admin.token_version,
        sessionId: randomUUID(),
      },
    });
    request.log.info(
      { actorId: auth.userId, subjectId: target.id, accountId: auth.accountId, sid: claims.sid },
      'login-as',
    );
    await app.audit.record({
      ...app.audit.actor(request),
      accountId: auth.accountId,
      action: 'login-as',
      subject: { type: 'user', id: target.id },
    });
    return { token };
  });

  // docs/sessions.md "Impersonation": back to the admin, in the same sign-in (sid, auth_time kept);
  // the auth plugin has checked that the admin is live, enabled, still an admin and on `imp_tv`.
  // The login-as session ends for good: its `imp_sid` is revoked once, so the returned token, its
  // refreshes and a second return with it are refused, and its unused download tickets are dropped
  registerRoute(app, routes.sessionReturn, async ({ auth, request, reply }) => {
    const claims = claimsOf(auth);
    if (claims.imp === undefined || claims.imp_sid === undefined) throw new AppError('not-allowed');
    const db = app.database.db;
    const expiresAt = new Date((claims.auth_time + SESSION_MAX_AGE_S) * 1000);
    const now = new Date(nowSeconds(app) * 1000);
    // two returns racing with one token: the second finds it revoked, as a later one would
    if (!(await revokeImpersonation(db, claims.imp_sid, expiresAt, now))) throw new AppError('unauthorized');
    await app.downloadTickets.dropImpersonated(auth.userId, claims.imp);
    request.refreshClaims = null; // the returned token gets no refresh
    const token = await replaceSessionToken(app, reply, claims, { userId: claims.imp });
    await app.audit.record({
      ...app.audit.actor(request),
      accountId: auth.accountId,
      action: 'login-as-ended',
      subject: { type: 'user', id: auth.userId },
    });
    return { token };
  });

  // docs/sessions.md "Sign-out": the presented token's session ends on the server
  registerRoute(app, routes.logout, async ({ auth, request }) => {
    const claims = claimsOf(auth);
    request.refreshClaims = null; // no fresh token on the answer that ends the session
    const expiresAt = new Date((claims.auth_time + SESSION_MAX_AGE_S) * 1000);
    await revokeSession(app.database.db, claims.sid, expiresAt, new Date(nowSeconds(app) * 1000));
    const accountId = await app.audit.homeAccountOf(auth.userId);
    await app.audit.record({ ...app.audit.actor(request), accountId, action: 'sign-out' });
    return { status: 'ok' as const };
  });
}
