import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEmbedOrigin,
  EMBED_KEY_MAX_ORIGINS,
  isEmbedOriginAllowed,
  normaliseEmbedOrigin,
} from './embed-origin';

const scheme = fc.constantFrom('http', 'https');
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined });
const origin = fc
  .tuple(scheme, fc.domain(), port)
  .map(([s, host, p]) => `${s}://${host}${p === undefined ? '' : `:${p}`}`);

describe('embed key origins: exact scheme + host [+ port]', () => {
  it.each([
    ['https://intranet.example.com', 'https://intranet.example.com'],
    ['http://127.0.0.1:4020', 'http://127.0.0.1:4020'],
    ['  https://Intranet.Example.COM/ ', 'https://intranet.example.com'],
    ['https://intranet.example.com:443', 'https://intranet.example.com'],
    ['http://intranet.example.com:80', 'http://intranet.example.com'],
    ['https://intranet.example.com:8443', 'https://intranet.example.com:8443'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('accepts %j as the origin a browser sends (%s)', (text, expected) => {
    expect(normaliseEmbedOrigin(text)).toBe(expected);
  });

  it.each([
    ['a path', 'https://intranet.example.com/hr'],
    ['a path with a slash', 'https://intranet.example.com/hr/'],
    ['a query', 'https://intranet.example.com?x=1'],
    ['a fragment', 'https://intranet.example.com#top'],
    ['a wildcard host', 'https://*.example.com'],
    ['a lone wildcard', '*'],
    ['user info', 'https://user:pw@intranet.example.com'],
    ['another scheme', 'ftp://intranet.example.com'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['no scheme', 'intranet.example.com'],
    ['a protocol-relative URL', '//intranet.example.com'],
    ['a bad port', 'https://intranet.example.com:99999'],
    ['an empty text', ''],
    ['the opaque origin', 'null'],
    ['a space inside', 'https://intra net.example.com'],
  ])('refuses %s (%j)', (_what, text) => {
    expect(normaliseEmbedOrigin(text)).toBeNull();
  });

  it('property: every scheme://host[:port] is accepted, and normalising is idempotent', () => {
    fc.assert(
      fc.property(origin, (text) => {
        const normal = normaliseEmbedOrigin(text);
        expect(normal).not.toBeNull();
        expect(normaliseEmbedOrigin(normal as string)).toBe(normal);
        expect(normal).toBe(new URL(text).origin);
      }),
    );
  });

  it('property: adding any path, query or fragment is refused', () => {
    const text = fc.string({ maxLength: 20 });
    const tail = fc.oneof(
      fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom(...'abz09-._~/') }).map((p) => `/${p}`),
      text.map((q) => `?${q}`),
      text.map((f) => `#${f}`),
    );
    fc.assert(
      fc.property(origin, tail, (base, rest) => {
        expect(normaliseEmbedOrigin(`${base}${rest}`)).toBeNull();
      }),
    );
  });
});

describe('embed key origin check on a request', () => {
  const own = 'https://pulzus.example';
  const listed = ['https://intranet.example.com'];

  it('passes only a listed origin; a foreign or opaque origin is refused', () => {
    expect(isEmbedOriginAllowed(listed, 'https://intranet.example.com', own)).toBe(true);
    expect(isEmbedOriginAllowed(listed, 'https://evil.example', own)).toBe(false);
    expect(isEmbedOriginAllowed(listed, 'https://intranet.example.com:8443', own)).toBe(false);
    expect(isEmbedOriginAllowed([...listed, 'null'], 'null', own)).toBe(false);
  });

  it("a request without Origin counts as the server's own origin: refused unless that is listed", () => {
    expect(isEmbedOriginAllowed(listed, undefined, own)).toBe(false);
    expect(isEmbedOriginAllowed(listed, null, own)).toBe(false);
    expect(isEmbedOriginAllowed([...listed, own], undefined, own)).toBe(true);
  });
});

describe('adding an origin to a key in the form', () => {
  it('normalises and appends a valid origin', () => {
    expect(addEmbedOrigin(['https://a.example'], ' HTTPS://B.example/ ')).toEqual({
      ok: true,
      origins: ['https://a.example', 'https://b.example'],
    });
  });

  it('refuses an invalid origin, a repeated one (after normalising) and a full list', () => {
    expect(addEmbedOrigin([], 'https://a.example/path')).toEqual({
      ok: false,
      error: 'admin-embed-keys-origin-invalid',
    });
    expect(addEmbedOrigin(['https://a.example'], 'https://A.example:443')).toEqual({
      ok: false,
      error: 'admin-embed-keys-origin-duplicate',
    });
    const full = Array.from({ length: EMBED_KEY_MAX_ORIGINS }, (_, i) => `https://h${i}.example`);
    expect(addEmbedOrigin(full, 'https://one-more.example')).toEqual({
      ok: false,
      error: 'admin-embed-keys-origins-too-many',
    });
  });
});
