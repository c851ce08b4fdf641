import { afterEach, describe, expect, it } from 'vitest';
import {
  buildRequestHeaders,
  isRelativeUrl,
  isUnsafeMethod,
  isUploadPath,
  LANGUAGE_HEADER,
  readDocumentCookie,
} from './headers';
import type { HttpMethod } from './route-definition';

const noCookie = () => null;

function headersFor(overrides: Partial<Parameters<typeof buildRequestHeaders>[0]> = {}) {
  return buildRequestHeaders({
    method: 'GET',
    relativePath: 'ping',
    url: '/api/ping',
    token: null,
    readCookie: noCookie,
    ...overrides,
  });
}

describe('upload paths (spec 1 §7)', () => {
  it.each([
    'admin/import-csv',
    'data-import/manual-import',
    'data-import/manual-import/preview',
    'language/1/csv',
    'language/42/csv',
    '/language/7/csv',
    'language/7/csv?t=abc',
  ])('%s is an upload path', (path) => {
    expect(isUploadPath(path)).toBe(true);
  });

  it.each([
    'language/abc/csv',
    'language//csv',
    'language/1/csv/extra',
    'language/1.5/csv',
    'admin/import-csv-old',
    'x/admin/import-csv',
    'data-import/manual-import/1',
    'data-import/manual-import/preview/1',
    'survey-dates/1/collectors-xlsx',
    'login',
  ])('%s is not an upload path', (path) => {
    expect(isUploadPath(path)).toBe(false);
  });
});

describe('Authorization header (spec 1 §7)', () => {
  it('carries the stored token as a bearer token', () => {
    expect(headersFor({ token: 'a.b.c' }).get('Authorization')).toBe('Bearer a.b.c');
  });

  it('is absent when no token is stored', () => {
    expect(headersFor({ token: null }).has('Authorization')).toBe(false);
  });

  it('is absent when the stored token is the literal text null', () => {
    expect(headersFor({ token: 'null' }).has('Authorization')).toBe(false);
  });

  it('is sent on upload paths too', () => {
    const headers = headersFor({ method: 'POST', relativePath: 'admin/import-csv', token: 't.o.k' });
    expect(headers.get('Authorization')).toBe('Bearer t.o.k');
  });
});

describe('Accept and Content-Type headers (spec 1 §7)', () => {
  it.each<HttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'are JSON on a %s of an ordinary path',
    (method) => {
      const headers = headersFor({ method, relativePath: 'survey-dates/3', url: '/api/survey-dates/3' });
      expect(headers.get('Accept')).toBe('application/json');
      expect(headers.get('Content-Type')).toBe('application/json');
    },
  );

  it.each(['admin/import-csv', 'data-import/manual-import', 'language/12/csv'])(
    'are absent on %s',
    (path) => {
      const headers = headersFor({ method: 'POST', relativePath: path, url: `/api/${path}` });
      expect(headers.has('Accept')).toBe(false);
      expect(headers.has('Content-Type')).toBe(false);
    },
  );

  it('are present on language/abc/csv, which is not an upload path', () => {
    const headers = headersFor({
      method: 'POST',
      relativePath: 'language/abc/csv',
      url: '/api/language/abc/csv',
    });
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });
});

describe('XSRF header (spec 1 §7)', () => {
  const cookie = (name: string) => (name === 'XSRF-TOKEN' ? 'xsrf-value' : null);

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('copies the cookie on a relative %s', (method) => {
    expect(headersFor({ method, url: '/api/x', readCookie: cookie }).get('X-XSRF-TOKEN')).toBe('xsrf-value');
  });

  it('does not copy it on a GET', () => {
    expect(headersFor({ method: 'GET', url: '/api/x', readCookie: cookie }).has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['https://other.example/api/x', 'http://localhost/api/x', '//cdn.example/api/x'])(
    'does not copy it to the absolute URL %s',
    (url) => {
      expect(headersFor({ method: 'POST', url, readCookie: cookie }).has('X-XSRF-TOKEN')).toBe(false);
    },
  );

  it('sends nothing when there is no cookie', () => {
    expect(headersFor({ method: 'POST', url: '/api/x' }).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('classifies URLs and methods', () => {
    expect(isRelativeUrl('/api/x')).toBe(true);
    expect(isRelativeUrl('api/x')).toBe(true);
    expect(isRelativeUrl('HTTPS://x')).toBe(false);
    expect(isUnsafeMethod('GET')).toBe(false);
    expect(isUnsafeMethod('PATCH')).toBe(true);
  });
});

describe('reading the XSRF cookie (spec 1 §7)', () => {
  const global = globalThis as { document?: unknown };
  afterEach(() => {
    delete global.document;
  });

  it('reads a named cookie from document.cookie, URL-decoded', () => {
    global.document = { cookie: 'a=1; XSRF-TOKEN=abc%3D%3D; b=2' };
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('abc==');
    expect(readDocumentCookie('b')).toBe('2');
  });

  it('keeps a value that is not valid URL encoding as it is', () => {
    global.document = { cookie: 'XSRF-TOKEN=%E0%A4%A' };
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('%E0%A4%A');
  });

  it('gives null without a document, without the cookie, or for a prefix of another name', () => {
    expect(readDocumentCookie('XSRF-TOKEN')).toBeNull();
    global.document = { cookie: 'XSRF-TOKEN-OLD=1; flag' };
    expect(readDocumentCookie('XSRF-TOKEN')).toBeNull();
  });
});

describe("the page's language (docs/api.md, X-Pulzus-Language)", () => {
  it('sends the language a page is drawn in, on reads, writes and uploads alike', () => {
    expect(headersFor({ language: 'en' }).get(LANGUAGE_HEADER)).toBe('en');
    expect(headersFor({ language: 'hu', method: 'POST' }).get(LANGUAGE_HEADER)).toBe('hu');
    expect(
      headersFor({ language: 'en', method: 'POST', relativePath: 'data-import/manual-import' }).get(
        LANGUAGE_HEADER,
      ),
    ).toBe('en');
  });

  it("sends none without a page language: the server keeps to the user's", () => {
    expect(headersFor().has(LANGUAGE_HEADER)).toBe(false);
    expect(headersFor({ language: null }).has(LANGUAGE_HEADER)).toBe(false);
  });
});
