import { type LanguageCode, LANGUAGE_CODES, type RouteDefinition } from '@pulzus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors';
import { PUBLIC_BODY_LIMIT, PUBLIC_JSON_LIMITS, SIGNED_IN_JSON_LIMITS } from './plugins/json-limits';
import { type AuthContext, authenticate } from './services/auth';
import { roleSlugOf } from './security/roles';
import { fastifyPath } from './services/route-paths';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type Answer<T> = T extends z.ZodType ? z.input<T> : unknown;

/** What a handler gets: the validated request parts and who is calling. */
export interface RouteContext<R extends RouteDefinition> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** The caller; null only on public routes. */
  auth: R['credential'] extends 'none' ? AuthContext | null : AuthContext;
  /** The account the call acts on (account-scoped routes): from the token, never the request. */
  accountId: R['accountScoped'] extends true ? number : number | null;
}

/** A route handler: returns the answer (validated against the route's response schema). */
export type RouteHandler<R extends RouteDefinition> = (
  ctx: RouteContext<R>,
) => Promise<Answer<R['response']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered from the core table, for the authorization table test. */
    apiRoutes: RouteDefinition[];
  }
}

/**
 * Registers one call of the core route table with its schemas and its access rule (spec 1 §6):
 * anonymous → 401, a user on an admin route → 403, an account-scoped call without an account →
 * `no-session-account`; ticket downloads consume their single-use ticket instead of a token.
 */
export function registerRoute<const R extends RouteDefinition>(
  app: FastifyInstance,
  def: R,
  handler: RouteHandler<R>,
): void {
  // a ticket download redeems through `app.downloadTickets` and records through `app.audit`: a domain
  // registered without those plugins would fail on the first download, so it fails at boot instead
  if (def.credential === 'ticket') assertTicketServices(app, def);
  if (def.credential === 'none') assertClientLimit(app, def);
  app.apiRoutes.push(def);
  const open = def.credential === 'none';
  app.route({
    method: def.method,
    url: fastifyPath(def.path),
    // a body anyone may send is small and flat; a signed-in one is read only after its token (docs/security.md)
    config: { jsonLimits: open ? PUBLIC_JSON_LIMITS : SIGNED_IN_JSON_LIMITS },
    ...(open ? { bodyLimit: PUBLIC_BODY_LIMIT } : {}),
    schema: {
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body && def.bodyKind === 'json' ? { body: def.body } : {}),
      ...(def.response ? { response: { 200: def.response } } : {}),
      description: `Access: ${def.access}${def.accountScoped ? ', session account' : ''}${def.credential === 'ticket' ? ', download ticket' : ''}.`,
      tags: [def.path.split('/')[0] ?? 'api'],
    },
    // who may call is settled before the body is read or validated: anonymous → 401, not 400
    onRequest: async (request) => {
      const auth = await resolveCaller(app, def, request);
      if (def.accountScoped && (auth?.accountId ?? null) === null) {
        throw new AppError(auth?.isAdmin ? 'no-session-account' : 'forbidden');
      }
      request.auth = auth;
    },
    handler: async (request, reply) => {
      const ctx = {
        request,
        reply,
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth,
        accountId: request.auth?.accountId ?? null,
      } as RouteContext<R>;
      return handler(ctx);
    },
  });
}

async function resolveCaller(
  app: FastifyInstance,
  def: RouteDefinition,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  if (def.credential === 'none') return null;
  if (def.credential === 'ticket') return ticketCaller(app, def, request);
  const auth = await authenticate(app, request);
  if (!auth) throw new AppError('unauthorized');
  if (def.access === 'admin' && !auth.isAdmin) throw new AppError('forbidden');
  return auth;
}

/**
 * The page's language a ticket download names in `lang` (a navigation sends no X-Pulzus-Language; docs/api.md
 * "Language of an answer"); undefined when it names none. Read before the ticket is redeemed, so a bad
 * value is a 400 that leaves the ticket unused.
 */
function ticketLanguage(request: FastifyRequest): LanguageCode | undefined {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (lang === undefined) return undefined;
  if (typeof lang === 'string' && (LANGUAGE_CODES as readonly string[]).includes(lang))
    return lang as LanguageCode;
  throw new AppError('validation-failed', { fields: [{ path: 'lang', message: 'hu or en' }] });
}

async function ticketCaller(app: FastifyInstance, def: RouteDefinition, request: FastifyRequest) {
  const ticket = (request.query as { t?: unknown } | undefined)?.t;
  if (typeof ticket !== 'string' || !def.ticket) throw new AppError('download-ticket-invalid');
  const language = ticketLanguage(request);
  const idParam = def.ticket.idParam;
  const id = idParam ? Number((request.params as Record<string, unknown>)[idParam]) : null;
  const redeemed = await app.downloadTickets.redeem(ticket, def.ticket.resource, id);
  if (!redeemed) throw new AppError('download-ticket-invalid');
  const { owner, user, accountEnabled } = redeemed;
  if (!user || user.is_disabled || user.deleted_at || !accountEnabled)
    throw new AppError('download-ticket-invalid');
  const role = roleSlugOf(user.role_id);
  if (!role) throw new AppError('download-ticket-invalid');
  if (def.access === 'admin' && role !== 'admin') throw new AppError('forbidden');
  // every export and report leaves through a ticket: one place records them (docs/security.md "Audit log")
  // a ticket asked for in a login-as session names the admin too (docs/sessions.md "Impersonation")
  const impersonatorId = owner.impersonatorId ?? null;
  await app.audit.record({
    accountId: owner.accountId,
    action: 'download',
    actorId: user.id,
    impersonatorId,
    subject: { type: 'download', id: owner.resourceId, name: def.ticket.resource },
    detail: def.ticket.resource,
    ip: request.ip,
  });
  return {
    userId: user.id,
    role,
    isAdmin: role === 'admin',
    accountId: owner.accountId,
    claims: null,
    ...(impersonatorId === null ? {} : { impersonatorId }),
    ...(language ? { language } : {}),
  } satisfies AuthContext;
}

/**
 * Throws at boot when a public route is registered on an instance without a per-client rate limit
 * (`@fastify/rate-limit` with `sharedRateLimitStore`, docs/security.md): anyone may call it, so it is
 * always limited.
 */
function assertClientLimit(app: FastifyInstance, def: RouteDefinition): void {
  if (!app.hasDecorator('rateLimit')) {
    throw new Error(
      `${def.method} ${def.path} is public: register it in a scope with a per-client rate limit`,
    );
  }
}

/** Throws at boot when a ticket route is registered on an instance without the ticket and audit plugins. */
function assertTicketServices(app: FastifyInstance, def: RouteDefinition): void {
  for (const decoration of ['downloadTickets', 'audit'] as const) {
    if (!app.hasDecorator(decoration)) {
      throw new Error(
        `${def.method} ${def.path} is a ticket download: register the \`${decoration}\` plugin first`,
      );
    }
  }
}
