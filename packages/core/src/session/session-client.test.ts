import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { createMemoryStorage, createStorageTokenHolder } from '../api/token-holder';
import { createSession } from './session';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;
const claims = { nickname: 'Anna', role: 'user', uid: 7, an: 'Acme', lang_id: 1, lang_code: 'hu' };

describe('X-SE-Token through the client recomputes the session clock offset (spec 1 §4, §7)', () => {
  it('uses the fresh token and the browser−server skew for the expiry check', async () => {
    let browserMs = 1_000_000 * 1000;
    const session = createSession({
      tokens: createStorageTokenHolder(createMemoryStorage()),
      now: () => browserMs,
    });
    // the server's clock is 300 s behind the browser's: its token was issued "300 s ago" in browser time
    const serverNow = 1_000_000 - 300;
    const fresh = token({ ...claims, iat: serverNow, exp: serverNow + 900 });
    const fetch = async () =>
      new Response(JSON.stringify({ status: 'ok' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-SE-Token': fresh },
      });
    // signed in with an earlier token: a refreshed token only replaces the one the call was sent with
    session.replaceToken(token({ ...claims, iat: serverNow - 600, exp: serverNow + 300 }));
    const client = createApiClient({ tokens: session, fetch });
    await client.ping();
    expect(session.getToken()).toBe(fresh);
    expect(session.clockOffsetSeconds()).toBe(300);
    // 899 s of server time later the token is still valid, although the browser clock reads iat + 1199 s
    browserMs = (1_000_000 + 899) * 1000;
    expect(session.isLoggedIn()).toBe(true);
    browserMs = (1_000_000 + 901) * 1000;
    expect(session.isLoggedIn()).toBe(false);
  });
});
