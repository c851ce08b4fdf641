import type { FastifyInstance, FastifyReply } from 'fastify';
import { REFRESH_HEADER } from '../../services/auth';
import { type Impersonator, issueSessionToken } from './claims';
import type { SessionClaims } from '../../services/tokens';

/** The impersonating admin a token names, if any (docs/sessions.md "Impersonation"). */
export function impersonatorOf(claims: SessionClaims): Impersonator | undefined {
  return claims.imp === undefined
    ? undefined
    : {
        id: claims.imp,
        nickname: claims.imp_name ?? '',
        tokenVersion: claims.imp_tv ?? 0,
        sessionId: claims.imp_sid ?? '',
      };
}

/**
 * Issues a replacement token for the same sign-in (its `auth_time` and `sid` are kept, so the
 * 12-hour cap and `POST logout` still hold) and sends it as X-SE-Token too, so the client's refresh
 * handling (spec 1 §7) stores the new token rather than a refresh of the old one. The same user's
 * token keeps naming its impersonating admin; another user's (login-as) names `impersonator`.
 */
export async function replaceSessionToken(
  app: FastifyInstance,
  reply: FastifyReply,
  claims: SessionClaims,
  options: { userId?: number; sessionAccountId?: number | null; impersonator?: Impersonator } = {},
): Promise<string> {
  const userId = options.userId ?? claims.uid;
  const impersonator = options.impersonator ?? (userId === claims.uid ? impersonatorOf(claims) : undefined);
  const token = await issueSessionToken(app, userId, {
    authTime: claims.auth_time,
    sid: claims.sid,
    ...(impersonator ? { impersonator } : {}),
    ...(options.sessionAccountId === undefined ? {} : { sessionAccountId: options.sessionAccountId }),
  });
  reply.header(REFRESH_HEADER, token);
  return token;
}
