import type { FetchFunction } from '@pulzus/core';
import { answerGraphApi, type FakeApiBehaviour } from './graph-api-answer';
import type { GraphApiFixture } from './graph-api-fixture';

/** One call the fake fetch received. */
export interface FakeApiCall {
  readonly method: string;
  /** The path below `/api/`, with its query. */
  readonly path: string;
  readonly body: unknown;
}

/** A fake `fetch` for component tests (not msw): answers the graph page's API from a fixture and records the calls. */
export function graphFakeFetch(
  fixture: GraphApiFixture,
  behaviour: FakeApiBehaviour = {},
): { fetch: FetchFunction; calls: FakeApiCall[] } {
  const calls: FakeApiCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const path = url.replace(/^.*?\/api\//, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const answer = answerGraphApi(fixture, method, path, body, behaviour);
    if (answer === 'pending') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}
