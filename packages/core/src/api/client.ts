import { readDocumentCookie } from './headers';
import type { ApiClient } from './client-types';
import { type FetchFunction, type RequestArgs, type RequestContext, sendRequest } from './request';
import type { RouteDefinition } from './route-definition';
import { type RouteName, routes } from './routes';
import type { TokenHolder } from './token-holder';
import { DEFAULT_BASE_URL, fillPath, joinUrl, withQuery } from './url';

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** The API base; default `/api/`. */
  readonly baseUrl?: string;
  /** Where the session token lives: pass the session (`createSession`) so that a refreshed X-SE-Token also recomputes the clock offset (spec 1 §4). */
  readonly tokens: TokenHolder;
  /** The fetch function; default the global `fetch`. */
  readonly fetch?: FetchFunction;
  /** Reads a cookie by name; default `document.cookie` when a document exists. */
  readonly readCookie?: (name: string) => string | null;
}

interface DownloadArgs extends RequestArgs {
  readonly ticketId?: number;
}

async function downloadUrl(
  context: RequestContext,
  route: RouteDefinition,
  args: DownloadArgs,
): Promise<string> {
  let query: Record<string, unknown> = { ...args.query };
  if (route.ticket) {
    const { idParam, resource } = route.ticket;
    const id = Number(idParam ? args.params?.[idParam] : args.ticketId);
    const request: RequestArgs = { body: { resource, id }, ...(args.signal ? { signal: args.signal } : {}) };
    const answer = (await sendRequest(context, routes.downloadTickets, request)) as { ticket: string };
    // the ticket, never the session token, goes into the URL
    query = { ...query, t: answer.ticket };
  }
  return joinUrl(context.baseUrl, withQuery(fillPath(route.path, args.params), query));
}

/**
 * Creates the typed API client: one method per route of `routes`, flat and named as in the table,
 * each taking `{ params?, query?, body?, signal? }` as its route needs, e.g.
 * `client.surveyDatesResponseCount({ params: { id: 3 } })` or `client.login({ body: { email, password } })`.
 * JSON answers come back validated; download routes resolve to the URL to open (with a fresh
 * `?t=` ticket where the route needs one); failures throw `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const context: RequestContext = {
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    tokens: options.tokens,
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    readCookie: options.readCookie ?? readDocumentCookie,
  };
  const methods: Record<string, (args?: DownloadArgs) => Promise<unknown>> = {};
  for (const name of Object.keys(routes) as RouteName[]) {
    const route: RouteDefinition = routes[name];
    methods[name] =
      route.bodyKind === 'download'
        ? (args = {}) => downloadUrl(context, route, args)
        : (args = {}) => sendRequest(context, route, args);
  }
  return methods as unknown as ApiClient;
}
