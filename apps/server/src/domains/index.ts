import type { FastifyInstance } from 'fastify';
import { accountsDomain } from './accounts/accounts.routes';
import { auditDomain } from './audit/audit.routes';
import { authDomain } from './auth/auth.routes';
import { collectorsDomain } from './collectors/collectors.routes';
import { commentsDomain } from './comments/comments.routes';
import { demographiesDomain } from './demographies/demographies.routes';
import { documentsDomain } from './documents/documents.routes';
import { downloadsDomain } from './downloads/downloads.routes';
import { emailDomain } from './email/email.routes';
import { embedDomain } from './embed/embed.routes';
import { graphSettingsDomain } from './graph-settings/graph-settings.routes';
import { graphsDomain } from './graphs/graphs.routes';
import { importsDomain } from './imports/imports.routes';
import { itemMatchesDomain } from './item-matches/item-matches.routes';
import { providerDomain } from './provider/provider.routes';
import { questionsDomain } from './questions/questions.routes';
import { reportsDomain } from './reports/reports.routes';
import { sharesDomain } from './shares/shares.routes';
import { ssoDomain } from './sso/sso.routes';
import { surveyDatesDomain } from './survey-dates/survey-dates.routes';
import { translationsDomain } from './translations/translations.routes';
import { usersDomain } from './users/users.routes';
import { workerGroupsDomain } from './worker-groups/worker-groups.routes';

/** Every domain plugin, each owning its routes, queries and tests (style.md §12). */
export const DOMAINS = [
  authDomain,
  emailDomain,
  accountsDomain,
  usersDomain,
  workerGroupsDomain,
  surveyDatesDomain,
  providerDomain,
  importsDomain,
  downloadsDomain,
  demographiesDomain,
  collectorsDomain,
  questionsDomain,
  itemMatchesDomain,
  documentsDomain,
  graphSettingsDomain,
  graphsDomain,
  // after graphs: a report runs the graph queries through the graphs domain's services
  reportsDomain,
  // after graphs: comments read the graphs domain's services (k, scopes)
  commentsDomain,
  translationsDomain,
  embedDomain,
  auditDomain,
  ssoDomain,
  sharesDomain,
];

/** Registers every domain plugin, each encapsulated. */
export async function registerDomains(app: FastifyInstance): Promise<void> {
  for (const domain of DOMAINS) await app.register(domain);
}
