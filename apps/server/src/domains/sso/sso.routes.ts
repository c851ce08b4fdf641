import rateLimit from '@fastify/rate-limit';
import { routes } from '@pulzus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { sharedRateLimitStore } from '../../plugins/rate-limit-store';
import { registerRoute } from '../../routing';
import { issueSessionToken } from '../auth/auth.service';
import { domainPlugin } from '../domain-plugin';
import { OidcConfigurations } from './oidc-client';
import { failureDetail, SsoFailure } from './sso-failure';
import {
  acceptSamlResponse,
  acsUrl,
  finishSamlSignIn,
  refusedUrl,
  sloUrl,
  spEntityId,
  startSamlSignIn,
} from './saml-flow';
import { acceptSamlLogoutResponse, type LogoutAnswer, signedOutUrl, startSamlLogout } from './saml-logout';
import { spKeyPairOf } from './sp-key';
import { finishOidcSignIn, SSO_BROWSER_COOKIE, type SsoSignedIn, startSignIn } from './sso-flow';
import { findSsoConfig } from './sso.queries';
import { readSsoSettings, saveSsoSettings } from './sso-settings';
import { generateServiceProviderMetadata } from '@node-saml/node-saml';

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/**
 * The SP metadata with the single logout service's HTTP-Redirect binding beside the HTTP-POST one node-saml
 * writes (both reach the same service; docs/sso.md "Single logout").
 */
function withRedirectSlo(xml: string, slo: string): string {
  return xml.replace(
    /(<SingleLogoutService\b[^>]*\/>)/,
    `$1<SingleLogoutService Binding="${REDIRECT_BINDING}" Location="${slo.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`,
  );
}

/** The largest identity provider's form post the assertion consumer service reads (a signed answer is a few kB). */
const ACS_BODY_LIMIT = 512 * 1024;

const EXPIRE_BROWSER_COOKIE = `${SSO_BROWSER_COOKIE}=; Max-Age=0; Path=/api/sso; HttpOnly; SameSite=Lax`;

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
  const configs = new OidcConfigurations(app.oidcClockSkewSeconds);

  // a refusal is recorded where it happened — in the account whose provider was asked, else on the
  // platform — with the provider's answer, and answered with its code alone (docs/sso.md "Audit entries")
  const recordRefusal = async (
    request: FastifyRequest,
    error: unknown,
    action: 'sso-sign-in-failed' | 'sso-sign-out-failed' = 'sso-sign-in-failed',
  ) => {
    if (!(error instanceof SsoFailure)) throw error;
    await app.audit.record({
      accountId: error.accountId,
      action,
      actorName: error.email,
      detail: failureDetail(error),
      ip: request.ip,
    });
    request.log.info(
      { code: error.code },
      action === 'sso-sign-in-failed' ? 'company sign-in refused' : 'company sign-out refused',
    );
    return error.code;
  };
  const refuse = async (request: FastifyRequest, error: unknown): Promise<never> => {
    throw new AppError(await recordRefusal(request, error));
  };

  // one signed-in person, whatever the protocol: the audit entry and the same token as a password
  // sign-in — same claims, refresh, ping and guards (docs/sessions.md)
  const signIn = async (request: FastifyRequest, signedIn: SsoSignedIn) => {
    await app.audit.record({
      accountId: signedIn.accountId,
      action: 'sign-in',
      actorId: signedIn.userId,
      actorName: signedIn.email,
      detail: 'sso',
      ip: request.ip,
    });
    return {
      token: await issueSessionToken(app, signedIn.userId),
      end_session_url: signedIn.endSessionUrl,
    };
  };

  // the identity provider confirmed a SAML single logout: recorded as the user's sign-out there, and the
  // browser lands on the login page, which says so (docs/sso.md "Single logout")
  const acceptLogout = async (
    request: FastifyRequest,
    reply: FastifyReply,
    accountId: number,
    answer: LogoutAnswer,
  ) => {
    try {
      if (!Number.isSafeInteger(accountId) || accountId <= 0)
        throw new SsoFailure('sso-sign-out-refused', 'no such single logout service');
      const { userId } = await acceptSamlLogoutResponse(app, accountId, answer);
      await app.audit.record({
        accountId,
        action: 'sign-out',
        actorId: userId,
        detail: 'sso-single-logout',
        ip: request.ip,
      });
      return reply.redirect(signedOutUrl(app), 303);
    } catch (error) {
      const code = await recordRefusal(request, error, 'sso-sign-out-failed');
      return reply.redirect(refusedUrl(app, code), 303);
    }
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
        return { url: await startSignIn(app, configs, body.email, reply, startSamlSignIn) };
      } catch (error) {
        return refuse(request, error);
      }
    });

    registerRoute(scope, routes.ssoOidcCallback, async ({ body, request, reply }) => {
      // the browser binding is spent whatever the outcome
      reply.header('set-cookie', EXPIRE_BROWSER_COOKIE);
      try {
        return await signIn(request, await finishOidcSignIn(app, configs, body, request));
      } catch (error) {
        return refuse(request, error);
      }
    });

    registerRoute(scope, routes.ssoSamlFinish, async ({ body, request, reply }) => {
      reply.header('set-cookie', EXPIRE_BROWSER_COOKIE);
      try {
        return await signIn(request, await finishSamlSignIn(app, body.code, request));
      } catch (error) {
        return refuse(request, error);
      }
    });

    // the identity provider's HTTP-POST binding: a form the browser posts from the provider's page, so
    // the answer is a redirect to the portal's /sso/callback with the hand-over code or the refusal's code (docs/sso.md "SAML"); hidden from the OpenAPI document, listed in docs/api.md
    await scope.register(async (acs) => {
      acs.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      acs.post<{ Params: { accountId: string }; Body: Record<string, unknown> }>(
        '/api/sso/saml/:accountId/acs',
        { schema: { hide: true }, bodyLimit: ACS_BODY_LIMIT },
        async (request, reply) => {
          const accountId = Number(request.params.accountId);
          try {
            if (!Number.isSafeInteger(accountId) || accountId <= 0)
              throw new SsoFailure('sso-state-invalid', 'no such assertion consumer service');
            const next = await acceptSamlResponse(app, accountId, request.body ?? {}, request);
            return reply.redirect(next, 303);
          } catch (error) {
            const code = await recordRefusal(request, error);
            return reply.redirect(refusedUrl(app, code), 303);
          }
        },
      );
      // the LogoutResponse in the HTTP-POST binding (the SP metadata names both)
      acs.post<{ Params: { accountId: string }; Body: Record<string, unknown> }>(
        '/api/sso/saml/:accountId/slo',
        { schema: { hide: true }, bodyLimit: ACS_BODY_LIMIT },
        async (request, reply) =>
          acceptLogout(request, reply, Number(request.params.accountId), {
            binding: 'post',
            form: request.body ?? {},
          }),
      );
    });

    // a SAML session's sign-out address, which the portal offers as the identity provider's end-session:
    // a redirect to its SingleLogoutService with a signed LogoutRequest, or to the login page with the refusal
    scope.get<{ Params: { accountId: string }; Querystring: { t?: string } }>(
      '/api/sso/saml/:accountId/logout',
      { schema: { hide: true } },
      async (request, reply) => {
        const accountId = Number(request.params.accountId);
        try {
          if (!Number.isSafeInteger(accountId) || accountId <= 0)
            throw new SsoFailure('sso-sign-out-refused', 'no such single logout service');
          return reply.redirect(await startSamlLogout(app, accountId, String(request.query.t ?? '')), 303);
        } catch (error) {
          const code = await recordRefusal(request, error, 'sso-sign-out-failed');
          return reply.redirect(refusedUrl(app, code), 303);
        }
      },
    );

    // the LogoutResponse in the HTTP-Redirect binding: its signature is over the query as sent
    scope.get<{ Params: { accountId: string } }>(
      '/api/sso/saml/:accountId/slo',
      { schema: { hide: true } },
      async (request, reply) => {
        const rawQuery = request.raw.url?.split('?')[1] ?? '';
        const query = Object.fromEntries(new URLSearchParams(rawQuery));
        return acceptLogout(request, reply, Number(request.params.accountId), {
          binding: 'redirect',
          query,
          rawQuery,
        });
      },
    );
  });

  // the SP metadata an identity provider (or its admin) imports: the account's entity id and ACS URL
  app.get<{ Params: { accountId: string } }>(
    '/api/sso/saml/:accountId/metadata',
    { schema: { hide: true } },
    async (request, reply) => {
      const accountId = Number(request.params.accountId);
      const row =
        Number.isSafeInteger(accountId) && accountId > 0
          ? await findSsoConfig(app.database.db, accountId)
          : undefined;
      if (row?.protocol !== 'saml') throw new AppError('not-found');
      const { key, cert } = await spKeyPairOf(app, accountId);
      const xml = withRedirectSlo(
        generateServiceProviderMetadata({
          issuer: spEntityId(app, accountId),
          callbackUrl: acsUrl(app, accountId),
          logoutCallbackUrl: sloUrl(app, accountId),
          identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
          wantAssertionsSigned: true,
          privateKey: key,
          publicCerts: [cert],
        }),
        sloUrl(app, accountId),
      );
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="pulzus-sp-metadata-${accountId}.xml"`)
        .send(xml);
    },
  );

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
