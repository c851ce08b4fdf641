import { createHmac } from 'node:crypto';

/** A signed embed token for one page view (HS256; the secret never leaves this server). */
export function signEmbedToken({ keyId, secret, slug, params, controls = [] }) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { kid: keyId, slug, params, controls, iat: now, exp: now + 5 * 60 };
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
