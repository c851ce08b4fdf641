/**
 * @pulzus/widgets/testing — helpers for component tests and stories of the React packages: a fake
 * `fetch` answering by `METHOD path`, and unsigned session tokens. Never for production code.
 */
export { apiError, createFakeFetch } from './fake-fetch';
export type { FakeAnswer, FakeCall, FakeHandlers } from './fake-fetch';
export { makeAdminToken, makeToken } from './make-token';
