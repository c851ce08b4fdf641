// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { findLiveUserByEmail } from './auth.queries';
export { issueSessionToken } from './claims';
export { linkDigest, sendPasswordEmail } from './password-links';
