import { type Kysely, sql } from 'kysely';

/**
 * SAML single logout (docs/sso.md "Single logout"): each account's service provider gets a signing key
 * pair of its own — made when first needed, the key sealed as the provider tokens are — which signs its
 * LogoutRequests and whose certificate its SP metadata publishes; every SAML sign-in at an identity
 * provider with a SingleLogoutService keeps the assertion's NameID and SessionIndex until the session's
 * 12-hour cap, with the LogoutRequest's id once the browser asks for the sign-out there, which the
 * identity provider's LogoutResponse must name. In the database, so any API instance finishes a sign-out
 * another began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sso_configs')
    .addColumn('saml_sp_key_sealed', 'text')
    .addColumn('saml_sp_cert', 'text')
    .execute();

  await db.schema
    .createTable('saml_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the sign-in's state (sso_states.digest), until the browser collects the session
    .addColumn('state_digest', 'text', (c) => c.notNull().unique())
    // sha-256 of the one-time sign-out token the portal is given with the session
    .addColumn('logout_digest', 'text', (c) => c.unique())
    .addColumn('name_id', 'text', (c) => c.notNull())
    .addColumn('name_id_format', 'text')
    .addColumn('name_qualifier', 'text')
    .addColumn('sp_name_qualifier', 'text')
    .addColumn('session_index', 'text')
    .addColumn('logout_request_id', 'text', (c) => c.unique())
    .addColumn('logout_requested_at', 'timestamptz')
    .addColumn('logged_out_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saml_sessions_expires').on('saml_sessions').column('expires_at').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saml_sessions').execute();
  await db.schema
    .alterTable('sso_configs')
    .dropColumn('saml_sp_key_sealed')
    .dropColumn('saml_sp_cert')
    .execute();
}
