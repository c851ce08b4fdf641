import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { exchangeCode } from './client/oauth-exchange';
import { ProviderError } from './client/provider-error';
import { consumeOAuthState } from './oauth-state';
import { insertApiKey } from './provider.queries';
import { createTokenSealer, sealingKey } from '../../services/token-seal';

/** The redirect URI registered with the provider: PROVIDER_REDIRECT_URI or `PUBLIC_URL/oauth`. */
export function redirectUriOf(app: FastifyInstance): string {
  return app.env.PROVIDER_REDIRECT_URI ?? `${app.env.PUBLIC_URL.replace(/\/+$/, '')}/oauth`;
}

/**
 * Connects a provider account (spec 2 §2, §7 `sm-connect`): checks the admin's state, exchanges the
 * code, stores the token sealed with its `access_url` as a new key of the session account.
 */
export async function connectProvider(
  app: FastifyInstance,
  userId: number,
  accountId: number,
  code: string,
  state: string,
): Promise<number> {
  const db = app.database.db;
  if (!(await consumeOAuthState(db, userId, state, app.now())))
    throw new AppError('oauth-failed', { reason: 'state' });
  let exchanged: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    exchanged = await exchangeCode(
      {
        authUrl: app.env.PROVIDER_AUTH_URL,
        clientId: app.env.PROVIDER_CLIENT_ID,
        clientSecret: app.env.PROVIDER_CLIENT_SECRET,
        redirectUri: redirectUriOf(app),
        timeoutMs: app.env.PROVIDER_TIMEOUT_MS,
      },
      code,
    );
  } catch (error) {
    if (error instanceof ProviderError && error.reason === 'oauth')
      throw new AppError('oauth-failed', { reason: 'code' });
    throw new AppError('provider-error', {
      reason: error instanceof ProviderError ? error.reason : 'network',
    });
  }
  const sealed = createTokenSealer(sealingKey(app.env)).seal(exchanged.accessToken);
  return insertApiKey(db, accountId, sealed, exchanged.accessUrl);
}
