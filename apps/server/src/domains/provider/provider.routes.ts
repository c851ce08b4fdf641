import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors';
import { registerRoute } from '../../routing';
import { connectProvider, redirectUriOf } from './connect.service';
import { issueOAuthState } from './oauth-state';
import {
  findApiKey,
  listApiKeys,
  listProviderSurveys,
  listProviderSurveysInUse,
  renameApiKey,
} from './provider.queries';

/** The provider domain: listings and the connect flow (spec 1 §7, spec 2 §2, §7). */
export async function providerDomain(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.providerSurveys, async ({ accountId }) => ({
    sm_surveys: await listProviderSurveys(app.database.db, accountId),
  }));

  registerRoute(app, routes.providerSurveysBySessionAccount, async ({ accountId }) => ({
    sm_surveys: await listProviderSurveysInUse(app.database.db, accountId),
  }));

  registerRoute(app, routes.providerApiKeys, async ({ accountId }) => ({
    sm_api_keys: await listApiKeys(app.database.db, accountId),
  }));

  registerRoute(app, routes.providerClientId, async ({ auth }) => ({
    client_id: app.env.PROVIDER_CLIENT_ID,
    state: await issueOAuthState(app.database.db, auth.userId, app.now()),
    authorize_url: `${app.env.PROVIDER_AUTH_URL.replace(/\/+$/, '')}/oauth/authorize`,
    redirect_uri: redirectUriOf(app),
  }));

  registerRoute(app, routes.providerConnect, async ({ auth, body }) => {
    if (auth.accountId === null) throw new AppError('no-session-account');
    return { id: await connectProvider(app, auth.userId, auth.accountId, body.code, body.state) };
  });

  registerRoute(app, routes.providerApiKeyRename, async ({ auth, params, body }) => {
    if (auth.accountId === null) throw notFound();
    const key = await findApiKey(app.database.db, auth.accountId, params.id);
    if (!key) throw notFound();
    await renameApiKey(app.database.db, auth.accountId, params.id, body.name);
    return { status: 'ok' as const };
  });
}
