import type { FetchFunction } from '@pulzus/core';

/** One call the fake server received. */
export interface FakeCall {
  readonly method: string;
  /** The path below `/api/`, with its query. */
  readonly path: string;
  readonly body: unknown;
  readonly headers: Headers;
}

/** A fake answer: status (200), JSON body, headers; or a promise of one, to hold a state open. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A handler per `METHOD path`, e.g. `'POST login'`. */
export type FakeHandlers = Record<string, (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>>;

/** An error answer of the API: `{ error: { code, …details } }`. */
export function apiError(status: number, code: string, details: Record<string, unknown> = {}): FakeAnswer {
  return { status, body: { error: { code, ...details } } };
}

/**
 * A fake `fetch` for component tests (never for end-to-end tests): it answers by `METHOD path`
 * from the handlers, 404 otherwise, and records every call.
 */
export function createFakeFetch(handlers: FakeHandlers): { fetch: FetchFunction; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const path = url.replace(/^.*?\/api\//, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FakeCall = { method, path, body, headers: new Headers(init.headers) };
    calls.push(call);
    const handler = handlers[`${method} ${path.split('?')[0]}`];
    const answer = handler ? await handler(call) : { status: 404, body: { error: { code: 'not-found' } } };
    const headers = new Headers({ 'Content-Type': 'application/json', ...answer.headers });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers });
  };
  return { fetch, calls };
}
