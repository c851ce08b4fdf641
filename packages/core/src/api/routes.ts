import { ROUTE_NAMES, type RouteName, type RouteTable, routeTable } from './route-table';
import { auditRouteContracts } from './routes-audit.contract';
import { commentRouteContracts } from './routes-comments.contract';
import {
  collectorRouteContracts,
  demographyRouteContracts,
  documentRouteContracts,
  importRouteContracts,
} from './routes-data.contract';
import { embedRouteContracts } from './routes-embed.contract';
import { reportRouteContracts } from './routes-report.contract';
import { graphRouteContracts, settingsRouteContracts } from './routes-reporting.contract';
import { scopeRouteContracts } from './routes-scope.contract';
import { accountRouteContracts, sessionRouteContracts, userRouteContracts } from './routes-session.contract';
import { shareRouteContracts } from './routes-share.contract';
import { ssoRouteContracts } from './routes-sso.contract';
import { providerRouteContracts, surveyDateRouteContracts } from './routes-survey.contract';

/** The contract of every call (access, embed flags, summary, error codes, zod schemas), by call name. */
const routeContracts = {
  ...sessionRouteContracts,
  ...accountRouteContracts,
  ...userRouteContracts,
  ...scopeRouteContracts,
  ...surveyDateRouteContracts,
  ...providerRouteContracts,
  ...demographyRouteContracts,
  ...collectorRouteContracts,
  ...importRouteContracts,
  ...documentRouteContracts,
  ...graphRouteContracts,
  ...settingsRouteContracts,
  ...reportRouteContracts,
  ...embedRouteContracts,
  ...auditRouteContracts,
  ...ssoRouteContracts,
  ...shareRouteContracts,
  ...commentRouteContracts,
} as const;

type RouteContractTable = typeof routeContracts;

/** The route table's type: each call's data (`RouteTable`) with its contract. */
export type Routes = { readonly [K in RouteName]: RouteTable[K] & RouteContractTable[K] };

/**
 * Every call of the API with its contract, keyed by call name: the zod-free `routeTable` with the
 * access rules, embed flags, summaries, error codes and zod schemas of `routes-*.contract.ts` attached. The server registers its
 * routes, documents them and drives its tenancy tests from it; pass it to `createApiClient` as
 * `responseSchemas` to check answers too.
 */
export const routes = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, { ...routeTable[name], ...routeContracts[name] }]),
) as unknown as Routes;
