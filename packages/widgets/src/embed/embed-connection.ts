import {
  type ApiClient,
  ApiError,
  createEmbedApiClient,
  type EmbedLock,
  type EmbedRouteName,
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  type FetchFunction,
  isApiError,
  type LanguageCode,
  type Session,
  type TokenHolder,
} from '@pulzus/core';

/** Options of {@link createEmbedConnection}. */
export interface EmbedConnectionOptions {
  /** The API base of the Pulzus server, e.g. `https://pulzus.example/api/`. */
  readonly baseUrl: string;
  /** The embed key (`pze_…`) the element exchanges for a short session token; empty with a token. */
  readonly key: string;
  /** The signed embed token exchanged instead of the key (docs/embedding.md); default none. */
  readonly token?: string | undefined;
  /** The language the element asks the token for; default the account's language. */
  readonly lang?: LanguageCode | undefined;
  /** The fetch function; default the global `fetch`. */
  readonly fetch?: FetchFunction | undefined;
}

/** Where the connection is: exchanging the key, ready with a token, or refused. */
export type EmbedConnectionState =
  | { readonly status: 'connecting' }
  | { readonly status: 'ready' }
  | { readonly status: 'failed'; readonly error: ApiError };

/** An element's link to the Pulzus API: an in-memory session and a client that re-exchanges the key on 401. */
export interface EmbedConnection {
  /** The session over the in-memory token (never local storage). */
  readonly session: Session;
  /**
   * The typed client over `baseUrl` with the calls an embed token may make; an answer of 401
   * exchanges the key again and retries once.
   */
  readonly client: Pick<ApiClient, EmbedRouteName>;
  /** Exchanges the key for the first token; the state tells how it went. */
  start(): Promise<void>;
  /** The pinned query of the last exchange (the key's or the signed token's); null when nothing is pinned. */
  lock(): EmbedLock | null;
  /** The current state. */
  state(): EmbedConnectionState;
  /** Calls the listener after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The exchange itself carries no bearer token. */
const NO_TOKEN: TokenHolder = { getToken: () => null, replaceToken: () => {}, clearToken: () => {} };

function withToken(init: RequestInit, token: string | null): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...init, headers };
}

function asApiError(cause: unknown): ApiError {
  return isApiError(cause) ? cause : new ApiError('network-error', 503, { message: String(cause) });
}

/**
 * Creates the connection of one `<pulzus-graph>`: the key (or the page's signed token,
 * docs/embedding.md) is exchanged for a 15-minute embed token
 * (`POST embed/session`) at start, before a call when the token has run out, and again when a call
 * answers 401, which is then retried once with the fresh token. Refreshed `X-SE-Token`s are stored
 * by the core client as for the portal. Concurrent 401s share one exchange.
 */
export function createEmbedConnection(options: EmbedConnectionOptions): EmbedConnection {
  const baseFetch: FetchFunction = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  // a bearer token, never the host page's cookies
  const send: FetchFunction = (url, init) => baseFetch(url, { ...init, credentials: 'omit' });
  const session = createSession({ tokens: createStorageTokenHolder(createMemoryStorage()) });
  const listeners = new Set<() => void>();
  let current: EmbedConnectionState = { status: 'connecting' };
  let exchanging: Promise<void> | null = null;
  let lock: EmbedLock | null = null;

  // the browser adds the page's Origin, which the server checks against the key's origins
  const exchangeClient = createEmbedApiClient({
    baseUrl: options.baseUrl,
    tokens: NO_TOKEN,
    fetch: send,
    readCookie: () => null,
  });
  const body = {
    ...(options.token ? { token: options.token } : { key: options.key }),
    ...(options.lang ? { lang: options.lang } : {}),
  };
  const requestToken = () =>
    exchangeClient.embedSession({ body }).then((answer) => {
      lock = answer.lock ?? null;
      return answer.token;
    });

  const setState = (next: EmbedConnectionState) => {
    current = next;
    for (const listener of listeners) listener();
  };

  /** Replaces the token unless another call already did since `stale` was sent; one exchange at a time. */
  const exchange = (stale: string | null): Promise<void> => {
    if (exchanging) return exchanging;
    if (session.getToken() !== stale && !session.isTokenExpired()) return Promise.resolve();
    if (current.status === 'failed') setState({ status: 'connecting' });
    exchanging = requestToken()
      .then(
        (token) => {
          session.replaceToken(token);
          if (current.status !== 'ready') setState({ status: 'ready' });
        },
        (cause: unknown) => {
          session.clearToken();
          setState({ status: 'failed', error: asApiError(cause) });
        },
      )
      .finally(() => {
        exchanging = null;
      });
    return exchanging;
  };

  const authorisedFetch: FetchFunction = async (url, init) => {
    let request = init;
    if (session.isTokenExpired()) {
      await exchange(session.getToken());
      request = withToken(init, session.getToken());
    }
    const response = await send(url, request);
    if (response.status !== 401) return response;
    const sent = new Headers(request.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null;
    await exchange(sent);
    const token = session.getToken();
    // the key was refused: the first answer stands, and the element shows the failed state
    if (!token || token === sent) return response;
    return send(url, withToken(init, token));
  };

  // no responseSchemas: answers come back unchecked, which keeps zod out of the embed bundle
  // (docs/embedding.md "The element (client)")
  const client = createEmbedApiClient({
    baseUrl: options.baseUrl,
    tokens: session,
    fetch: authorisedFetch,
    // the element never sends the host page's cookies, so it has no XSRF header to copy either
    readCookie: () => null,
    // the `lang` attribute labels the data too (the total's column, a date's name), even where the
    // account does not offer it and the token fell back to another language (docs/api.md "Language of an answer")
    ...(options.lang ? { language: () => options.lang } : {}),
  });

  return {
    session,
    client,
    start: () => exchange(null),
    lock: () => lock,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const shared = new Map<FetchFunction | undefined, Map<string, EmbedConnection>>();

/**
 * The page's one connection per server, key and language (and fetch function): several elements
 * showing graphs of one key exchange it once, which spares the server's per-address limit of
 * exchanges when a whole office sits behind one address.
 */
export function sharedEmbedConnection(options: EmbedConnectionOptions): EmbedConnection {
  let byKey = shared.get(options.fetch);
  if (!byKey) {
    byKey = new Map();
    shared.set(options.fetch, byKey);
  }
  const id = `${options.baseUrl} ${options.token || options.key} ${options.lang ?? ''}`;
  let connection = byKey.get(id);
  if (!connection) {
    connection = createEmbedConnection(options);
    byKey.set(id, connection);
  }
  return connection;
}
