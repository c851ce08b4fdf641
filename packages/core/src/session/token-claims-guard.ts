import { GRAPH_SLUGS, type GraphSlug } from '../schemas/graph-slugs';
import type { EmbedClaim } from '../schemas/embed';
import type { TokenClaims } from './token-claims';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isGraphSlug = (value: unknown): value is GraphSlug =>
  (GRAPH_SLUGS as readonly unknown[]).includes(value);

function readEmbedClaim(value: unknown): EmbedClaim | null {
  if (!isObject(value)) return null;
  const { id, graphs } = value;
  if (!isInteger(id) || id <= 0) return null;
  if (!Array.isArray(graphs) || graphs.length === 0 || !graphs.every(isGraphSlug)) return null;
  return { id, graphs: Object.freeze([...graphs]) };
}

/**
 * Reads the claims of a decoded token payload by the rules of `zTokenClaims`, without zod so that the
 * browser bundles stay small (docs/embedding.md): the same fields, types and bounds, unknown fields
 * dropped; null when any rule fails.
 */
export function parseTokenClaims(payload: unknown): TokenClaims | null {
  if (!isObject(payload)) return null;
  const { nickname, role, uid, aid, an, atz, lang_id, lang_code, iat, exp, embed, imp, imp_name } = payload;
  if (!isString(nickname) || !isString(role) || !isString(lang_code)) return null;
  if (!isInteger(uid) || !isInteger(lang_id) || !isNumber(iat) || !isNumber(exp)) return null;
  if (aid != null && !isInteger(aid)) return null;
  if (an != null && !isString(an)) return null;
  if (atz != null && !isString(atz)) return null;
  if (imp !== undefined && !isInteger(imp)) return null;
  if (imp_name !== undefined && !isString(imp_name)) return null;
  const claims: TokenClaims = { nickname, role, uid, lang_id, lang_code, iat, exp };
  if (aid !== undefined) claims.aid = aid;
  if (an !== undefined) claims.an = an;
  if (atz !== undefined) claims.atz = atz;
  if (imp !== undefined) claims.imp = imp;
  if (imp_name !== undefined) claims.imp_name = imp_name;
  if (embed !== undefined) {
    const claim = readEmbedClaim(embed);
    if (claim === null) return null;
    claims.embed = claim;
  }
  return claims;
}
