import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The named plugins of `src/services/` a domain may depend on, each decorating the instance
 * (docs/architecture.md "Server"): `auth` (`app.tokens`), `audit` (`app.audit`), `downloadTickets`
 * (`app.downloadTickets`) and `surveyDateAccess` (`app.surveyDates`).
 */
export type ServicePluginName = 'auth' | 'audit' | 'downloadTickets' | 'surveyDateAccess';

/**
 * A domain as a named, still encapsulated plugin (`<name>-domain`) that declares the service plugins it
 * calls: Fastify refuses to boot when one of them was not registered before it, rather than the first
 * request failing on a missing decoration.
 */
export function domainPlugin(
  routes: (app: FastifyInstance) => Promise<void>,
  name: string,
  dependencies: readonly ServicePluginName[],
) {
  return fp(routes, { name: `${name}-domain`, dependencies: [...dependencies], encapsulate: true });
}
