// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export {
  createProviderClient,
  nextPageUrl,
  type ProviderClient,
  type ProviderPage,
} from './client/provider-client';
export { ProviderError, type ProviderErrorReason } from './client/provider-error';
export type { RateBudget } from './client/rate-budget';
export { findApiKey, surveysOfApiKey } from './provider.queries';
