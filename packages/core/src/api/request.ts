import { ApiError } from '../errors/api-error';
import { buildRequestHeaders, REFRESH_TOKEN_HEADER } from './headers';
import type { RouteData } from './route-definition';
import type { TokenHolder } from './token-holder';
import { fillPath, joinUrl, withQuery } from './url';

/** The fetch function the client calls (the global `fetch` by default, a double in tests). */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** What a request needs besides the route and its arguments. */
export interface RequestContext {
  /** The API base, `/api/` by default. */
  readonly baseUrl: string;
  /** Where the session token lives. */
  readonly tokens: TokenHolder;
  /** The fetch function. */
  readonly fetch: FetchFunction;
  /** Reads a cookie by name. */
  readonly readCookie: (name: string) => string | null;
  /** The page's language at the time of each call (the `X-Pulzus-Language` header); none sends no header. */
  readonly language?: () => string | null | undefined;
}

/** One problem a response schema found: where, and what. */
export interface ResponseIssue {
  /** The path of the wrong value inside the answer. */
  readonly path: readonly PropertyKey[];
  /** What is wrong. */
  readonly message: string;
}

/** What the client checks an answer with: anything with zod's `safeParse`, e.g. a route's `response` schema. */
export interface ResponseSchema {
  /** Checks a value; the data on success, the issues otherwise. */
  safeParse(
    value: unknown,
  ):
    | { readonly success: true; readonly data: unknown }
    | { readonly success: false; readonly error: { readonly issues: readonly ResponseIssue[] } };
}

/** The untyped arguments of one call. */
export interface RequestArgs {
  /** Path parameters. */
  readonly params?: Readonly<Record<string, unknown>>;
  /** Query parameters. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** The body: JSON, or the multipart fields of an upload. */
  readonly body?: unknown;
  /** Aborts the request. */
  readonly signal?: AbortSignal;
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

function issuesOf(error: { readonly issues: readonly ResponseIssue[] }): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Sends one call by the header rules of spec 1 §7, stores an `X-SE-Token` of a successful answer,
 * and returns the parsed JSON answer, checked by `schema` when one is given; failures throw `ApiError`.
 */
export async function sendRequest(
  context: RequestContext,
  route: RouteData,
  args: RequestArgs = {},
  schema?: ResponseSchema,
): Promise<unknown> {
  const relativePath = withQuery(fillPath(route.path, args.params), args.query);
  const url = joinUrl(context.baseUrl, relativePath);
  const sentToken = context.tokens.getToken();
  const headers = buildRequestHeaders({
    method: route.method,
    relativePath,
    url,
    token: sentToken,
    readCookie: context.readCookie,
    language: context.language?.() ?? null,
  });
  const init: RequestInit = { method: route.method, headers };
  if (args.signal) init.signal = args.signal;
  // unsafe JSON calls always carry a body, `{}` when empty, so the server's JSON parser accepts them
  if (route.method !== 'GET') {
    init.body = route.bodyKind === 'upload' ? toFormData(args.body) : JSON.stringify(args.body ?? {});
  }

  let response: Response;
  try {
    response = await context.fetch(url, init);
  } catch (cause) {
    if ((cause as { name?: unknown } | null)?.name === 'AbortError') throw cause;
    throw new ApiError('network-error', 503, { message: String(cause) });
  }

  const body = await readBody(response);
  if (!response.ok) throw ApiError.fromResponse(response.status, body.ok ? body.value : undefined);

  // spec 1 §7: a successful answer's refreshed token replaces the stored one — only while the stored one is still
  // the token the call was sent with: an answer that arrives after a logout must not sign the user back in, nor
  // one sent before an account switch replace the new session account's token
  const fresh = response.headers.get(REFRESH_TOKEN_HEADER);
  if (fresh && sentToken !== null && context.tokens.getToken() === sentToken)
    context.tokens.replaceToken(fresh);

  if (!body.ok) throw new ApiError('invalid-response', 502, { message: 'The answer is not JSON' });
  if (!schema) {
    // every JSON route promises an answer (routes.test.ts), so an empty one fails even unchecked
    if (body.value === undefined)
      throw new ApiError('invalid-response', 502, { message: 'The answer is empty' });
    return body.value;
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) throw new ApiError('invalid-response', 502, { issues: issuesOf(parsed.error) });
  return parsed.data;
}
