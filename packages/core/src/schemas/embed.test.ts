import { describe, expect, it } from 'vitest';
import { readTokenClaims } from '../session/decode-token';
import { zEmbedKeyCreatePayload, zEmbedSessionPayload } from './embed';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (payload: object) =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.sig`;

describe('POST embed-keys payload (issue #7)', () => {
  it('normalises the origins and trims the name', () => {
    const parsed = zEmbedKeyCreatePayload.parse({
      name: '  HR  ',
      graphs: ['total', 'commitment_total'],
      origins: ['HTTPS://Intranet.Example.com/', 'http://127.0.0.1:4020'],
    });
    expect(parsed).toEqual({
      name: 'HR',
      graphs: ['total', 'commitment_total'],
      origins: ['https://intranet.example.com', 'http://127.0.0.1:4020'],
    });
  });

  it.each([
    ['no graph', { graphs: [] }],
    ['an unknown graph', { graphs: ['nope'] }],
    ['a repeated graph', { graphs: ['total', 'total'] }],
    ['no origin', { origins: [] }],
    ['an origin with a path', { origins: ['https://intranet.example.com/hr'] }],
    ['a wildcard origin', { origins: ['https://*.example.com'] }],
    ['an origin repeated after normalising', { origins: ['https://a.example', 'https://A.example:443'] }],
    ['21 origins', { origins: Array.from({ length: 21 }, (_, i) => `https://h${i}.example`) }],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
  ])('refuses %s', (_what, change) => {
    const payload = { name: 'HR', graphs: ['total'], origins: ['https://a.example'], ...change };
    expect(zEmbedKeyCreatePayload.safeParse(payload).success).toBe(false);
  });
});

describe('POST embed/session payload (issue #7)', () => {
  it('takes the key and an optional hu/en language', () => {
    expect(zEmbedSessionPayload.safeParse({ key: 'pze_x' }).success).toBe(true);
    expect(zEmbedSessionPayload.safeParse({ key: 'pze_x', lang: 'en' }).success).toBe(true);
    expect(zEmbedSessionPayload.safeParse({ key: 'pze_x', lang: 'de' }).success).toBe(false);
    expect(zEmbedSessionPayload.safeParse({ key: '' }).success).toBe(false);
  });
});

describe('embed session token claims (issue #7)', () => {
  const claims = {
    nickname: 'HR',
    role: 'embed',
    uid: 0,
    aid: 3,
    an: 'Acme',
    lang_id: 1,
    lang_code: 'hu',
    iat: 1,
    exp: 2,
  };

  it('reads the optional embed claim: key id and graphs', () => {
    expect(readTokenClaims(tokenOf({ ...claims, embed: { id: 4, graphs: ['total'] } }))?.embed).toEqual({
      id: 4,
      graphs: ['total'],
    });
    expect(readTokenClaims(tokenOf(claims))?.embed).toBeUndefined();
  });

  it('refuses a token whose embed claim names no graph or an unknown one', () => {
    expect(readTokenClaims(tokenOf({ ...claims, embed: { id: 4, graphs: [] } }))).toBeNull();
    expect(readTokenClaims(tokenOf({ ...claims, embed: { id: 4, graphs: ['nope'] } }))).toBeNull();
  });
});
