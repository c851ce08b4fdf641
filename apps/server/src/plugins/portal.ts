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

/**
 * Paths load balancers, orchestrators and scrapers probe by habit: they answer 404 JSON, not the
 * portal page, so a probe pointed at the wrong path fails instead of passing on a 200 HTML page.
 * The probes are `/api/health` and `/api/ready` (plugins/probes.ts).
 */
export const PROBE_PATHS: ReadonlySet<string> = new Set([
  '/health',
  '/healthz',
  '/ready',
  '/readyz',
  '/livez',
  '/metrics',
]);

/** The cache rule of a hashed build file: its name changes with its content, so it never goes stale. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A Vite build file named after its content, `assets/<name>-<8-character hash>.<ext>` (source maps too). */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.map)?$/;

/**
 * Whether a path under `/` is answered 404 JSON instead of the portal page: `/api/*`, the probe
 * paths, and build files that are not there (an old chunk a page loaded before a deployment asks
 * for must fail as a 404, not load the HTML page as a script).
 */
export function isNotPortalPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/assets/') ||
    PROBE_PATHS.has(path.replace(/\/+$/, ''))
  );
}

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
 * Serves the portal build at `/` with a single-page fallback: any GET outside `/api` (and the
 * {@link PROBE_PATHS}) that is not a file answers `index.html` with the portal's configuration,
 * `Cache-Control: no-cache`, so deep links like `/graph/total` load the app. Hashed build files
 * are cached for a year ({@link IMMUTABLE_CACHE_CONTROL}); other files revalidate. Without a
 * build it answers a short page saying how to make one.
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
        setHeaders: (reply, path) => {
          if (HASHED_ASSET.test(path)) reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
        },
      });
    }
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isNotPortalPath(request.url)) return reply.status(404).send({ error: { code: 'not-found' } });
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
