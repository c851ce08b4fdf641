import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Options: the folder of the portal's Vite build (`apps/portal/dist`). */
export interface PortalOptions {
  dir: string;
}

/**
 * Serves the portal build at `/` with a single-page fallback: any GET outside `/api` that is not a
 * file answers `index.html`, so deep links like `/graph/total` load the app. Without a build it
 * answers a short page saying how to make one.
 */
export const portal = fp(
  async (app: FastifyInstance, opts: PortalOptions) => {
    const index = join(opts.dir, 'index.html');
    const built = existsSync(index);
    if (built) {
      await app.register(fastifyStatic, { root: opts.dir, wildcard: false, index: ['index.html'] });
    }
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.status(404).send({ error: { code: 'not-found' } });
      if (!built) {
        return reply
          .type('text/plain; charset=utf-8')
          .send('Pulzus API is running under /api. The portal is not built yet (npm run build:portal).');
      }
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    });
  },
  { name: 'portal' },
);
