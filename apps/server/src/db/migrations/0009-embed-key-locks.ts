import type { Kysely } from 'kysely';

/**
 * Pinned queries and signed tokens of embed keys (docs/embedding.md): the pinned graph query with
 * the controls the embedding page may still change (JSON, null = nothing pinned), whether the key
 * draws through signed tokens only, and the signing secret sealed with AES-256-GCM (the server must
 * read it back to check a token's HMAC) with a version that every rotation raises, so the sessions
 * opened with the old secret's tokens end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('embed_keys')
    .addColumn('locked_query', 'jsonb')
    .addColumn('require_signed_token', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('signing_secret_sealed', 'text')
    .addColumn('signing_secret_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('embed_keys')
    .dropColumn('locked_query')
    .dropColumn('require_signed_token')
    .dropColumn('signing_secret_sealed')
    .dropColumn('signing_secret_version')
    .execute();
}
