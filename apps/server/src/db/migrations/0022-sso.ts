import { type Kysely, sql } from 'kysely';

/**
 * Single sign-on per account (docs/sso.md): an account's OpenID Connect identity provider (its client
 * secret sealed at rest, like the provider tokens), the e-mail domains that sign in through it — each
 * domain belongs to one account — and the one-time, short-lived state of each sign-in under way, kept
 * in the database so that any API instance can finish a flow another began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_configs')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('protocol', 'text', (c) => c.notNull().defaultTo('oidc'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('issuer_url', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret_sealed', 'text', (c) => c.notNull())
    .addColumn('email_claim', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('jit_provisioning', 'boolean', (c) => c.notNull().defaultTo(false))
    // raised by every save, so a process's cached discovery of the old settings is never used again
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sso_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('sso_configs.account_id').onDelete('cascade'),
    )
    .addColumn('sso_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('sso_domains_account').on('sso_domains').column('account_id').execute();

  await db.schema
    .createTable('sso_states')
    .addColumn('digest', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // the settings version the flow began with: a flow begun before a save is refused after it
    .addColumn('config_version', 'integer', (c) => c.notNull())
    .addColumn('browser_digest', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier_sealed', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sso_states_expires').on('sso_states').column('expires_at').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_states').execute();
  await db.schema.dropTable('sso_domains').execute();
  await db.schema.dropTable('sso_configs').execute();
}
