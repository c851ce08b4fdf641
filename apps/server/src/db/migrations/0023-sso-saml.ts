import { type Kysely, sql } from 'kysely';

/**
 * SAML 2.0 beside OpenID Connect (docs/sso.md "SAML"): an account's identity provider as its metadata
 * names it (entity id, single sign-on URL, signing certificates, and the URL it was read from); a
 * sign-in under way keeps the AuthnRequest's id, which the answer's InResponseTo must name, and — once
 * the assertion is accepted at the assertion consumer service — the person it signs in, until the
 * browser that began the flow collects the session with a one-time hand-over code; every accepted
 * assertion's id is kept until it expires, so none signs anyone in twice. All of it in the database, so
 * any API instance finishes a flow another began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sso_configs')
    .addColumn('saml_idp_entity_id', 'text')
    .addColumn('saml_sso_url', 'text')
    // the identity provider's signing certificates, PEM, one after the other (two during a rotation)
    .addColumn('saml_certs', 'text')
    .addColumn('saml_metadata_url', 'text')
    .addColumn('saml_slo_url', 'text')
    .execute();

  await db.schema
    .alterTable('sso_states')
    .addColumn('protocol', 'text', (c) => c.notNull().defaultTo('oidc'))
    .addColumn('request_id', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('handoff_digest', 'text', (c) => c.unique())
    .addColumn('handed_over_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('sso_states')
    .alterColumn('nonce', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('sso_states')
    .alterColumn('code_verifier_sealed', (c) => c.dropNotNull())
    .execute();

  await db.schema
    .createTable('saml_assertions')
    // sha-256 of the identity provider's entity id and the assertion's ID
    .addColumn('digest', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saml_assertions_expires').on('saml_assertions').column('expires_at').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saml_assertions').execute();
  await db
    .deleteFrom('sso_states' as never)
    .where('protocol' as never, '=', 'saml' as never)
    .execute();
  await db.schema
    .alterTable('sso_states')
    .dropColumn('protocol')
    .dropColumn('request_id')
    .dropColumn('user_id')
    .dropColumn('handoff_digest')
    .dropColumn('handed_over_at')
    .execute();
  await db.schema
    .alterTable('sso_configs')
    .dropColumn('saml_idp_entity_id')
    .dropColumn('saml_sso_url')
    .dropColumn('saml_certs')
    .dropColumn('saml_metadata_url')
    .dropColumn('saml_slo_url')
    .execute();
}
