import rateLimit from '@fastify/rate-limit';
import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { sharedRateLimitStore } from '../../plugins/rate-limit-store';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { setKnownDevice } from './known-device';
import { signIn } from './login.service';
import { settleReminders } from './password-reminder';
import { registerPasswordLinkRoutes, registerPasswordRoutes, registerReminderRoute } from './password.routes';
import { registerSessionRoutes } from './session.routes';

/** Sign-ins per IP address and minute before `POST login` answers `rate-limited` (docs/sign-in.md). */
export const LOGIN_RATE_LIMIT = 20;

/** Public password reminders per IP address and 10 minutes before they answer `rate-limited`. */
export const REMINDER_RATE_LIMIT = 10;

/**
 * Calls of password links (check and set, together) per IP address and minute before they answer
 * `rate-limited`: as many as sign-ins, as setting a password costs an argon2 hash as a sign-in does.
 */
export const PASSWORD_LINK_RATE_LIMIT = 20;

/** The auth domain's routes (spec 1 §7); each registered from the core route table. */
async function authRoutes(app: FastifyInstance): Promise<void> {
  // its own scope, so the per-IP limit applies to `POST login` only
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: LOGIN_RATE_LIMIT,
      timeWindow: 60_000,
      // counted across every API instance of the database (docs/architecture.md "Several instances")
      ...sharedRateLimitStore(app, 'login'),
      // limited answers carry Retry-After (set by the plugin) and the catalogue code
      errorResponseBuilder: () => new AppError('rate-limited'),
    });
    registerRoute(scope, routes.login, async ({ body, request, reply }) => {
      const { token, userId } = await signIn(app, body.email, body.password, request);
      setKnownDevice(app, reply, userId);
      return { token };
    });
  });
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: REMINDER_RATE_LIMIT,
      timeWindow: 10 * 60_000,
      ...sharedRateLimitStore(app, 'password-reminder'),
      errorResponseBuilder: () => new AppError('rate-limited'),
    });
    registerReminderRoute(scope);
  });
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: PASSWORD_LINK_RATE_LIMIT,
      timeWindow: 60_000,
      ...sharedRateLimitStore(app, 'password-link'),
      errorResponseBuilder: () => new AppError('rate-limited'),
    });
    registerPasswordLinkRoutes(scope);
  });
  // reminders are mailed after their answer: a closing app lets them finish
  app.addHook('onClose', async () => settleReminders(app));
  registerSessionRoutes(app);
  registerPasswordRoutes(app);
}

/** `authRoutes` as the named `auth-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const authDomain = domainPlugin(authRoutes, 'auth', ['audit', 'downloadTickets']);
