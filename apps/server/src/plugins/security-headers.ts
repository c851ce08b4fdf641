import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Options: the origins allowed to frame the portal (embeds), from FRAME_ANCESTORS. */
export interface SecurityHeadersOptions {
  frameAncestors: string[];
}

/** The Content-Security-Policy: no inline script, nothing from other origins, framing per config. */
export function contentSecurityPolicy(frameAncestors: string[]): string {
  const ancestors = frameAncestors.length ? `'self' ${frameAncestors.join(' ')}` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** Sets security headers on every answer (CSP, nosniff, referrer and permissions policies). */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const csp = contentSecurityPolicy(opts.frameAncestors);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Content-Security-Policy', csp);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
      if (!opts.frameAncestors.length) reply.header('X-Frame-Options', 'SAMEORIGIN');
    });
  },
  { name: 'security-headers' },
);
