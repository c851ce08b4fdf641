import { defineRoute } from './route-definition';
import { embedCallRoutes } from './routes-embed-calls';

/** Embed keys and the embed session exchange (docs/embedding.md). */
export const embedRoutes = {
  /** `GET embed-keys`: the session account's embed keys, revoked ones too; never the keys themselves. */
  embedKeysList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'embed-keys',
  }),
  /**
   * `POST embed-keys`: name, graphs, origins, optionally a pinned query, a signing secret and the
   * signed-tokens-only flag → `{ id, key, signing_secret? }`, the only time key and secret are revealed.
   */
  embedKeysCreate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'embed-keys',
  }),
  /**
   * `PUT embed-keys/{id}`: changes the key's name, graphs, origins, pinned query and signed-tokens-only
   * flag; its embed tokens follow from their next call. The key and its secret stay.
   */
  embedKeysUpdate: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'embed-keys/{id}',
  }),
  /**
   * `POST embed-keys/{id}/signing-secret`: creates or replaces the key's signing secret →
   * `{ signing_secret }`, shown this once; tokens signed with the old one, and the sessions opened
   * with them, stop working at once.
   */
  embedKeysRotateSecret: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'embed-keys/{id}/signing-secret',
  }),
  /** `DELETE embed-keys/{id}`: revokes the key; its embed tokens stop working on their next call. */
  embedKeysRevoke: defineRoute({
    bodyKind: 'json',
    method: 'DELETE',
    path: 'embed-keys/{id}',
  }),
  embedSession: embedCallRoutes.embedSession,
} as const;
