import { type RouteDefinition, routes } from '@pulzus/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyPath } from '../../services/route-paths';

/** The request headers an embedded element may send (docs/embedding.md), the page's language among them. */
export const EMBED_ALLOWED_HEADERS = 'authorization, content-type, x-se-token, x-pulzus-language';
/** The answer headers an embedded element may read: the refreshed token. */
export const EMBED_EXPOSED_HEADERS = 'x-se-token';
/** The methods of the embed routes and the key exchange. */
export const EMBED_ALLOWED_METHODS = 'GET, POST';

const signature = (method: string, url: string) => `${method} ${url}`;

// built on first use: the route table is complete by then, whatever the module load order
let embedSignatures: ReadonlyMap<string, RouteDefinition> | null = null;

function embedRouteDefinitions(): RouteDefinition[] {
  return (Object.values(routes) as RouteDefinition[]).filter((route) => route.embed === true);
}

/** The embed route the request hit (the core route table's `embed` flag), or undefined for any other route. */
export function embedRouteOf(request: FastifyRequest): RouteDefinition | undefined {
  embedSignatures ??= new Map(
    embedRouteDefinitions().map((route) => [signature(route.method, fastifyPath(route.path)), route]),
  );
  return embedSignatures.get(signature(request.method, request.routeOptions.url ?? ''));
}

/** Whether the request hit a route an embed token may call (the core route table's `embed` flag). */
export function isEmbedRoute(request: FastifyRequest): boolean {
  return embedRouteOf(request) !== undefined;
}

/** The Fastify URLs that answer a CORS preflight: every embed route's and the key exchange's, once each. */
export function embedPreflightUrls(): string[] {
  const paths = [...embedRouteDefinitions(), routes.embedSession].map((route) => fastifyPath(route.path));
  return [...new Set(paths)];
}

/** Allows the request's origin to read the answer (no credentials: the token travels in a header). */
export function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Access-Control-Expose-Headers', EMBED_EXPOSED_HEADERS);
  reply.header('Vary', 'Origin');
}

/**
 * CORS of an answer on an embed route (docs/embedding.md): an embed token's answer is readable by the
 * origin its key allowed (checked in `authenticateEmbed`; a foreign origin got 403 and no header).
 * A 401 there is readable by any origin, so an element whose token ran out sees it and exchanges
 * its key again — the answer carries no data. Every other answer gets no CORS header.
 */
export function applyEmbedCors(request: FastifyRequest, reply: FastifyReply): void {
  const embed = request.auth?.embed;
  const origin = embed
    ? embed.origin
    : reply.statusCode === 401 && isEmbedRoute(request)
      ? (request.headers.origin ?? null)
      : null;
  if (origin) allowOrigin(reply, origin);
}

/** Answers a CORS preflight of an embed route or the key exchange: the request's origin, GET/POST, the element's headers. */
export async function answerPreflight(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const origin = request.headers.origin;
  if (origin) {
    allowOrigin(reply, origin);
    reply.header('Access-Control-Allow-Methods', EMBED_ALLOWED_METHODS);
    reply.header('Access-Control-Allow-Headers', EMBED_ALLOWED_HEADERS);
    reply.header('Access-Control-Max-Age', '600');
  }
  await reply.status(204).send();
}
