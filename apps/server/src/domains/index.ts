import type { FastifyInstance } from 'fastify';
import { accountsDomain } from './accounts/accounts.routes';
import { authDomain } from './auth/auth.routes';
import { downloadsDomain } from './downloads/downloads.routes';
import { surveyDatesDomain } from './survey-dates/survey-dates.routes';
import { usersDomain } from './users/users.routes';
import { workerGroupsDomain } from './worker-groups/worker-groups.routes';

/** Every domain plugin, each owning its routes, queries and tests (style.md §12). */
export const DOMAINS = [
  authDomain,
  accountsDomain,
  usersDomain,
  workerGroupsDomain,
  surveyDatesDomain,
  downloadsDomain,
];

/** Registers every domain plugin, each encapsulated. */
export async function registerDomains(app: FastifyInstance): Promise<void> {
  for (const domain of DOMAINS) await app.register(domain);
}
