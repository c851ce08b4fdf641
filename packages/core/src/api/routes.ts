import { collectorRoutes, demographyRoutes, documentRoutes, importRoutes } from './routes-data';
import { auditRoutes } from './routes-audit';
import { embedRoutes } from './routes-embed';
import { graphRoutes, settingsRoutes } from './routes-reporting';
import { accountRoutes, sessionRoutes, userRoutes } from './routes-session';
import { providerRoutes, surveyDateRoutes } from './routes-survey';
import { reportRoutes } from './routes-report';
import { ssoRoutes } from './routes-sso';
import { shareRoutes } from './routes-share';
import { scopeRoutes } from './routes-scope';
import { commentRoutes } from './routes-comments';

/**
 * Every call of the API, keyed by a camelCase call name: the server registers its routes and drives
 * its tenancy tests from this table, and `createApiClient` gets one method per entry (through the
 * zod-free `routeIndex` copy; pass the table as its `responseSchemas` to check answers too).
 */
export const routes = {
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

/** The route table's type. */
export type Routes = typeof routes;

/** A call name of the route table. */
export type RouteName = keyof Routes;

/** Every call name, in table order. */
export const ROUTE_NAMES = Object.keys(routes) as RouteName[];
