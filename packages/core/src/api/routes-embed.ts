import { zIdParams, zOkResponse } from '../schemas/common';
import {
  zEmbedKeyCreatePayload,
  zEmbedKeyCreateResponse,
  zEmbedKeysResponse,
  zEmbedSessionPayload,
  zEmbedSessionResponse,
} from '../schemas/embed';
import { adminScoped, defineRoute, publicJson } from './route-definition';

/** Embed keys and the embed session exchange (issue #7 "Embedding"). */
export const embedRoutes = {
  /** `GET embed-keys`: the session account's embed keys, revoked ones too; never the keys themselves. */
  embedKeysList: defineRoute({
    ...adminScoped,
    method: 'GET',
    path: 'embed-keys',
    response: zEmbedKeysResponse,
  }),
  /** `POST embed-keys`: name, graphs, origins → `{ id, key }`, the only time the key is revealed. */
  embedKeysCreate: defineRoute({
    ...adminScoped,
    method: 'POST',
    path: 'embed-keys',
    body: zEmbedKeyCreatePayload,
    response: zEmbedKeyCreateResponse,
  }),
  /** `DELETE embed-keys/{id}`: revokes the key; its embed tokens stop working on their next call. */
  embedKeysRevoke: defineRoute({
    ...adminScoped,
    method: 'DELETE',
    path: 'embed-keys/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /**
   * `POST embed/session`: `{ key, lang? }` → an embed session token, when the key is right, not
   * revoked and allows the request's `Origin`; otherwise one `embed-key-invalid` answer. Rate limited per IP.
   */
  embedSession: defineRoute({
    ...publicJson,
    method: 'POST',
    path: 'embed/session',
    body: zEmbedSessionPayload,
    response: zEmbedSessionResponse,
  }),
} as const;
