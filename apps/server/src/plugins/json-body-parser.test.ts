import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../test/fixtures';
import { keysBody } from '../test/public-flood';
import { PUBLIC_BODY_LIMIT, PUBLIC_JSON_LIMITS, SIGNED_IN_JSON_LIMITS } from './json-limits';

const { t, world } = await bootTenantsApp();
let client = 0;

const post = (url: string, text: string, token?: string) =>
  t.call({
    method: 'POST',
    url,
    payload: text,
    headers: { 'content-type': 'application/json' },
    token: token ?? null,
    // a client address each, so the per-client limits of public calls stay out of the way
    remoteAddress: `10.60.${Math.floor(++client / 250)}.${client % 250}`,
  });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const tooComplex = (limit: string, max: number) => ({
  status: 400,
  body: { error: { code: 'body-too-complex', limit, max } },
});
const answer = (res: Awaited<ReturnType<typeof post>>) => ({ status: res.statusCode, body: res.json() });

describe('JSON bodies are measured before they are parsed (docs/security.md "Bounded work for every byte received")', () => {
  it('a public call refuses a body past its depth, entries or string length with 400 body-too-complex', async () => {
    const url = '/api/users/check-verify-hash';
    expect(answer(await post(url, nested(6000)))).toEqual(tooComplex('depth', PUBLIC_JSON_LIMITS.depth));
    expect(answer(await post(url, nested(10_000)))).toEqual(tooComplex('depth', PUBLIC_JSON_LIMITS.depth));
    expect(answer(await post(url, keysBody(60_000)))).toEqual(
      tooComplex('entries', PUBLIC_JSON_LIMITS.entries),
    );
    const long = JSON.stringify({ user_id: 1, verify_hash: 'a'.repeat(PUBLIC_JSON_LIMITS.stringLength + 1) });
    expect(answer(await post(url, long))).toEqual(
      tooComplex('string-length', PUBLIC_JSON_LIMITS.stringLength),
    );
    // within the limits, the call answers as ever
    expect(answer(await post(url, JSON.stringify({ user_id: 1, verify_hash: 'x' })))).toEqual({
      status: 400,
      body: { error: { code: 'invalid-hash' } },
    });
  });

  it(`a public call reads no body over ${PUBLIC_BODY_LIMIT / 1024} KiB: 1 MB of keys is 413 payload-too-large`, async () => {
    const res = await post('/api/login', keysBody(1_000_000));
    expect(answer(res)).toEqual({ status: 413, body: { error: { code: 'payload-too-large' } } });
  });

  it('an unknown path answers 404 unread; a signed-in call checks the token first, then deeper limits', async () => {
    for (const text of [nested(10_000), keysBody(1_000_000), '{"malformed":']) {
      expect(answer(await post('/api/no-such-call', text))).toEqual({
        status: 404,
        body: { error: { code: 'not-found' } },
      });
    }
    // no token: 401 before a byte of the body is parsed
    const anonymous = await post('/api/worker-groups', nested(10_000));
    expect(anonymous.statusCode).toBe(401);
    const admin = world.tokens.admin;
    expect(answer(await post('/api/worker-groups', nested(10_000), admin))).toEqual(
      tooComplex('depth', SIGNED_IN_JSON_LIMITS.depth),
    );
    // 20 deep is more than a public call takes, and within a signed-in call's limits (the schema drops `extra`)
    const deep = JSON.stringify({ name: 'Mélyen', extra: JSON.parse(nested(20)) });
    expect((await post('/api/worker-groups', deep, admin)).statusCode).toBe(200);
  });

  it('keeps Fastify’s own checks: malformed JSON, an empty body and a __proto__ key are 400 validation-failed', async () => {
    for (const text of ['{"email":', '', '{"__proto__":{"admin":true},"email":"a@b.hu","password":"x"}']) {
      expect(answer(await post('/api/login', text)), text).toEqual({
        status: 400,
        body: { error: { code: 'validation-failed' } },
      });
    }
  });
});
