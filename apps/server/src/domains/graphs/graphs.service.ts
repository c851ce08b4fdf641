import type { FastifyInstance } from 'fastify';
import type { GraphServices } from './graph-data.service';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { storeCubeSnapshots } from './cube-snapshot.service';
export { loadCubeInput, loadCubeRows } from './cube-input.queries';
export { cubeDates } from './cube-snapshot.queries';
export { callerLanguage, type GraphDate, readableDates } from './graph-access.queries';
export { cubeOf, type GraphServices, graphDataJson } from './graph-data.service';
export { graphScopeOf, parseStoredScope, storedScope, viewerScope, visibleCollectors } from './graph-scope';
export {
  accountWorkerGroups,
  participationCollectors,
  participationDemographies,
} from './participation.queries';

const services = new WeakMap<object, GraphServices>();

/** Keeps the graph services (caches) the graphs domain built for an app, for {@link graphServicesOf}. */
export function keepGraphServices(app: FastifyInstance, graph: GraphServices): void {
  services.set(app.database, graph);
}

/** The graph services (caches) of an app, for the benchmark and tests; throws when the domain is not registered. */
export function graphServicesOf(app: FastifyInstance): GraphServices {
  const found = services.get(app.database);
  if (!found) throw new Error('the graphs domain is not registered');
  return found;
}
