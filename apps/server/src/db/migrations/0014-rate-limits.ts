import type { Kysely } from 'kysely';

/**
 * Per-client request counters shared by every API instance on one PostgreSQL (docs/architecture.md
 * "Several instances"): one row per limit and client key, counting the hits of the window that
 * ends at `resets_at`. Rows of ended windows are swept by the instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pkey', ['scope', 'client_key'])
    .execute();
  await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
