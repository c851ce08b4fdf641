import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeToken,
  readTokenClaims,
  TOKEN_NOT_JWT_MESSAGE,
  TOKEN_UNDECODABLE_MESSAGE,
} from './decode-token';
import type { TokenClaims } from './token-claims';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const jwt = (payload: unknown) => `eyJhbGciOiJIUzI1NiJ9.${encode(payload)}.signature`;

const claims: TokenClaims = {
  nickname: 'Éva',
  role: 'admin',
  uid: 7,
  aid: 3,
  an: 'Árvíztűrő Kft.',
  lang_id: 1,
  lang_code: 'hu',
  iat: 1_700_000_000,
  exp: 1_700_003_600,
};

describe('token decoding (spec 1 §3, §5)', () => {
  it('spec 1 §5: a token without exactly three dot-separated parts fails with the not-a-JWT message', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d']) {
      expect(() => decodeToken(token)).toThrow(TOKEN_NOT_JWT_MESSAGE);
    }
    expect(TOKEN_NOT_JWT_MESSAGE).toBe(
      "The inspected token doesn't appear to be a JWT. Check to make sure it has three parts and see https://jwt.io for more.",
    );
  });

  it('spec 1 §5: an undecodable payload fails with "Cannot decode the token."', () => {
    const undecodable = [
      'h..s', // empty payload
      'h.a.s', // one base64 character is never a whole byte
      'h.@@@@.s', // outside the alphabet
      `h.${Buffer.from([0xff, 0xfe]).toString('base64url')}.s`, // not UTF-8
      `h.${Buffer.from('not json').toString('base64url')}.s`,
      jwt([1, 2]),
      jwt('text'),
      jwt(null),
      jwt(42),
    ];
    for (const token of undecodable) expect(() => decodeToken(token)).toThrow(TOKEN_UNDECODABLE_MESSAGE);
    expect(TOKEN_UNDECODABLE_MESSAGE).toBe('Cannot decode the token.');
  });

  it('spec 1 §3: decodes padded base64 and base64url payloads with UTF-8 text', () => {
    const payload = { nickname: 'Őrs ű?>>' };
    const padded = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(decodeToken(`h.${padded}.s`)).toEqual(payload);
    expect(decodeToken(jwt(payload))).toEqual(payload);
  });

  it('spec 1 §3: reads the claims the product uses, and null for any token problem', () => {
    expect(readTokenClaims(jwt(claims))).toEqual(claims);
    expect(readTokenClaims(jwt({ ...claims, aid: undefined, an: undefined }))?.aid).toBeUndefined();
    expect(readTokenClaims(jwt({ ...claims, uid: 'seven' }))).toBeNull();
    expect(readTokenClaims('garbage')).toBeNull();
    expect(readTokenClaims('')).toBeNull();
    expect(readTokenClaims(null)).toBeNull();
  });

  it('spec 1 §5 (property): any string decodes or throws one of the two messages, nothing else', () => {
    const allowed = new Set([TOKEN_NOT_JWT_MESSAGE, TOKEN_UNDECODABLE_MESSAGE]);
    const pieces = fc.oneof(fc.string(), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]*$/));
    const tokens = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 4 }).map((parts) => parts.join('.')),
    );
    fc.assert(
      fc.property(tokens, (token) => {
        try {
          const payload = decodeToken(token);
          expect(typeof payload).toBe('object');
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect(allowed.has((error as Error).message)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('spec 1 §3 (property): encoded claims decode back to the same claims', () => {
    const arbitraryClaims = fc.record(
      {
        nickname: fc.string({ unit: 'grapheme' }),
        role: fc.constantFrom('admin', 'user', 'demo-user'),
        uid: fc.nat(),
        aid: fc.nat(),
        an: fc.string({ unit: 'grapheme' }),
        lang_id: fc.nat(),
        lang_code: fc.constantFrom('hu', 'en'),
        iat: fc.nat(),
        exp: fc.nat(),
      },
      { requiredKeys: ['nickname', 'role', 'uid', 'lang_id', 'lang_code', 'iat', 'exp'] },
    );
    fc.assert(
      fc.property(arbitraryClaims, (value) => {
        expect(decodeToken(jwt(value))).toEqual(value);
        expect(readTokenClaims(jwt(value))).toEqual(value);
      }),
    );
  });
});
