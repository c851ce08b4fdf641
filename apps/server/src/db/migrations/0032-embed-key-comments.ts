import type { Kysely } from 'kysely';

/**
 * Comments through an embed key (docs/embedding.md "Comments"): whether the key's tokens may read comments under
 * the comment rules. Off for every key, old and new, until an admin switches it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('embed_keys')
    .addColumn('allows_comments', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('embed_keys').dropColumn('allows_comments').execute();
}
