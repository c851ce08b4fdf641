// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { graphDimensions, storedDateGraphDimensions } from './graph-dimensions.queries';
export { enabledGraphs, graphExplanations } from './graph-texts.queries';
