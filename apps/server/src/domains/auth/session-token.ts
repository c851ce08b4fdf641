import type { FastifyInstance, FastifyReply } from 'fastify';
import { REFRESH_HEADER } from '../../plugins/auth';
import { issueSessionToken } from './claims';
import type { SessionClaims } from './tokens';

/**
 * Issues a replacement token for the same sign-in (its `auth_time` is kept, so the 12-hour cap
 * still holds) and sends it as X-SE-Token too, so the client's refresh handling (spec 1 §7) stores
 * the new token rather than a refresh of the old one.
 */
export async function replaceSessionToken(
  app: FastifyInstance,
  reply: FastifyReply,
  claims: SessionClaims,
  options: { userId?: number; sessionAccountId?: number | null } = {},
): Promise<string> {
  const userId = options.userId ?? claims.uid;
  const token = await issueSessionToken(app, userId, {
    authTime: claims.auth_time,
    ...(options.sessionAccountId === undefined ? {} : { sessionAccountId: options.sessionAccountId }),
  });
  reply.header(REFRESH_HEADER, token);
  return token;
}
