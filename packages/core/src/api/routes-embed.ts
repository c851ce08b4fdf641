import { zIdParams, zOkResponse } from '../schemas/common';
import {
  zEmbedKeyCreatePayload,
  zEmbedKeyCreateResponse,
  zEmbedKeysResponse,
  zEmbedKeyUpdatePayload,
  zEmbedSessionPayload,
  zEmbedSessionResponse,
  zEmbedSigningSecretResponse,
} from '../schemas/embed';
import { adminScoped, defineRoute, publicJson } from './route-definition';

/** Embed keys and the embed session exchange (docs/embedding.md). */
export const embedRoutes = {
  /** `GET embed-keys`: the session account's embed keys, revoked ones too; never the keys themselves. */
  embedKeysList: defineRoute({
    ...adminScoped,
    summary: 'List the embed keys',
    method: 'GET',
    path: 'embed-keys',
    response: zEmbedKeysResponse,
  }),
  /**
   * `POST embed-keys`: name, graphs, origins, optionally a pinned query, a signing secret and the
   * signed-tokens-only flag → `{ id, key, signing_secret? }`, the only time key and secret are revealed.
   */
  embedKeysCreate: defineRoute({
    ...adminScoped,
    summary: 'Create an embed key',
    method: 'POST',
    path: 'embed-keys',
    body: zEmbedKeyCreatePayload,
    response: zEmbedKeyCreateResponse,
  }),
  /**
   * `PUT embed-keys/{id}`: changes the key's name, graphs, origins, pinned query and signed-tokens-only
   * flag; its embed tokens follow from their next call. The key and its secret stay.
   */
  embedKeysUpdate: defineRoute({
    ...adminScoped,
    summary: 'Change an embed key',
    method: 'PUT',
    path: 'embed-keys/{id}',
    params: zIdParams,
    body: zEmbedKeyUpdatePayload,
    response: zOkResponse,
  }),
  /**
   * `POST embed-keys/{id}/signing-secret`: creates or replaces the key's signing secret →
   * `{ signing_secret }`, shown this once; tokens signed with the old one, and the sessions opened
   * with them, stop working at once.
   */
  embedKeysRotateSecret: defineRoute({
    ...adminScoped,
    summary: 'Create or replace an embed key’s signing secret',
    method: 'POST',
    path: 'embed-keys/{id}/signing-secret',
    params: zIdParams,
    response: zEmbedSigningSecretResponse,
  }),
  /** `DELETE embed-keys/{id}`: revokes the key; its embed tokens stop working on their next call. */
  embedKeysRevoke: defineRoute({
    ...adminScoped,
    summary: 'Revoke an embed key',
    method: 'DELETE',
    path: 'embed-keys/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /**
   * `POST embed/session`: `{ key, lang? }` or `{ token, lang? }` → an embed session token and the
   * pinned query, when the key (or the signed token's key) is right, not revoked and allows the
   * request's `Origin`; otherwise one `embed-key-invalid` (`embed-token-invalid` for a token)
   * answer. Rate limited per IP.
   */
  embedSession: defineRoute({
    ...publicJson,
    summary: 'Exchange an embed key or signed token for an embed session token',
    errors: ['embed-key-invalid', 'embed-token-invalid', 'embed-token-required', 'rate-limited'],
    method: 'POST',
    path: 'embed/session',
    body: zEmbedSessionPayload,
    response: zEmbedSessionResponse,
  }),
} as const;
