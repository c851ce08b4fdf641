import { type Kysely, sql } from 'kysely';

/**
 * Embed keys (docs/embedding.md): per account, a name, the SHA-256 digest of the key (the key
 * itself is shown once and never stored), the graph slugs and exact origins it allows (JSON
 * arrays), who created it and when, when it was revoked and last used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embed_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_digest', 'text', (c) => c.notNull().unique())
    .addColumn('graphs', 'jsonb', (c) => c.notNull())
    .addColumn('origins', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('embed_keys_account').on('embed_keys').column('account_id').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embed_keys').execute();
}
