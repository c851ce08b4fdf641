import { type Kysely, sql } from 'kysely';

/**
 * Provider connect and import state: the OAuth states handed to admins (short-lived, single use)
 * and per API key the import's health (a revoked token waits for a reconnect). pg-boss installs
 * and migrates its own `pgboss` schema when the job queue starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sm_oauth_states')
    .addColumn('digest', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sm_oauth_states_user').on('sm_oauth_states').column('user_id').execute();

  await db.schema
    .createTable('sm_api_key_status')
    .addColumn('sm_api_key_id', 'integer', (c) =>
      c.primaryKey().references('sm_api_keys.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // set when the provider says the token is revoked or expired; cleared by a reconnect
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sm_api_key_status').execute();
  await db.schema.dropTable('sm_oauth_states').execute();
}
