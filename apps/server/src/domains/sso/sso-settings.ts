import type { SsoSettings, SsoSettingsPayload } from '@pulzus/core';
import type { zSsoSettingsPayload } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../worker-groups/unique-violation';
import { createTokenSealer, sealingKey } from '../provider/token-seal';
import { oidcRedirectUri } from './sso-flow';
import {
  domainsOfOtherAccounts,
  findSsoConfig,
  listSsoDomains,
  replaceSsoDomains,
  upsertSsoConfig,
} from './sso.queries';

/** The session account's settings as admins read them: never the secret, only whether one is stored. */
export async function readSsoSettings(app: FastifyInstance, accountId: number): Promise<SsoSettings> {
  const db = app.database.db;
  const row = await findSsoConfig(db, accountId);
  const domains = row ? await listSsoDomains(db, accountId) : [];
  return {
    enabled: row?.enabled ?? false,
    protocol: 'oidc',
    issuer_url: row?.issuer_url ?? '',
    client_id: row?.client_id ?? '',
    has_client_secret: row !== undefined,
    email_claim: row?.email_claim ?? 'email',
    jit_provisioning: row?.jit_provisioning ?? false,
    domains,
    redirect_uri: oidcRedirectUri(app),
  };
}

const domainTaken = (payload: SsoSettingsPayload, taken: string[]) =>
  new AppError('sso-domain-taken', {
    fields: payload.domains
      .map((d, i) => ({ path: `domains.${i}.domain`, message: 'error-sso-domain-taken', domain: d.domain }))
      .filter((f) => taken.includes(f.domain))
      .map(({ path, message }) => ({ path, message })),
  });

/**
 * Saves the session account's settings (docs/sso.md "Settings"): an e-mail domain belongs to one
 * account (`sso-domain-taken` names the fields), the client secret is sealed at rest as the provider
 * tokens are, and an empty secret keeps the stored one. A save raises the settings' version, so sign-ins
 * begun before it are refused and every process discovers the provider again.
 */
export async function saveSsoSettings(
  app: FastifyInstance,
  accountId: number,
  payload: z.output<typeof zSsoSettingsPayload>,
): Promise<void> {
  const db = app.database.db;
  const taken = await domainsOfOtherAccounts(
    db,
    accountId,
    payload.domains.map((d) => d.domain),
  );
  if (taken.length > 0) throw domainTaken(payload, taken);
  const stored = await findSsoConfig(db, accountId);
  const secret = payload.client_secret?.trim() ?? '';
  if (!secret && !stored)
    throw new AppError('validation-failed', {
      fields: [{ path: 'client_secret', message: 'sso-field-secret-required' }],
    });
  const sealed = secret
    ? createTokenSealer(sealingKey(app.env)).seal(secret)
    : (stored?.client_secret_sealed ?? '');
  try {
    await db.transaction().execute(async (trx) => {
      await upsertSsoConfig(
        trx,
        accountId,
        {
          enabled: payload.enabled,
          issuer_url: payload.issuer_url,
          client_id: payload.client_id,
          client_secret_sealed: sealed,
          email_claim: payload.email_claim,
          jit_provisioning: payload.jit_provisioning,
        },
        app.now(),
      );
      await replaceSsoDomains(trx, accountId, payload.domains);
    });
  } catch (error) {
    // another account saved the same domain at the same moment
    if (isUniqueViolation(error))
      throw domainTaken(
        payload,
        payload.domains.map((d) => d.domain),
      );
    throw error;
  }
}
