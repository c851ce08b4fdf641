import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { nowSeconds } from '../../plugins/auth';
import { roleSlugOf } from '../../security/roles';
import type { SessionClaimsInput } from './tokens';

/**
 * The claims of a fresh session for a user (spec 1 §3): nickname, role, uid, the session account
 * (`aid`, `an`: an admin's chosen account, or a user's own), language, token version and sign-in time.
 */
export async function buildClaims(
  app: FastifyInstance,
  userId: number,
  options: { sessionAccountId?: number | null; authTime?: number } = {},
): Promise<SessionClaimsInput> {
  const db = app.database.db;
  const user = await db
    .selectFrom('users')
    .innerJoin('languages', 'languages.id', 'users.language_id')
    .select([
      'users.id',
      'users.nickname',
      'users.role_id',
      'users.account_id',
      'users.session_account_id',
      'users.token_version',
      'languages.id as lang_id',
      'languages.code as lang_code',
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw new AppError('unauthorized');
  const isAdmin = user.role_id === 1;
  const accountId = isAdmin
    ? options.sessionAccountId === undefined
      ? user.session_account_id
      : options.sessionAccountId
    : user.account_id;
  const account = accountId
    ? await db.selectFrom('accounts').select(['id', 'name']).where('id', '=', accountId).executeTakeFirst()
    : undefined;
  return {
    nickname: user.nickname,
    role: roleSlugOf(user.role_id) ?? 'user',
    uid: user.id,
    ...(account ? { aid: account.id, an: account.name } : {}),
    lang_id: user.lang_id,
    lang_code: user.lang_code,
    tv: user.token_version,
    auth_time: options.authTime ?? nowSeconds(app),
  };
}

/** Signs a session token for a user on the app's clock. */
export async function issueSessionToken(
  app: FastifyInstance,
  userId: number,
  options: { sessionAccountId?: number | null; authTime?: number } = {},
): Promise<string> {
  return app.tokens.sign(await buildClaims(app, userId, options), nowSeconds(app));
}
