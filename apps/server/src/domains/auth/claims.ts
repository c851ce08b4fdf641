import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { nowSeconds } from '../../services/auth';
import { roleSlugOf } from '../../security/roles';
import type { SessionClaimsInput } from '../../services/tokens';
import { claimsAccount, claimsUser } from './sessions.queries';

/** The real admin behind a login-as session (docs/sessions.md "Impersonation"). */
export interface Impersonator {
  /** The admin's user id (`imp`). */
  id: number;
  /** The admin's nickname, for the portal's banner (`imp_name`). */
  nickname: string;
  /** The admin's token version when the session began (`imp_tv`). */
  tokenVersion: number;
  /** The login-as session's own id (`imp_sid`), random at login-as; returning revokes it for good. */
  sessionId: string;
}

/** How a token is issued: for a new sign-in, or replacing one of an ongoing session. */
export interface IssueOptions {
  /** An admin's session account; default the one stored on the user row. */
  sessionAccountId?: number | null;
  /** The sign-in time of the session being continued; default now. */
  authTime?: number;
  /** The session id being continued; default a fresh one. */
  sid?: string;
  /** Set while an admin is signed in as this user. */
  impersonator?: Impersonator;
}

/**
 * The claims of a fresh session for a user (spec 1 §3): nickname, role, uid, the session account
 * (`aid`, `an`, `atv`, `atz`: an admin's chosen account, or a user's own, and its time zone), language, token version and
 * sign-in time. An admin's stored session account that has been disabled is dropped (docs/sessions.md).
 */
export async function buildClaims(
  app: FastifyInstance,
  userId: number,
  options: IssueOptions = {},
): Promise<SessionClaimsInput> {
  const db = app.database.db;
  const user = await claimsUser(db, userId);
  if (!user) throw new AppError('unauthorized');
  const isAdmin = user.role_id === 1;
  const accountId = isAdmin
    ? options.sessionAccountId === undefined
      ? user.session_account_id
      : options.sessionAccountId
    : user.account_id;
  const found = accountId ? await claimsAccount(db, accountId) : undefined;
  const account = isAdmin && found?.is_disabled ? undefined : found;
  const imp = options.impersonator;
  return {
    nickname: user.nickname,
    role: roleSlugOf(user.role_id) ?? 'user',
    uid: user.id,
    ...(account
      ? { aid: account.id, an: account.name, atv: account.token_version, atz: account.time_zone }
      : {}),
    lang_id: user.lang_id,
    lang_code: user.lang_code,
    tv: user.token_version,
    auth_time: options.authTime ?? nowSeconds(app),
    ...(options.sid ? { sid: options.sid } : {}),
    ...(imp ? { imp: imp.id, imp_name: imp.nickname, imp_tv: imp.tokenVersion, imp_sid: imp.sessionId } : {}),
  };
}

/** Signs a session token for a user on the app's clock. */
export async function issueSessionToken(
  app: FastifyInstance,
  userId: number,
  options: IssueOptions = {},
): Promise<string> {
  return app.tokens.sign(await buildClaims(app, userId, options), nowSeconds(app));
}
