import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { parseIdpMetadata } from '../domains/sso/saml-metadata';
import { replaceSsoDomains, upsertSsoConfig } from '../domains/sso/sso.queries';
import type { Env } from '../env';
import type { SamlIdp } from '../test/saml-idp';
import { insertDemoAccount } from './seed';

/** The e-mail domain that signs in through the demo's SAML identity provider (docs/sso.md "Demo"). */
export const DEMO_SAML_DOMAIN = 'saml.demo.pulzus.test';

/** The demo account whose single sign-on is SAML: one account signs in with one protocol. */
export const DEMO_SAML_ACCOUNT = 'Demo SAML Kft.';

/** The demo's SAML identity provider and what the start-up banner says of it. */
export interface DemoSaml {
  idp: SamlIdp;
  /** One line for the banner: where it runs and which addresses sign in through it. */
  note: string;
}

/** The demo SAML account's id, made (with Hungarian and English) on the first start. */
async function demoSamlAccount(db: Kysely<Database>): Promise<number> {
  const found = await db
    .selectFrom('accounts')
    .select('id')
    .where('name', '=', DEMO_SAML_ACCOUNT)
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found.id;
  return db.transaction().execute(async (trx) => {
    const account = await insertDemoAccount(trx, DEMO_SAML_ACCOUNT);
    return account.id;
  });
}

/**
 * Starts the demo's SAML identity provider (src/test/saml-idp.ts) on 127.0.0.1 (`DEMO_PROVIDER_PORT` + 2, a
 * free port when that one is taken; tests pass their own) for the server's lifetime and points the
 * single sign-on of {@link DEMO_SAML_ACCOUNT} — an account of its own beside the demo company, made on the
 * first start — at its metadata: any address of {@link DEMO_SAML_DOMAIN} signs in there (its page asks only
 * for the address), becomes a user of that account on its first sign-in, and signs out through its single
 * logout. Only when the demo is seeded; dev and demo code, as the OpenID provider of demo-sso.ts is.
 */
export async function startDemoSaml(
  env: Env,
  db: Kysely<Database>,
  options: { port?: number } = {},
): Promise<DemoSaml | null> {
  const seeded = await db
    .selectFrom('accounts')
    .select('id')
    .where('name', '=', 'Demo Gyártó Kft.')
    .executeTakeFirst();
  if (!seeded) return null;
  const { startSamlIdp } = await import('../test/saml-idp');
  let idp: SamlIdp;
  try {
    idp = await startSamlIdp({ port: options.port ?? env.DEMO_PROVIDER_PORT + 2 });
  } catch (error) {
    if (!['EADDRINUSE', 'EACCES'].includes(String((error as NodeJS.ErrnoException).code))) throw error;
    idp = await startSamlIdp();
  }
  const metadata = parseIdpMetadata(idp.metadata);
  const accountId = await demoSamlAccount(db);
  await db.transaction().execute(async (trx) => {
    await upsertSsoConfig(
      trx,
      accountId,
      {
        enabled: true,
        protocol: 'saml',
        issuer_url: '',
        client_id: '',
        client_secret_sealed: '',
        email_claim: 'email',
        jit_provisioning: true,
        saml_idp_entity_id: metadata.entityId,
        saml_sso_url: metadata.ssoUrl,
        saml_certs: metadata.certs.join(''),
        saml_metadata_url: idp.metadataUrl,
        saml_slo_url: metadata.sloUrl,
      },
      new Date(),
    );
    await replaceSsoDomains(trx, accountId, [{ domain: DEMO_SAML_DOMAIN, sso_required: false }]);
  });
  return {
    idp,
    note: `Company sign-in (SAML, with single logout): any address @${DEMO_SAML_DOMAIN} via "Belépés céges fiókkal", into "${DEMO_SAML_ACCOUNT}" (identity provider on ${idp.metadataUrl})`,
  };
}
