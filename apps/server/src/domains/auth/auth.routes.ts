import rateLimit from '@fastify/rate-limit';
import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { signIn } from './login.service';
import { registerPasswordRoutes } from './password.routes';
import { registerSessionRoutes } from './session.routes';

/** Sign-ins per IP address and minute before `POST login` answers `rate-limited` (server issue §4). */
export const LOGIN_RATE_LIMIT = 20;

/** The auth domain's routes (spec 1 §7); each registered from the core route table. */
export async function authDomain(app: FastifyInstance): Promise<void> {
  // its own scope, so the per-IP limit applies to `POST login` only
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: LOGIN_RATE_LIMIT,
      timeWindow: 60_000,
      // limited answers carry Retry-After (set by the plugin) and the catalogue code
      errorResponseBuilder: () => new AppError('rate-limited'),
    });
    registerRoute(scope, routes.login, async ({ body, request }) => ({
      token: await signIn(app, body.email, body.password, request.ip),
    }));
  });
  registerSessionRoutes(app);
  registerPasswordRoutes(app);
}
