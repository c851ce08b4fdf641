import type { SsoSettings, SsoSettingsPayload } from '@pulzus/core';
import type { zSsoSettingsPayload } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../services/unique-violation';
import { createTokenSealer, sealingKey } from '../../services/token-seal';
import { discover } from './oidc-client';
import { acsUrl, sloUrl, spEntityId } from './saml-flow';
import {
  certExpiries,
  fetchIdpMetadata,
  type IdpMetadata,
  MetadataError,
  parseIdpMetadata,
  splitCerts,
} from './saml-metadata';
import { SsoFailure } from './sso-failure';
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
  const sp = spEntityId(app, accountId);
  return {
    enabled: row?.enabled ?? false,
    protocol: row?.protocol === 'saml' ? 'saml' : 'oidc',
    issuer_url: row?.issuer_url ?? '',
    client_id: row?.client_id ?? '',
    has_client_secret: Boolean(row?.client_secret_sealed),
    email_claim: row?.email_claim ?? 'email',
    jit_provisioning: row?.jit_provisioning ?? false,
    domains,
    redirect_uri: oidcRedirectUri(app),
    saml_idp_entity_id: row?.saml_idp_entity_id ?? '',
    saml_sso_url: row?.saml_sso_url ?? '',
    saml_metadata_url: row?.saml_metadata_url ?? '',
    saml_cert_expiries: certExpiries(splitCerts(row?.saml_certs ?? null)),
    sp_entity_id: sp,
    acs_url: acsUrl(app, accountId),
    // the entity id is the SP metadata's address (docs/sso.md "SAML")
    sp_metadata_url: sp,
    slo_url: sloUrl(app, accountId),
    saml_slo_url: row?.saml_slo_url ?? '',
  };
}

const fieldError = (path: string, message: string) =>
  new AppError('validation-failed', { fields: [{ path, message }] });

/**
 * The SAML identity provider of a save: its uploaded metadata, or that read from its URL now; neither
 * keeps the stored one. Metadata that cannot be read or is not an identity provider's is refused on
 * its field.
 */
async function samlMetadataOf(
  payload: z.output<typeof zSsoSettingsPayload>,
  stored:
    | {
        saml_idp_entity_id: string | null;
        saml_sso_url: string | null;
        saml_certs: string | null;
        saml_slo_url: string | null;
        saml_metadata_url: string | null;
      }
    | undefined,
): Promise<{ metadata: IdpMetadata; url: string | null }> {
  const xml = payload.saml_metadata_xml?.trim();
  const url = payload.saml_metadata_url?.trim();
  const path = xml ? 'saml_metadata_xml' : 'saml_metadata_url';
  try {
    if (xml) return { metadata: parseIdpMetadata(xml), url: null };
    if (url) return { metadata: await fetchIdpMetadata(url), url };
  } catch (error) {
    if (error instanceof MetadataError) throw fieldError(path, error.fieldMessage);
    throw error;
  }
  if (stored?.saml_idp_entity_id && stored.saml_sso_url && stored.saml_certs)
    return {
      metadata: {
        entityId: stored.saml_idp_entity_id,
        ssoUrl: stored.saml_sso_url,
        sloUrl: stored.saml_slo_url,
        certs: splitCerts(stored.saml_certs),
      },
      url: stored.saml_metadata_url,
    };
  throw fieldError('saml_metadata_url', 'sso-field-metadata-required');
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
 * tokens are, and an empty secret keeps the stored one; the OpenID issuer's discovery (when switched
 * on) and the SAML metadata must be readable, else their field is refused. A save raises the settings' version, so sign-ins
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
  const saml = payload.protocol === 'saml' ? await samlMetadataOf(payload, stored) : null;
  const secret = payload.client_secret?.trim() ?? '';
  const sealer = createTokenSealer(sealingKey(app.env));
  if (!saml && !secret && !stored?.client_secret_sealed)
    throw fieldError('client_secret', 'sso-field-secret-required');
  const sealed = saml ? '' : secret ? sealer.seal(secret) : (stored?.client_secret_sealed ?? '');
  // an issuer whose discovery document cannot be read is refused on its field when the settings are
  // switched on (docs/sso.md "Settings"); a wrong client id or secret shows only at a sign-in
  if (!saml && payload.enabled) {
    try {
      await discover({
        accountId,
        version: 0,
        issuerUrl: payload.issuer_url,
        clientId: payload.client_id,
        clientSecret: secret || sealer.open(sealed),
      });
    } catch (error) {
      if (error instanceof SsoFailure) throw fieldError('issuer_url', 'sso-field-issuer-unreachable');
      throw error;
    }
  }
  try {
    await db.transaction().execute(async (trx) => {
      await upsertSsoConfig(
        trx,
        accountId,
        {
          enabled: payload.enabled,
          protocol: payload.protocol,
          // one protocol's settings at a time: a switch forgets the other's
          issuer_url: saml ? '' : payload.issuer_url,
          client_id: saml ? '' : payload.client_id,
          client_secret_sealed: sealed,
          email_claim: payload.email_claim,
          jit_provisioning: payload.jit_provisioning,
          saml_idp_entity_id: saml?.metadata.entityId ?? null,
          saml_sso_url: saml?.metadata.ssoUrl ?? null,
          saml_certs: saml ? saml.metadata.certs.join('') : null,
          saml_metadata_url: saml?.url ?? null,
          saml_slo_url: saml?.metadata.sloUrl ?? null,
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
