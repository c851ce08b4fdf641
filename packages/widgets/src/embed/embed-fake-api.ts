import {
  CHART_GRAPH_SLUGS,
  type ChartGraphSlug,
  EMBED_CONTROL_OF_FIELD,
  type EmbedLock,
  type GraphDataRequest,
  type TokenClaims,
} from '@pulzus/core';
import { answerGraphApi } from '../mocks/graph-api-answer';
import { type GraphApiFixtureOptions, graphApiFixture } from '../mocks/graph-api-fixture';
import {
  apiError,
  createFakeFetch,
  type FakeAnswer,
  type FakeCall,
  type FakeHandlers,
} from '../testing/fake-fetch';
import { makeToken } from '../testing/make-token';

/** The key the fake server accepts. */
export const GOOD_EMBED_KEY = 'pze_good-key-for-component-tests';

/** Options of {@link embedFakeApi}. */
export interface EmbedFakeApiOptions {
  /** The seeded account behind the graph routes; default English texts. */
  readonly fixture?: GraphApiFixtureOptions;
  /** The graphs the key allows; default all. */
  readonly graphs?: readonly ChartGraphSlug[];
  /** How long an issued token lives, in seconds; default an hour. */
  readonly tokenSeconds?: number;
  /** Answers the exchange instead of the key check (a network failure, a hold). */
  readonly exchange?: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;
  /** Answers these routes (`'GET account/translations/graph'` style) instead of the fixture. */
  readonly routes?: FakeHandlers;
  /** The pinned query of {@link GOOD_EMBED_KEY}; default none. */
  readonly lock?: EmbedLock;
  /** The signed tokens the fake server accepts, each with the query it pins; default none. */
  readonly tokens?: Readonly<Record<string, EmbedLock>>;
}

/** The first locked control a request changes (docs/embedding.md "Locked parameters"), or null. */
function changedControl(lock: EmbedLock, request: GraphDataRequest): string | null {
  const query = request.query as Record<string, unknown>;
  for (const [field, pinned] of Object.entries(lock.params)) {
    const control = EMBED_CONTROL_OF_FIELD[field] ?? field;
    if (lock.controls.includes(control as never)) continue;
    if (JSON.stringify(query[field]) !== JSON.stringify(pinned)) return control;
  }
  return null;
}

/**
 * A fake Pulzus server for the element's component tests (never production): `POST embed/session`
 * issues an embed token for {@link GOOD_EMBED_KEY} (with its pinned query, if any) and for the
 * signed tokens it knows, and refuses any other key with `embed-key-invalid` and any other token
 * with `embed-token-invalid`; the graph page's routes answer from a seeded fixture, but only to a
 * live issued token (401 otherwise), refusing a changed locked control with
 * `embed-parameter-locked`; `expireTokens()` makes every token issued so far stale.
 */
export function embedFakeApi(options: EmbedFakeApiOptions = {}) {
  const api = graphApiFixture({ language: 'en', ...options.fixture });
  const issued: string[] = [];
  const live = new Map<string, EmbedLock | null>();
  const urls: string[] = [];

  const issue = (call: FakeCall): FakeAnswer => {
    const { key, token: signed } = call.body as { key?: string; token?: string };
    const lock = signed === undefined ? (options.lock ?? null) : (options.tokens?.[signed] ?? null);
    if (signed !== undefined && !lock) return apiError(401, 'embed-token-invalid');
    if (signed === undefined && key !== GOOD_EMBED_KEY) return apiError(401, 'embed-key-invalid');
    const claims = {
      nickname: 'Intranet',
      role: 'embed',
      uid: 0,
      an: 'Minta Kft.',
      lang_code: 'en',
      exp: Math.floor(Date.now() / 1000) + (options.tokenSeconds ?? 3600),
      // every exchange gives a new token, also within one second
      jti: issued.length + 1,
      embed: { id: 1, graphs: lock ? [lock.slug] : (options.graphs ?? CHART_GRAPH_SLUGS) },
    };
    const token = makeToken(claims as Partial<TokenClaims>);
    issued.push(token);
    live.set(token, lock);
    return { body: { token, lock } };
  };

  const graphRoute = (call: FakeCall): FakeAnswer => {
    const token = call.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    if (!live.has(token)) return apiError(401, 'unauthorized');
    const lock = live.get(token);
    const control = lock && call.path === 'graph/data' && changedControl(lock, call.body as GraphDataRequest);
    if (control) return apiError(403, 'embed-parameter-locked', { control });
    const answer = answerGraphApi(api, call.method, call.path, call.body);
    return answer === 'pending' ? apiError(500, 'internal') : { status: answer.status, body: answer.body };
  };

  const paths = [
    'GET survey-dates',
    'GET worker-groups',
    'GET account/graph-explanations',
    'GET account/translations/graph',
    'POST graph/data',
    'POST graph/filter-options',
  ];
  for (const date of api.surveyDates) {
    paths.push(`GET survey-dates/${date.id}/demographies`, `GET survey-dates/${date.id}/graph-dimensions`);
    for (const group of api.workerGroups)
      paths.push(`GET survey-dates/${date.id}/worker-group/${group.id}/question-groups`);
  }
  const handlers: FakeHandlers = { 'POST embed/session': options.exchange ?? issue };
  for (const path of paths) handlers[path] = graphRoute;
  Object.assign(handlers, options.routes);

  const fake = createFakeFetch(handlers);
  return {
    api,
    calls: fake.calls,
    /** Every URL fetched, in full. */
    urls,
    /** Every token issued, in order. */
    issued,
    fetch: (url: string, init: RequestInit) => {
      urls.push(url);
      return fake.fetch(url, init);
    },
    /** Makes every token issued so far answer 401, as an expired or revoked one does. */
    expireTokens: () => live.clear(),
    /** The calls of one route, e.g. `'POST graph/data'`. */
    callsOf: (route: string) => fake.calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === route),
  };
}
