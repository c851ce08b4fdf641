import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createTokenSealer, sealingKey } from '../services/token-seal';
import { replaceSsoDomains, upsertSsoConfig } from '../domains/sso/sso.queries';
import type { Env } from '../env';
import type { OidcIdp } from '../test/oidc-idp';

/** The e-mail domain the demo company signs in through the demo's identity provider (docs/sso.md "Demo"). */
export const DEMO_SSO_DOMAIN = 'ceges.demo.pulzus.test';

/** The demo's client at its identity provider. */
const DEMO_CLIENT = {
  client_id: 'pulzus-demo',
  client_secret: 'pulzus-demo-client-secret-not-for-production',
};

/** The demo's identity provider and what the start-up banner says of it. */
export interface DemoSso {
  idp: OidcIdp;
  /** One line for the banner: where it runs and which addresses sign in through it. */
  note: string;
}

/**
 * Starts the demo's OpenID provider on 127.0.0.1 (`DEMO_PROVIDER_PORT` + 1, a free port when that one
 * is taken; tests pass their own) for the server's lifetime and points the demo company's single sign-on at it: any address
 * of {@link DEMO_SSO_DOMAIN} signs in there (its sign-in page asks only for the address) and becomes a
 * user of the company on its first sign-in. Dev and demo code: the production build does not carry it
 * (apps/server/tsup.config.ts), and server.ts never starts it under NODE_ENV=production.
 */
export async function startDemoSso(
  env: Env,
  db: Kysely<Database>,
  options: { port?: number } = {},
): Promise<DemoSso | null> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('name', '=', 'Demo Gyártó Kft.')
    .orderBy('id')
    .executeTakeFirst();
  if (!account) return null;
  const { startOidcIdp } = await import('../test/oidc-idp');
  const origin = env.PUBLIC_URL.replace(/\/+$/, '');
  const idpOptions = {
    clients: [DEMO_CLIENT],
    redirectUris: [
      `${origin}/sso/callback`,
      'http://localhost:3000/sso/callback',
      'http://127.0.0.1:3000/sso/callback',
    ],
    postLogoutUris: [`${origin}/login`, 'http://localhost:3000/login', 'http://127.0.0.1:3000/login'],
  };
  let idp: OidcIdp;
  try {
    idp = await startOidcIdp({ ...idpOptions, port: options.port ?? env.DEMO_PROVIDER_PORT + 1 });
  } catch (error) {
    if (!['EADDRINUSE', 'EACCES'].includes(String((error as NodeJS.ErrnoException).code))) throw error;
    idp = await startOidcIdp(idpOptions);
  }
  await db.transaction().execute(async (trx) => {
    await upsertSsoConfig(
      trx,
      account.id,
      {
        enabled: true,
        protocol: 'oidc',
        issuer_url: idp.issuer,
        client_id: DEMO_CLIENT.client_id,
        client_secret_sealed: createTokenSealer(sealingKey(env)).seal(DEMO_CLIENT.client_secret),
        email_claim: 'email',
        jit_provisioning: true,
        saml_idp_entity_id: null,
        saml_sso_url: null,
        saml_certs: null,
        saml_metadata_url: null,
        saml_slo_url: null,
      },
      new Date(),
    );
    await replaceSsoDomains(trx, account.id, [{ domain: DEMO_SSO_DOMAIN, sso_required: false }]);
  });
  return {
    idp,
    note: `Company sign-in (SSO): any address @${DEMO_SSO_DOMAIN} via "Belépés céges fiókkal" (identity provider on ${idp.issuer})`,
  };
}
