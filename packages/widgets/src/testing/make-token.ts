import type { TokenClaims } from '@pulzus/core';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned session token for tests: a user "Teszt Elek" valid for an hour, with the claims given. */
export function makeToken(claims: Partial<TokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenClaims = {
    nickname: 'Elek',
    role: 'user',
    uid: 7,
    aid: 3,
    an: 'Acme Kft.',
    lang_id: 1,
    lang_code: 'hu',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** An admin's token, with a session account unless `aid: null` is given. */
export function makeAdminToken(claims: Partial<TokenClaims> = {}): string {
  return makeToken({ role: 'admin', nickname: 'Admin', ...claims });
}
