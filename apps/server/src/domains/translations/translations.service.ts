// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { graphCatalogue } from './catalogue-overrides';
export { DATA_NAME_PREFIX, DataNames, translateGraphResponse } from './data-names';
export { applyUploadPlan, callerDataNames, loadDataNames, loadOverrides } from './translations.queries';
