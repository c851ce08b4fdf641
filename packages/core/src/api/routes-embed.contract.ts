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
import { adminScoped, publicJson, type RouteContractsOf } from './route-definition';
import type { embedRoutes } from './routes-embed';

/** The contract of {@link embedRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const embedRouteContracts = {
  embedKeysList: { ...adminScoped, summary: 'List the embed keys', response: zEmbedKeysResponse },
  embedKeysCreate: {
    ...adminScoped,
    summary: 'Create an embed key',
    body: zEmbedKeyCreatePayload,
    response: zEmbedKeyCreateResponse,
  },
  embedKeysUpdate: {
    ...adminScoped,
    summary: 'Change an embed key',
    params: zIdParams,
    body: zEmbedKeyUpdatePayload,
    response: zOkResponse,
  },
  embedKeysRotateSecret: {
    ...adminScoped,
    summary: 'Create or replace an embed key’s signing secret',
    params: zIdParams,
    response: zEmbedSigningSecretResponse,
  },
  embedKeysRevoke: {
    ...adminScoped,
    summary: 'Revoke an embed key',
    params: zIdParams,
    response: zOkResponse,
  },
  embedSession: {
    ...publicJson,
    summary: 'Exchange an embed key or signed token for an embed session token',
    errors: ['embed-key-invalid', 'embed-token-invalid', 'embed-token-required', 'rate-limited'],
    body: zEmbedSessionPayload,
    response: zEmbedSessionResponse,
  },
} as const satisfies RouteContractsOf<typeof embedRoutes>;
