import { ApiError } from '../errors/api-error';
import type { ApiClient } from './client-types';
import { readDocumentCookie } from './headers';
import { LANGUAGE_CODES } from '../schemas/language-codes';
import {
  type FetchFunction,
  type RequestArgs,
  type RequestContext,
  type ResponseSchema,
  sendRequest,
} from './request';
import type { RouteData } from './route-definition';
import { type RouteName, routeTable } from './route-table';
import { type EmbedRouteName, embedCallRoutes } from './routes-embed-calls';
import type { TokenHolder } from './token-holder';
import { DEFAULT_BASE_URL, fillPath, joinUrl, withQuery } from './url';

/** A route as far as answer checks go: what the client needs of it and its answer schema, if it has one. */
export type CheckedRoute = RouteData & { readonly response?: ResponseSchema };

/** Routes whose answers the client checks, by call name: the route table `routes`, or a part of it. */
export type ResponseSchemas = { readonly [K in RouteName]?: CheckedRoute };

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
  /**
   * Validates the answers of these routes with their `response` schema, failing with
   * `invalid-response`: pass the route table `routes` to validate every answer (the portal does).
   * Default none: answers come back as parsed JSON, and the client needs no zod (docs/embedding.md "The
   * element (client)").
   */
  readonly responseSchemas?: ResponseSchemas;
  /**
   * The language the page is drawn in, read at each call and sent as `X-Pulzus-Language`, so the labels
   * the server writes into its answers (a total's column, a date's name) match the page's own texts
   * (docs/api.md "Language of an answer"); default none, the signed-in user's language.
   */
  readonly language?: () => string | null | undefined;
}

interface DownloadArgs extends RequestArgs {
  readonly ticketId?: number;
}

async function downloadUrl(
  context: RequestContext,
  route: RouteData,
  args: DownloadArgs,
  tickets: CheckedRoute | undefined,
): Promise<string> {
  let query: Record<string, unknown> = { ...args.query };
  if (route.ticket) {
    const { idParam, resource } = route.ticket;
    const id = Number(idParam ? args.params?.[idParam] : args.ticketId);
    const request: RequestArgs = { body: { resource, id }, ...(args.signal ? { signal: args.signal } : {}) };
    if (!tickets)
      throw new ApiError('not-found', 404, { message: 'This client cannot ask for download tickets' });
    const answer = await sendRequest(context, tickets, request, tickets.response);
    const ticket = (answer as { ticket?: unknown } | null)?.ticket;
    if (typeof ticket !== 'string' || ticket === '')
      throw new ApiError('invalid-response', 502, { message: 'The answer has no ticket' });
    // the ticket, never the session token, goes into the URL; and the page's language, which a
    // navigation cannot send as X-Pulzus-Language (docs/api.md "Language of an answer")
    const language = context.language?.();
    const lang =
      language && (LANGUAGE_CODES as readonly string[]).includes(language) ? { lang: language } : {};
    query = { ...query, t: ticket, ...lang };
  }
  return joinUrl(context.baseUrl, withQuery(fillPath(route.path, args.params), query));
}

/**
 * Creates the typed API client: one method per route of `routes`, flat and named as in the table,
 * each taking `{ params?, query?, body?, signal? }` as its route needs, e.g.
 * `client.surveyDatesResponseCount({ params: { id: 3 } })` or `client.login({ body: { email, password } })`.
 * JSON answers come back parsed, and validated where `responseSchemas` has a schema; download routes
 * resolve to the URL to open (with a fresh `?t=` ticket where the route needs one); failures throw `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createClientOver(routeTable, options) as unknown as ApiClient;
}

/**
 * The client of the `<pulzus-graph>` element: {@link createApiClient} over `embedCallRoutes` only,
 * the calls an embed token may make, so that the embed script carries no other route (docs/embedding.md).
 */
export function createEmbedApiClient(options: ApiClientOptions): Pick<ApiClient, EmbedRouteName> {
  return createClientOver(embedCallRoutes, options) as unknown as Pick<ApiClient, EmbedRouteName>;
}

/** One method per route of `table`. */
function createClientOver(
  table: { readonly [name: string]: RouteData },
  options: ApiClientOptions,
): Record<string, (args?: DownloadArgs) => Promise<unknown>> {
  const context: RequestContext = {
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    tokens: options.tokens,
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    readCookie: options.readCookie ?? readDocumentCookie,
    ...(options.language ? { language: options.language } : {}),
  };
  const schemas: ResponseSchemas = options.responseSchemas ?? {};
  // the table's own ticket route (not the whole routeTable, which the embed client leaves out)
  const ticketRoute = table.downloadTickets;
  const tickets: CheckedRoute | undefined = ticketRoute && {
    ...ticketRoute,
    ...(schemas.downloadTickets?.response ? { response: schemas.downloadTickets.response } : {}),
  };
  const methods: Record<string, (args?: DownloadArgs) => Promise<unknown>> = {};
  for (const [name, route] of Object.entries(table)) {
    const schema = schemas[name as RouteName]?.response;
    methods[name] =
      route.bodyKind === 'download'
        ? (args = {}) => downloadUrl(context, route, args, tickets)
        : (args = {}) => sendRequest(context, route, args, schema);
  }
  return methods;
}
