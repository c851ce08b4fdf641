import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

/** Options: the folder of the portal's Vite build (`apps/portal/dist`). */
export interface PortalOptions {
  dir: string;
}

/** The configuration the server hands the portal in its page: meta tag name → env variable. */
const PORTAL_META = {
  // read by apps/portal/src/layout/footer-links.ts (spec 1 §2 footer)
  'pulzus-footer-bug-report-url': 'FOOTER_BUG_REPORT_URL',
  'pulzus-footer-questions-url': 'FOOTER_QUESTIONS_URL',
} as const satisfies Record<string, keyof Env>;

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The portal's `index.html` with the configured footer links as `<meta>` tags before `</head>`
 * (a meta tag, not an inline script: the CSP allows only `script-src 'self'`). A link that is not
 * configured gets no tag, and the portal keeps its own default.
 */
export function withPortalConfig(
  html: string,
  env: Pick<Env, 'FOOTER_BUG_REPORT_URL' | 'FOOTER_QUESTIONS_URL'>,
): string {
  const tags = Object.entries(PORTAL_META).flatMap(([name, key]) => {
    const value = env[key];
    return value ? [`<meta name="${name}" content="${escapeAttribute(value)}" />`] : [];
  });
  return tags.length === 0 ? html : html.replace('</head>', `${tags.join('\n')}\n</head>`);
}

/**
 * Serves the portal build at `/` with a single-page fallback: any GET outside `/api` that is not a
 * file answers `index.html` with the portal's configuration, so deep links like `/graph/total` load
 * the app. Without a build it answers a short page saying how to make one.
 */
export const portal = fp(
  async (app: FastifyInstance, opts: PortalOptions) => {
    const index = join(opts.dir, 'index.html');
    const built = existsSync(index);
    if (built) {
      // index.html itself (also at `/`) goes through the fallback below, which adds the configuration
      await app.register(fastifyStatic, {
        root: opts.dir,
        wildcard: false,
        index: false,
        globIgnore: ['index.html'],
      });
    }
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.status(404).send({ error: { code: 'not-found' } });
      if (!built) {
        return reply
          .type('text/plain; charset=utf-8')
          .send('Pulzus API is running under /api. The portal is not built yet (npm run build:portal).');
      }
      // read per answer, as a file server would: a rebuilt portal is served without a restart
      const html = withPortalConfig(await readFile(index, 'utf8'), app.env);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  },
  { name: 'portal' },
);
