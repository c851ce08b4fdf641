import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { type ApiClientOptions, createApiClient, createEmbedApiClient } from './client';
import type { FetchFunction } from './request';
import { routes } from './routes';
import { createMemoryStorage, createStorageTokenHolder, type TokenHolder } from './token-holder';

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: RequestInit['body'];
}

type Reply = (request: Recorded) => Response;

/** A fetch double: records every request and answers with the next reply (the last one repeats). */
function fetchDouble(...replies: Reply[]) {
  const requests: Recorded[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const request = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    };
    requests.push(request);
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
    if (!reply) throw new Error('no reply');
    return reply(request);
  };
  return { fetch, requests };
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Reply =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

function setup(
  replies: Reply[],
  token: string | null = 'a.b.c',
  baseUrl?: string,
  options: Partial<ApiClientOptions> = {},
) {
  const tokens: TokenHolder = createStorageTokenHolder(createMemoryStorage());
  if (token !== null) tokens.replaceToken(token);
  const double = fetchDouble(...replies);
  const client = createApiClient({
    tokens,
    fetch: double.fetch,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : null),
    ...(baseUrl ? { baseUrl } : {}),
    ...options,
  });
  return { client, tokens, requests: double.requests };
}

const ok = json({ status: 'ok' });

describe('API client requests (spec 1 §7)', () => {
  it('sends the bearer token, JSON headers and the path under /api/', async () => {
    const { client, requests } = setup([json({ answers_count: 4 })]);
    await expect(client.surveyDatesResponseCount({ params: { id: 7 } })).resolves.toEqual({
      answers_count: 4,
    });
    const [request] = requests;
    expect(request?.url).toBe('/api/survey-dates/7/response-count');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Authorization')).toBe('Bearer a.b.c');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(request?.body).toBeUndefined();
  });

  it('sends no Authorization header when the stored token is the literal text null', async () => {
    const { client, requests } = setup([ok], 'null');
    await client.ping();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization header without a stored token', async () => {
    const { client, requests } = setup([json({ token: 't.o.k' })], null);
    await client.login({ body: { email: 'a@b.hu', password: 'x' } });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.body).toBe(JSON.stringify({ email: 'a@b.hu', password: 'x' }));
  });

  it('copies the XSRF cookie on unsafe relative requests only', async () => {
    const { client, requests } = setup([ok]);
    await client.usersDelete({ params: { id: 3 } });
    await client.ping();
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(requests[0]?.body).toBe('{}');
    expect(requests[1]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('does not copy the XSRF cookie to an absolute base URL', async () => {
    const { client, requests } = setup([ok], 'a.b.c', 'https://api.example.com/api/');
    await client.usersUnlock({ params: { id: 3 } });
    expect(requests[0]?.url).toBe('https://api.example.com/api/users/3/unlock-user');
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('serialises the query and encodes path parameters', async () => {
    const { client, requests } = setup([json({ survey_dates: [] }), json({ sm_questions: [] })]);
    await client.surveyDatesList({ query: { all: true } });
    await client.providerSurveyQuestions({ params: { id: '40/01' } });
    expect(requests[0]?.url).toBe('/api/survey-dates?all=true');
    expect(requests[1]?.url).toBe('/api/sm-surveys/40%2F01/questions');
  });

  it('sends uploads as multipart without Accept and Content-Type', async () => {
    const { client, requests } = setup([json({ status: 'ok', imported_count: 2 })]);
    const file = new Blob(['a,b'], { type: 'text/csv' });
    await expect(client.dataImportManual({ body: { file } })).resolves.toEqual({
      status: 'ok',
      imported_count: 2,
    });
    const request = requests[0];
    expect(request?.url).toBe('/api/data-import/manual-import');
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(request?.headers.has('Accept')).toBe(false);
    expect(request?.headers.get('Authorization')).toBe('Bearer a.b.c');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(request?.body).toBeInstanceOf(FormData);
    expect((request?.body as FormData | undefined)?.get('file')).toBeInstanceOf(Blob);
  });

  it('sends the translations csv to language/{id}/csv as multipart, a data URL as a text field', async () => {
    const { client, requests } = setup([json({ status: 'ok', updated_count: 1 })]);
    await client.translationsUpload({
      params: { accountId: 5 },
      body: { file: 'data:text/csv;base64,YQ==' },
    });
    expect(requests[0]?.url).toBe('/api/language/5/csv');
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
    expect((requests[0]?.body as FormData | undefined)?.get('file')).toBe('data:text/csv;base64,YQ==');
  });

  it('passes a ready FormData through unchanged', async () => {
    const { client, requests } = setup([json({ status: 'ok', imported_count: 0 })]);
    const form = new FormData();
    form.append('file', new Blob(['x']));
    await client.adminImportCsv({ body: form as never });
    expect(requests[0]?.body).toBe(form);
  });

  it('sends the collectors xlsx as a JSON data URL with JSON headers (spec 2 §7)', async () => {
    const { client, requests } = setup([json({ status: 'ok', collectors: [] })]);
    await client.collectorsXlsxUpload({
      params: { id: 2 },
      body: { file: 'data:application/xlsx;base64,AA==' },
    });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBe(JSON.stringify({ file: 'data:application/xlsx;base64,AA==' }));
  });
});

describe('the embed element client', () => {
  it('makes the calls an embed token may make, the key exchange included, and has no other method', async () => {
    const tokens = createStorageTokenHolder(createMemoryStorage());
    tokens.replaceToken('e.m.b');
    const double = fetchDouble(json({ language: 'en', translations: { 'common-loading': 'Loading…' } }));
    const client = createEmbedApiClient({
      tokens,
      fetch: double.fetch,
      baseUrl: 'https://pulzus.example/api/',
    });
    await expect(client.accountGraphTranslations({ query: { lang: 'en' } })).resolves.toEqual({
      language: 'en',
      translations: { 'common-loading': 'Loading…' },
    });
    expect(double.requests[0]?.url).toBe('https://pulzus.example/api/account/translations/graph?lang=en');
    expect(Object.keys(client).sort()).toEqual(
      Object.entries(routes)
        .filter(([name, route]) => name === 'embedSession' || ('embed' in route && route.embed))
        .map(([name]) => name)
        .sort(),
    );
    expect(client).not.toHaveProperty('usersList');
    expect(client).not.toHaveProperty('downloadTickets');
  });
});

describe('refreshed token header (spec 1 §7)', () => {
  it('replaces the stored token from X-SE-Token of a successful answer', async () => {
    const { client, tokens } = setup([json({ status: 'ok' }, 200, { 'X-SE-Token': 'n.e.w' })]);
    let replaced = '';
    const replace = tokens.replaceToken;
    tokens.replaceToken = (token) => {
      replaced = token;
      replace(token);
    };
    await client.ping();
    expect(replaced).toBe('n.e.w');
    expect(tokens.getToken()).toBe('n.e.w');
  });

  it('keeps the stored token when an error answer carries X-SE-Token', async () => {
    const { client, tokens } = setup([
      json({ error: { code: 'forbidden' } }, 403, { 'X-SE-Token': 'n.e.w' }),
    ]);
    await expect(client.ping()).rejects.toBeInstanceOf(ApiError);
    expect(tokens.getToken()).toBe('a.b.c');
  });

  it('keeps the stored token when the answer has no X-SE-Token', async () => {
    const { client, tokens } = setup([ok]);
    await client.ping();
    expect(tokens.getToken()).toBe('a.b.c');
  });

  it('an answer that arrives after a logout does not sign the user back in with its refreshed token', async () => {
    let logout = () => {};
    const { client, tokens } = setup([
      (request) => {
        // the user logs out while the call is on its way
        logout();
        return json({ status: 'ok' }, 200, { 'X-SE-Token': 'n.e.w' })(request);
      },
    ]);
    logout = () => tokens.clearToken();
    await client.ping();
    expect(tokens.getToken()).toBeNull();
  });

  it("an answer sent before an account switch does not replace the new session account's token", async () => {
    let switchAccount = () => {};
    const { client, tokens } = setup([
      (request) => {
        switchAccount();
        return json({ status: 'ok' }, 200, { 'X-SE-Token': 'o.l.d' })(request);
      },
    ]);
    switchAccount = () => tokens.replaceToken('s.w.i');
    await client.ping();
    expect(tokens.getToken()).toBe('s.w.i');
  });
});

describe('answer validation and errors (style.md §9, §10)', () => {
  it('rejects an answer that breaks the contract with invalid-response when given the route table', async () => {
    const { client } = setup([json({ answers_count: 'four' })], 'a.b.c', undefined, {
      responseSchemas: routes,
    });
    const error = await client.surveyDatesResponseCount({ params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid-response');
    expect((error as ApiError).details.issues).toEqual([
      { path: 'answers_count', message: expect.any(String) },
    ]);
  });

  it('returns the parsed JSON answer unchecked without response schemas', async () => {
    const { client } = setup([json({ answers_count: 'four', extra: 1 })]);
    await expect(client.surveyDatesResponseCount({ params: { id: 1 } })).resolves.toEqual({
      answers_count: 'four',
      extra: 1,
    });
  });

  it('checks only the routes it has a schema for', async () => {
    const responseSchemas = { ping: routes.ping };
    const { client } = setup([json({ answers_count: 'four' })], 'a.b.c', undefined, { responseSchemas });
    await expect(client.surveyDatesResponseCount({ params: { id: 1 } })).resolves.toEqual({
      answers_count: 'four',
    });
    await expect(client.ping()).rejects.toMatchObject({ code: 'invalid-response', status: 502 });
  });

  it('rejects a successful answer that is not JSON', async () => {
    const { client } = setup([() => new Response('<html>', { status: 200 })]);
    await expect(client.ping()).rejects.toMatchObject({ code: 'invalid-response', status: 502 });
  });

  it('maps an error body to its catalogue code, status and details (spec 1 §8)', async () => {
    const body = {
      error: { code: 'login-locked', errorCode: 'login-locked', unlockTime: '2025-01-01T10:00:00Z' },
    };
    const { client } = setup([json(body, 423)], null);
    const error = (await client
      .login({ body: { email: 'a', password: 'b' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('login-locked');
    expect(error.status).toBe(423);
    expect(error.details).toEqual({ errorCode: 'login-locked', unlockTime: '2025-01-01T10:00:00Z' });
  });

  it('maps a collector upload error with its cell (spec 2 §8)', async () => {
    const { client } = setup([json({ error: { code: 'cant-find-collector-id', cell: 'B4' } }, 422)]);
    const promise = client.collectorsXlsxUpload({ params: { id: 1 }, body: { file: 'data:,x' } });
    await expect(promise).rejects.toMatchObject({ code: 'cant-find-collector-id', details: { cell: 'B4' } });
  });

  it('maps an error answer without a JSON body by status', async () => {
    const { client } = setup([() => new Response('Bad gateway', { status: 404 })]);
    await expect(client.ping()).rejects.toMatchObject({ code: 'not-found', status: 404 });
  });

  it('turns a failed fetch into network-error and lets an abort through', async () => {
    const failing = createApiClient({
      tokens: createStorageTokenHolder(createMemoryStorage()),
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing.ping()).rejects.toMatchObject({ code: 'network-error', status: 503 });
    const controller = new AbortController();
    controller.abort();
    const aborting = createApiClient({
      tokens: createStorageTokenHolder(createMemoryStorage()),
      fetch: async (_url, init) => {
        init.signal?.throwIfAborted();
        throw new Error('unreachable');
      },
    });
    await expect(aborting.ping({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects an empty answer where the route promises a body, with or without schemas', async () => {
    const empty = () => new Response(null, { status: 204 });
    await expect(setup([empty]).client.ping()).rejects.toMatchObject({ code: 'invalid-response' });
    const checked = setup([empty], 'a.b.c', undefined, { responseSchemas: routes }).client;
    await expect(checked.ping()).rejects.toMatchObject({ code: 'invalid-response' });
  });
});

describe('downloads (spec 2 §7)', () => {
  it('asks for a ticket and returns the ?t= URL, never the session token', async () => {
    const ticket = 'tkt-0123456789abcdef';
    const { client, requests } = setup([json({ ticket })]);
    const url = await client.collectorsXlsxDownload({ params: { id: 9 } });
    expect(url).toBe(`/api/survey-dates/9/collectors-xlsx?t=${ticket}`);
    expect(url).not.toContain('a.b.c');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/download-tickets');
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ resource: 'collectors-xlsx', id: 9 });
  });

  it('keeps extra query fields and uses the account id for the translations csv', async () => {
    const ticket = 'tkt-0123456789abcdef';
    const { client, requests } = setup([json({ ticket })]);
    const url = await client.participationXlsx({ params: { id: 4 }, query: { worker_group_id: 2 } });
    expect(url).toBe(`/api/graph/participation-rate/survey-dates/4/xlsx?worker_group_id=2&t=${ticket}`);
    await client.translationsDownload({ params: { accountId: 6 } });
    expect(JSON.parse(String(requests[1]?.body))).toEqual({ resource: 'translations-csv', id: 6 });
  });

  it('a download opened from an English page says so in `lang` (a navigation sends no X-Pulzus-Language)', async () => {
    const ticket = 'tkt-0123456789abcdef';
    let language: string | null = 'en';
    const { client, requests } = setup([json({ ticket })], 'a.b.c', undefined, { language: () => language });
    expect(await client.graphExcelExport({ ticketId: 11 })).toBe(
      `/api/graph/excel-export?t=${ticket}&lang=en`,
    );
    // the ticket's own request carries the header too
    expect(requests[0]?.headers.get('X-Pulzus-Language')).toBe('en');
    language = 'de';
    expect(await client.graphExcelExport({ ticketId: 11 })).toBe(`/api/graph/excel-export?t=${ticket}`);
    language = null;
    expect(await client.collectorsXlsxDownload({ params: { id: 9 } })).toBe(
      `/api/survey-dates/9/collectors-xlsx?t=${ticket}`,
    );
  });

  it('takes the ticket id from ticketId for the graph excel export', async () => {
    const ticket = 'tkt-0123456789abcdef';
    const { client, requests } = setup([json({ ticket })]);
    const controller = new AbortController();
    const url = await client.graphExcelExport({ ticketId: 11, signal: controller.signal });
    expect(url).toBe(`/api/graph/excel-export?t=${ticket}`);
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ resource: 'graph-excel-export', id: 11 });
  });

  it('builds the document download URL from the download token without a request', async () => {
    const { client, requests } = setup([json({ token: 'doc-token' })]);
    const { token } = await client.documentsDownloadToken({ params: { id: 3 } });
    await expect(client.documentsDownload({ params: { token } })).resolves.toBe(
      '/api/documents/download/doc-token',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/documents/3/download');
  });

  it('rejects a ticket answer without a ticket, and a short ticket when given the route table', async () => {
    const unchecked = setup([json({ status: 'ok' })]).client;
    await expect(unchecked.collectorsXlsxDownload({ params: { id: 9 } })).rejects.toMatchObject({
      code: 'invalid-response',
    });
    const checked = setup([json({ ticket: 'short' })], 'a.b.c', undefined, {
      responseSchemas: routes,
    }).client;
    await expect(checked.collectorsXlsxDownload({ params: { id: 9 } })).rejects.toMatchObject({
      code: 'invalid-response',
    });
  });

  it('throws when a path parameter is missing', async () => {
    const { client } = setup([ok]);
    await expect(client.documentsDownload({ params: {} as never })).rejects.toThrow(/token/);
  });
});
