import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { registerRoute } from '../../routing';
import type { SessionClaims } from './tokens';
import { replaceSessionToken } from './session-token';

/** The verified token of a bearer call. */
function claimsOf(auth: AuthContext): SessionClaims {
  if (!auth.claims) throw new AppError('unauthorized');
  return auth.claims;
}

/** The languages of an account, by id (spec 1 §3). */
function accountLanguages(app: FastifyInstance, accountId: number) {
  return app.database.db
    .selectFrom('account_languages')
    .innerJoin('languages', 'languages.id', 'account_languages.language_id')
    .select(['languages.id', 'languages.code', 'languages.name'])
    .where('account_languages.account_id', '=', accountId)
    .orderBy('languages.id')
    .execute();
}

/** Keep-alive, session account, language and login-as calls (spec 1 §4, §7). */
export function registerSessionRoutes(app: FastifyInstance): void {
  // the answer's X-SE-Token (added by the auth plugin) slides the session (spec 1 §4)
  registerRoute(app, routes.ping, async () => ({ status: 'ok' as const }));

  registerRoute(app, routes.sessionAccountSet, async ({ body, auth, reply }) => {
    const db = app.database.db;
    const accountId = body.account_id === 0 ? null : body.account_id;
    if (accountId !== null) {
      const account = await db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!account) throw new AppError('not-found');
    }
    await db
      .updateTable('users')
      .set({ session_account_id: accountId })
      .where('id', '=', auth.userId)
      .execute();
    const token = await replaceSessionToken(app, reply, claimsOf(auth), { sessionAccountId: accountId });
    return { status: 'ok' as const, token };
  });

  registerRoute(app, routes.accountLanguages, async ({ accountId }) => ({
    languages: (await accountLanguages(app, accountId)).map((l) => ({
      id: l.id,
      code: l.code as 'hu' | 'en',
      name: l.name,
    })),
  }));

  registerRoute(app, routes.accountLanguageChange, async ({ params, auth, accountId, reply }) => {
    // only a language of the session account (spec 1 §2 user menu); another is the 404 of a missing one
    const languages = await accountLanguages(app, accountId);
    if (!languages.some((l) => l.id === params.langId)) throw new AppError('not-found');
    await app.database.db
      .updateTable('users')
      .set({ language_id: params.langId })
      .where('id', '=', auth.userId)
      .execute();
    const claims = claimsOf(auth);
    // an admin keeps the session account of this token; a user's account comes from the user row
    const token = await replaceSessionToken(app, reply, claims, { sessionAccountId: claims.aid ?? null });
    return { status: 'ok' as const, token };
  });

  registerRoute(app, routes.usersLoginAs, async ({ params, auth, request, reply }) => {
    if (params.id === auth.userId) throw new AppError('self-action-not-allowed');
    const target = await app.database.db
      .selectFrom('users')
      .leftJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['users.id', 'users.is_disabled', 'accounts.is_disabled as account_disabled'])
      .where('users.id', '=', params.id)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!target) throw new AppError('not-found');
    // a disabled user's token would be refused on the next call anyway
    if (target.is_disabled || target.account_disabled) throw new AppError('not-allowed');
    // the admin's sign-in time carries over: login-as never extends the 12-hour cap
    const token = await replaceSessionToken(app, reply, claimsOf(auth), { userId: target.id });
    request.log.info({ actorId: auth.userId, subjectId: target.id }, 'login-as');
    return { token };
  });
}
