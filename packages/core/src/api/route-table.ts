import { auditRoutes } from './routes-audit';
import { commentRoutes } from './routes-comments';
import { collectorRoutes, demographyRoutes, documentRoutes, importRoutes } from './routes-data';
import { embedRoutes } from './routes-embed';
import { reportRoutes } from './routes-report';
import { graphRoutes, settingsRoutes } from './routes-reporting';
import { scopeRoutes } from './routes-scope';
import { accountRoutes, sessionRoutes, userRoutes } from './routes-session';
import { shareRoutes } from './routes-share';
import { ssoRoutes } from './routes-sso';
import { providerRoutes, surveyDateRoutes } from './routes-survey';

/**
 * Every call of the API as plain data (`RouteData`: method, path, body kind, ticket), keyed by a
 * camelCase call name, without zod: `createApiClient` gets one method per entry from it. With the
 * contracts of `routes-*.contract.ts` attached (access, embed flags, summary, error codes, zod schemas)
 * it is `routes` (routes.ts), which the server registers.
 */
export const routeTable = {
  ...sessionRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...scopeRoutes,
  ...surveyDateRoutes,
  ...providerRoutes,
  ...demographyRoutes,
  ...collectorRoutes,
  ...importRoutes,
  ...documentRoutes,
  ...graphRoutes,
  ...settingsRoutes,
  ...reportRoutes,
  ...embedRoutes,
  ...auditRoutes,
  ...ssoRoutes,
  ...shareRoutes,
  ...commentRoutes,
} as const;

/** The zod-free route table's type. */
export type RouteTable = typeof routeTable;

/** A call name of the route table. */
export type RouteName = keyof RouteTable;

/** Every call name, in table order. */
export const ROUTE_NAMES = Object.keys(routeTable) as RouteName[];
