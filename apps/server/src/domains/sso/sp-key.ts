import type { FastifyInstance } from 'fastify';
import { findSpKeyPair, keepSpKeyPairOnce } from './saml-logout.queries';
import { createSpKeyPair, type SpKeyPair } from './sp-certificate';
import { sealer } from './sso-flow';

/**
 * The account's SAML service-provider key pair (docs/sso.md "Single logout"), made and stored the first time
 * it is needed — its metadata, a sign-in, a sign-out — the private key sealed as provider tokens are. Kept in
 * the database, so every API instance signs with the same key the metadata publishes.
 */
export async function spKeyPairOf(app: FastifyInstance, accountId: number): Promise<SpKeyPair> {
  const db = app.database.db;
  let row = await findSpKeyPair(db, accountId);
  if (!row?.saml_sp_cert || !row.saml_sp_key_sealed) {
    const made = await createSpKeyPair(`Pulzus SAML SP ${accountId}`);
    await keepSpKeyPairOnce(db, accountId, sealer(app).seal(made.key), made.cert);
    row = await findSpKeyPair(db, accountId);
  }
  if (!row?.saml_sp_cert || !row.saml_sp_key_sealed)
    throw new Error(`account ${accountId} has no SSO settings`);
  return { key: sealer(app).open(row.saml_sp_key_sealed), cert: row.saml_sp_cert };
}
