import rateLimit from '@fastify/rate-limit';
import { routes } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { sharedRateLimitStore } from '../../plugins/rate-limit-store';
import { registerRoute } from '../../routing';
import { issueSessionToken } from '../auth/claims';
import { domainPlugin } from '../domain-plugin';
import { OidcConfigurations } from './oidc-client';
import { failureDetail, SsoFailure } from './sso-failure';
import { finishOidcSignIn, SSO_BROWSER_COOKIE, startOidcSignIn } from './sso-flow';
import { readSsoSettings, saveSsoSettings } from './sso-settings';

/**
 * Company sign-in calls (start and finish together, two a sign-in) per IP address and minute before they
 * answer `rate-limited`: 30 sign-ins, more than `POST login`'s 20 as a company's people often share one
 * address and no password can be guessed here.
 */
export const SSO_RATE_LIMIT = 60;

/**
 * The single sign-on domain (docs/sso.md): admins read and save the session account's identity
 * provider; anyone starts a company sign-in for an address and finishes it with the provider's answer,
 * getting the same session token as `POST login`. Every refusal is recorded in the audit log with
 * the provider's answer and answered with its own code.
 */
async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const configs = new OidcConfigurations();

  // a refusal is recorded where it happened — in the account whose provider was asked, else on the
  // platform — with the provider's answer, and answered with its code alone (docs/sso.md "Audit entries")
  const refuse = async (request: FastifyRequest, error: unknown): Promise<never> => {
    if (!(error instanceof SsoFailure)) throw error;
    await app.audit.record({
      accountId: error.accountId,
      action: 'sso-sign-in-failed',
      actorName: error.email,
      detail: failureDetail(error),
      ip: request.ip,
    });
    request.log.info({ code: error.code }, 'company sign-in refused');
    throw new AppError(error.code);
  };

  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: SSO_RATE_LIMIT,
      timeWindow: 60_000,
      ...sharedRateLimitStore(app, 'sso'),
      errorResponseBuilder: () => new AppError('rate-limited'),
    });

    registerRoute(scope, routes.ssoStart, async ({ body, request, reply }) => {
      try {
        return { url: await startOidcSignIn(app, configs, body.email, reply) };
      } catch (error) {
        return refuse(request, error);
      }
    });

    registerRoute(scope, routes.ssoOidcCallback, async ({ body, request, reply }) => {
      // the browser binding is spent whatever the outcome
      reply.header('set-cookie', `${SSO_BROWSER_COOKIE}=; Max-Age=0; Path=/api/sso; HttpOnly; SameSite=Lax`);
      try {
        const signedIn = await finishOidcSignIn(app, configs, body, request);
        await app.audit.record({
          accountId: signedIn.accountId,
          action: 'sign-in',
          actorId: signedIn.userId,
          actorName: signedIn.email,
          detail: 'sso',
          ip: request.ip,
        });
        // the same token as a password sign-in: same claims, refresh, ping and guards (docs/sessions.md)
        return {
          token: await issueSessionToken(app, signedIn.userId),
          end_session_url: signedIn.endSessionUrl,
        };
      } catch (error) {
        return refuse(request, error);
      }
    });
  });

  registerRoute(app, routes.ssoSettings, async ({ accountId }) => readSsoSettings(app, accountId));

  registerRoute(app, routes.ssoSettingsUpdate, async ({ body, accountId, request }) => {
    await saveSsoSettings(app, accountId, body);
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'sso-settings-updated',
      subject: { type: 'account', id: accountId },
      detail:
        `${body.enabled ? 'on' : 'off'}; ${body.domains.map((d) => `${d.domain}${d.sso_required ? ' (required)' : ''}`).join(', ')}`.slice(
          0,
          500,
        ),
    });
    return readSsoSettings(app, accountId);
  });
}

/** `ssoRoutes` as the named `sso-domain` plugin (docs/architecture.md "Server"). */
export const ssoDomain = domainPlugin(ssoRoutes, 'sso', ['auth', 'audit']);
