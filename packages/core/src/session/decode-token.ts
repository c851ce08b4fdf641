import { decodeBase64Url } from './base64url';
import type { TokenClaims } from './token-claims';
import { parseTokenClaims } from './token-claims-guard';

/** Message thrown when a token does not have three dot-separated parts (angular2-jwt's text, spec 1 §5). */
export const TOKEN_NOT_JWT_MESSAGE =
  "The inspected token doesn't appear to be a JWT. Check to make sure it has three parts and see https://jwt.io for more.";

/** Message thrown when a token's payload cannot be decoded into a JSON object (spec 1 §5). */
export const TOKEN_UNDECODABLE_MESSAGE = 'Cannot decode the token.';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes a JWT's payload (base64url → UTF-8 → JSON object) without checking its signature,
 * throwing one of the two messages of spec 1 §5.
 */
export function decodeToken(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error(TOKEN_NOT_JWT_MESSAGE);
  const bytes = decodeBase64Url(parts[1] ?? '');
  if (bytes === null || bytes.length === 0) throw new Error(TOKEN_UNDECODABLE_MESSAGE);
  let payload: unknown;
  try {
    payload = JSON.parse(utf8.decode(bytes));
  } catch {
    throw new Error(TOKEN_UNDECODABLE_MESSAGE);
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error(TOKEN_UNDECODABLE_MESSAGE);
  }
  return payload as Record<string, unknown>;
}

/** Decodes a token and reads its claims (spec 1 §3); returns null on any token problem. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    return parseTokenClaims(decodeToken(token));
  } catch {
    return null;
  }
}
