import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pendingMigrations } from '../db/migrate';
import { AppError } from '../errors';

/**
 * The probes of a deployment (README "Running in production"), plain Fastify routes outside the
 * route table: they are for load balancers and orchestrators, not the typed client, and need no
 * credential. `GET /api/health` (liveness) answers `{ status: 'ok' }` without touching the
 * database; `GET /api/ready` (readiness) answers `{ status: 'ready' }` when the database answers
 * and has run every migration, else 503 `not-ready`.
 */
export const probes = fp(
  async (app: FastifyInstance) => {
    app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/api/ready', { schema: { hide: true } }, async (request) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(app.database.db);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        throw new AppError('not-ready');
      }
      if (pending.length > 0) {
        request.log.warn({ pending }, 'not ready: migrations pending');
        throw new AppError('not-ready');
      }
      return { status: 'ready' };
    });
  },
  { name: 'probes' },
);
